/**
 * What every account form shares: busy state, the form-level error, field errors (ours or the
 * server's), the client-side rate limit and focus on the first refused field.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { rateLimiter } from '@/lib/rate-limit';
import type { CallResult } from '@/lib/pocketbase-call';
import {
  authFailure,
  formErrorFor,
  type FieldError,
  type FormAction,
  type FormErrorKey,
} from '../model';

export interface AuthForm<F extends string> {
  readonly busy: boolean;
  readonly formError: FormErrorKey | null;
  readonly fieldErrors: Partial<Record<F, FieldError>>;
  /** Forgets the error of one field (the user is changing it). */
  readonly clearField: (field: F) => void;
  /** Shows a form-level error the call's result (not a failure) calls for. */
  readonly showError: (error: FormErrorKey) => void;
  /**
   * Shows `errors` when there are any and returns false; else sends `call` (once at a time,
   * within the rate limit) and shows its failure, if any.
   * @returns the outcome, or null when nothing was sent
   */
  readonly submit: <T>(
    errors: Partial<Record<F, FieldError>>,
    call: () => Promise<CallResult<T>>,
  ) => Promise<CallResult<T> | null>;
}

/**
 * State and submit logic of one account form doing `action`.
 * @param formRef the form, whose first invalid field gets focus after a refusal
 */
export function useAuthForm<F extends string>(
  action: FormAction,
  formRef?: RefObject<HTMLFormElement | null>,
): AuthForm<F> {
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<FormErrorKey | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, FieldError>>>({});
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef?.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formRef]);

  const clearField = useCallback((field: F) => {
    setFieldErrors((current) =>
      field in current
        ? (Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)) as Partial<
            Record<F, FieldError>
          >)
        : current,
    );
  }, []);

  const submit = useCallback(
    async <T>(
      errors: Partial<Record<F, FieldError>>,
      call: () => Promise<CallResult<T>>,
    ): Promise<CallResult<T> | null> => {
      if (busyRef.current) return null;
      setFieldErrors(errors);
      if (Object.keys(errors).length > 0) {
        setFormError('checkFields');
        setFocusRequest((n) => n + 1);
        return null;
      }
      if (!rateLimiter.attempt(`auth:${action}`, null)) {
        setFormError('rateLimited');
        return null;
      }
      busyRef.current = true;
      setBusy(true);
      setFormError(null);
      const outcome = await call();
      busyRef.current = false;
      setBusy(false);
      if (!outcome.ok) {
        const failure = authFailure(outcome.failure);
        setFormError(formErrorFor(failure, action));
        if (failure.kind === 'invalid') {
          setFieldErrors(failure.fields as Partial<Record<F, FieldError>>);
          setFocusRequest((n) => n + 1);
        }
      }
      return outcome;
    },
    [action],
  );

  return { busy, formError, fieldErrors, clearField, showError: setFormError, submit };
}
