import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, FormMessage } from '@/components/ui';
import type { SessionUser } from '@/lib/session';
import { updateName } from '../api';
import { useCallResultText } from '@/lib/use-call-failure-text';
import { SettingsSection } from './settings-section';

/** The user's name, saved to their account. */
export function NameForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const resultText = useCallResultText();
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
        <Field
          label={t('name.label')}
          autoComplete="name"
          maxLength={255}
          value={name}
          onChange={setName}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {t('save')}
          </Button>
        </div>
        <FormMessage error={error} info={info} />
      </form>
    </SettingsSection>
  );
}
