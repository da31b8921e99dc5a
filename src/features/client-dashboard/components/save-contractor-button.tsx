import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { toggleSavedContractor } from '@/data/saved-contractors';
import { addNamespace } from '@/i18n';
import dashboard from '@/i18n/locales/en/dashboard.json' with { type: 'json' };
import { useIsSaved } from '../hooks/use-client-dashboard';

addNamespace('dashboard', dashboard);

/** Saves a listing to the client dashboard's "Saved contractors", or removes it. */
export default function SaveContractorButton({ listingId }: { listingId: string }) {
  const { t } = useTranslation('dashboard');
  const saved = useIsSaved(listingId);
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant="secondary"
      // Beside a long business name the button must not shrink: Japanese and Chinese break
      // between any two characters, so "保存" would stack one character per line.
      className="shrink-0 gap-1.5 whitespace-nowrap"
      aria-pressed={saved}
      aria-label={saved ? t('saved.unsaveLabel') : t('saved.saveLabel')}
      data-testid="save-contractor"
      onClick={() => void toggleSavedContractor(listingId)}
    >
      <Icon aria-hidden="true" className="size-4" />
      {saved ? t('saved.unsave') : t('saved.save')}
    </Button>
  );
}
