import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/features/session';
import { updateName } from '../api';
import { useCallResultText } from '@/lib/use-call-failure-text';
import { FormMessage, SettingsSection, fieldClass, labelClass } from './settings-section';

/** The user's name, saved to their account. */
export function NameForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const resultText = useCallResultText();
  const id = useId();
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setInfo(null);
    if (!name.trim()) {
      setError(t('name.required'));
      return;
    }
    setBusy(true);
    const outcome = await updateName(user.id, name);
    setBusy(false);
    setError(resultText(outcome));
    if (outcome.ok) setInfo(t('name.saved'));
  };

  return (
    <SettingsSection title={t('name.heading')} testId="account-name">
      <form className="mt-3 grid gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <div>
          <label htmlFor={id} className={labelClass}>
            {t('name.label')}
          </label>
          <input
            id={id}
            className={fieldClass}
            autoComplete="name"
            maxLength={255}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {t('save')}
          </button>
        </div>
        <FormMessage error={error} info={info} />
      </form>
    </SettingsSection>
  );
}
