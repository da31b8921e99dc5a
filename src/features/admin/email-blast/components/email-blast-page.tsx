import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormMessage, PageHeader, SignInPrompt } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { useStaffCall } from '../../shell';
import { useSession } from '@/lib/session';
import { addNamespace } from '@/i18n';
import { formatNumber } from '@/i18n/format';
import blast from '@/i18n/locales/en/blast.json' with { type: 'json' };
import { fetchCapabilities, type MailState } from '@/lib/server-capabilities';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import {
  blastProgress,
  cancelBlast,
  previewBlast,
  queueBlast,
  recentBlasts,
  sendTestBlast,
  type CallResult,
  type PreviewAnswer,
  type ServerFieldError,
} from '../api';
import { isSending, PROGRESS_POLL_MS, type BlastDraft, type BlastProgress } from '../model';
import { BlastForm } from './blast-form';
import { BlastPreview } from './blast-preview';
import { BlastProgressView } from './blast-progress';

addNamespace('blast', blast);

const FIRST_DRAFT: BlastDraft = { audience: 'all', languages: ['English'], content: {} };

/**
 * /admin/email-blast: audience, languages and texts, a preview, "Send me a test", "Send" after
 * a confirmation with the recipient count, then a progress bar (polling the server) with
 * "Cancel". The server decides who may use it (admins); this page only hides the form from
 * others. Says plainly when the server cannot send email.
 */
export default function EmailBlastPage() {
  const { t } = useTranslation('blast');
  const { user, isAdmin, loading } = useSession();
  if (!user || !isAdmin) {
    return (
      <PageHeader page="adminEmailBlast">
        {!loading && !user && (
          <SignInPrompt
            message={t('signInPrompt')}
            action={t('signIn')}
            next="/admin/email-blast"
          />
        )}
        {!loading && user && <p className="mt-8 text-slate-800">{t('adminOnly')}</p>}
      </PageHeader>
    );
  }
  return (
    <PageHeader page="adminEmailBlast">
      <BlastDesk />
    </PageHeader>
  );
}

function BlastDesk() {
  const { t, i18n } = useTranslation('blast');
  const failureText = useCallFailureText();
  const [draft, setDraft] = useState<BlastDraft>(FIRST_DRAFT);
  const [mailState, setMailState] = useState<MailState | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, ServerFieldError>>({});
  const [message, setMessage] = useState<{ error: string | null; info: string | null }>({
    error: null,
    info: null,
  });
  const [preview, setPreview] = useState<PreviewAnswer | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [progress, setProgress] = useState<BlastProgress | null>(null);
  const [busy, setBusy] = useState(false);
  // Every server call goes through the staff session: a 401 staff_session_expired signs out.
  const staffCall = useStaffCall();

  useEffect(() => {
    void fetchCapabilities().then((c) => setMailState(c?.mailState ?? null));
    // A blast still sending (started before a reload or elsewhere) shows with its progress.
    void staffCall(recentBlasts).then((r) => {
      const running = r.ok ? r.value.find((b) => b.status === 'sending') : undefined;
      if (running) setProgress((current) => current ?? running);
    });
  }, [staffCall]);

  const progressId = progress?.id;
  const sending = isSending(progress);
  useEffect(() => {
    if (!sending || !progressId) return undefined;
    const timer = setInterval(() => {
      void staffCall(() => blastProgress(progressId)).then((r) => {
        if (r.ok) setProgress(r.value);
      });
    }, PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [sending, progressId, staffCall]);

  /** Runs a call; on failure shows its words and field errors. @returns the value or null */
  const run = async <T,>(call: () => Promise<CallResult<T>>): Promise<T | null> => {
    setBusy(true);
    setMessage({ error: null, info: null });
    const result = await staffCall(call);
    setBusy(false);
    if (result.ok) {
      setFieldErrors({});
      return result.value;
    }
    const { failure } = result;
    setFieldErrors(failure.kind === 'invalid' ? { ...failure.fields } : {});
    setMessage({
      error: failure.kind === 'invalid' ? t('errors.form') : failureText(failure),
      info: null,
    });
    return null;
  };

  const showPreview = async () => {
    const answer = await run(() => previewBlast(draft));
    if (answer) {
      setPreview(answer);
      setMailState(answer.mailState);
    }
    return answer;
  };
  const sendTest = async () => {
    const answer = await run(() => sendTestBlast(draft));
    if (answer) setMessage({ error: null, info: t('test.sent', { email: answer.to }) });
  };
  const askToSend = async () => {
    const answer = await showPreview();
    if (answer) setConfirming(answer.recipients);
  };
  const send = async () => {
    setConfirming(null);
    const queued = await run(() => queueBlast(draft));
    if (queued) setProgress(queued);
  };
  const cancel = async () => {
    if (!progress) return;
    const stopped = await run(() => cancelBlast(progress.id));
    if (stopped) setProgress(stopped);
  };

  const cannotSend = mailState === 'not_configured';
  return (
    <div data-testid="email-blast">
      {mailState === 'not_configured' && (
        <p role="alert" className="mt-8 rounded-xl bg-amber-50 p-4 text-amber-900">
          {t('mail.notConfigured')}
        </p>
      )}
      {mailState === 'failing' && (
        <p role="status" className="mt-8 rounded-xl bg-amber-50 p-4 text-amber-900">
          {t('mail.failing')}
        </p>
      )}
      <BlastForm draft={draft} onChange={setDraft} errors={fieldErrors} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => void showPreview()}>
          {t('preview.button')}
        </Button>
        <Button variant="secondary" disabled={busy || cannotSend} onClick={() => void sendTest()}>
          {t('test.button')}
        </Button>
        <Button disabled={busy || cannotSend || sending} onClick={() => void askToSend()}>
          {t('send.button')}
        </Button>
      </div>
      <FormMessage error={message.error} info={message.info} />
      {progress && (
        <BlastProgressView progress={progress} busy={busy} onCancel={() => void cancel()} />
      )}
      {preview && <BlastPreview preview={preview} />}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('send.confirmTitle')}
        closeLabel={t('send.close')}
        data-testid="blast-confirm"
      >
        <p className="mt-2 text-slate-700">
          {t('send.confirm', { total: formatNumber(confirming ?? 0, i18n.language) })}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button onClick={() => void send()}>{t('send.confirmButton')}</Button>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t('send.back')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
