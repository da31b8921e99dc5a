/**
 * One staff action on a queue item: sends it through useStaffCall (an idle staff session ends
 * properly), says what happened in a toast and to the page, and words a refusal in the
 * interface language. A move the item no longer allows, or an item gone, reloads the queue.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffCall } from '../../shell';
import type { CallResult } from '@/lib/pocketbase-call';
import { toastError, toastInfo } from '@/lib/toast';
import { actionErrorKey, REASON_MAX_LENGTH } from '../model';
import '../namespace';

/** What an action did, for the toast and the page's notice. */
export interface ActionDone {
  readonly message: string;
  /** A second sentence (what happened to the owner's email). */
  readonly detail?: string | undefined;
  /** Keeps the toast until closed: something went differently than the staff may expect. */
  readonly persistent?: boolean;
  /** The action was refused (the item had changed or was gone). */
  readonly refused?: boolean;
}

/**
 * @param onChanged called after an action went through (with what it did) or found the item
 *   changed or gone (`refused`, with why): the page shows it and reloads its queue
 * @returns `act(call, describe)`, resolving true when it went through; `busy`; `error`, the
 *   last refusal in words ('' when none); `clearError()`
 */
export function useModerationAction(onChanged: (done: ActionDone) => void) {
  const { t } = useTranslation('moderation');
  const run = useStaffCall();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const act = useCallback(
    async <T>(
      call: () => Promise<CallResult<T>>,
      describe: (value: T) => ActionDone,
    ): Promise<boolean> => {
      setBusy(true);
      setError('');
      const result = await run(call);
      setBusy(false);
      if (result.ok) {
        const done = describe(result.value);
        toastInfo(done.message, {
          ...(done.detail !== undefined && { description: done.detail }),
          ...(done.persistent && { persistent: true }),
        });
        onChanged(done);
        return true;
      }
      const key = actionErrorKey(result.failure);
      const text = t(key, { max: REASON_MAX_LENGTH });
      setError(text);
      if (key === 'errors.invalidState' || key === 'errors.notFound') {
        // The reload may take the item, and this message beside it, off the page: the page
        // keeps it.
        toastError(text);
        onChanged({ message: text, refused: true });
      }
      return false;
    },
    [run, t, onChanged],
  );
  const clearError = useCallback(() => setError(''), []);
  return { act, busy, error, clearError };
}
