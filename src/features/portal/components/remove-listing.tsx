import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { removeListing, type ListingRecord } from '@/data/listings';
import { toastError, toastInfo } from '@/lib/toast';

/**
 * "Remove listing" with a confirmation: the owner's soft delete. A removed listing is hidden
 * from search; saving it as active lists it again. Nothing for a suspended listing (the
 * server refuses it).
 */
export function RemoveListing({ listing }: { readonly listing: ListingRecord }) {
  const { t } = useTranslation('portal');
  const [asking, setAsking] = useState(false);
  if (listing.status === 'suspended') return null;
  if (listing.status === 'removed') {
    return (
      <p className="mt-6 rounded-xl bg-slate-100 p-4 text-slate-900" data-testid="listing-removed">
        {t('remove.removedNote')}
      </p>
    );
  }
  return (
    <div className="mt-6">
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('remove.button')}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('remove.title')}
        closeLabel={t('confirmHire.close')}
        data-testid="confirm-remove-listing"
      >
        <p className="mt-2 text-slate-700">{t('remove.body')}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {t('confirmHire.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setAsking(false);
              removeListing(listing.id).then(
                () => toastInfo(t('remove.done')),
                () => toastError(t('portal.saveFailed')),
              );
            }}
          >
            {t('remove.confirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
