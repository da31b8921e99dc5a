import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@/constants/business';

/** sonner's toast host: one toast visible at a time, each closing after 5000 ms. */
export default function AppToaster() {
  return (
    <Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      closeButton
    />
  );
}
