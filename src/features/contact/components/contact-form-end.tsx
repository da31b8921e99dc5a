import { useTranslation } from 'react-i18next';
import { Button, FormMessage } from '@/components/ui';

/**
 * The end of both contact forms: what is done with the message, the failure if any, and the
 * send button (busy while sending).
 */
export function ContactFormEnd({
  failure,
  sending,
  label,
}: {
  readonly failure: string | null;
  readonly sending: boolean;
  /** The button's label when idle. */
  readonly label: string;
}) {
  const { t } = useTranslation('support');
  return (
    <>
      <p className="text-sm text-slate-600">{t('form.privacy')}</p>
      <FormMessage error={failure} info={null} />
      <div>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? t('form.sending') : label}
        </Button>
      </div>
    </>
  );
}
