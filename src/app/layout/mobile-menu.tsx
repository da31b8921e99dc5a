import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavItems } from './nav-items';
import { LanguagePicker } from '@/features/language';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The navigation drawer for small screens, loaded only when first opened. */
export default function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 xl:hidden">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <DialogPanel
        data-testid="mobile-menu"
        className="fixed inset-y-0 end-0 flex w-full max-w-xs flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl"
      >
        <div className="flex items-center justify-between">
          <DialogTitle className="text-lg font-bold text-slate-900">
            {t('nav.menuTitle')}
          </DialogTitle>
          <button type="button" onClick={onClose} className="icon-button">
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{t('nav.closeMenu')}</span>
          </button>
        </div>
        <NavItems
          onNavigate={onClose}
          className="flex flex-col gap-1"
          itemClassName="block w-full rounded-md px-3 py-2 text-start text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-orange-800"
        />
        <LanguagePicker />
      </DialogPanel>
    </Dialog>
  );
}
