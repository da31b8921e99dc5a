/** The email blast feature: /admin/email-blast (admins only; the server decides). */
import { lazyPage } from '@/lib/lazy-page';

export const EmailBlastPage = lazyPage(() => import('./components/email-blast-page'));
