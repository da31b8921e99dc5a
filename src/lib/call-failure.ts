/**
 * The reading of PocketBase's error answers, in one place: what a thrown ClientResponseError
 * (`status` 0 when no answer came, `response` the JSON body) means for the caller. Pure.
 */

/** One field's refusal in a 400 answer (`data.<field>`), e.g. `validation_required`. */
export interface ServerFieldError {
  readonly code: string;
  readonly message: string;
}

/**
 * Why a call did not succeed. `message` is the server's own text ('' when it gave none): English,
 * for logs only; the interface words a failure by its kind, status and codes (server-errors.ts).
 */
export type CallFailure =
  /** The browser is offline: nothing was sent. */
  | { readonly kind: 'offline' }
  /** No answer came (connection lost, server down, the SDK chunk could not load). */
  | { readonly kind: 'network' }
  /** 429 from PocketBase's rate limiter. */
  | { readonly kind: 'rateLimited'; readonly status: number; readonly message: string }
  /** 400 naming the fields it refused. */
  | {
      readonly kind: 'invalid';
      readonly status: number;
      readonly message: string;
      readonly fields: Readonly<Record<string, ServerFieldError>>;
    }
  /**
   * Any other 4xx: a rule, a wrong password, a missing record. `code` is the answer's own
   * machine-readable reason where our routes and hooks give one (451 `sanctioned_region`).
   */
  | {
      readonly kind: 'refused';
      readonly status: number;
      readonly message: string;
      readonly code?: string;
    }
  /** 5xx. */
  | { readonly kind: 'server'; readonly status: number; readonly message: string };

/** A call's value, or why it failed. */
export type CallResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: CallFailure };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The field errors of a 400 answer's `data`; anything not shaped like one is left out. */
export function serverFieldErrors(data: unknown): Record<string, ServerFieldError> {
  const fields: Record<string, ServerFieldError> = {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) return fields;
  for (const [field, answer] of Object.entries(data as Record<string, unknown>)) {
    if (!answer || typeof answer !== 'object') continue;
    const { code, message } = answer as { code?: unknown; message?: unknown };
    fields[field] = { code: text(code), message: text(message) };
  }
  return fields;
}

/**
 * What went wrong, from anything a PocketBase call threw.
 * @param error a ClientResponseError, or whatever loading the SDK threw
 */
export function readCallFailure(error: unknown): CallFailure {
  const { status, response } = (error ?? {}) as { status?: unknown; response?: unknown };
  if (typeof status !== 'number' || status === 0) return { kind: 'network' };
  const body = (response ?? {}) as {
    message?: unknown;
    error?: unknown;
    data?: unknown;
    code?: unknown;
  };
  // Our own routes answer `{error}` where PocketBase's answer `{message}`.
  const message = text(body.message) || text(body.error);
  if (status === 429) return { kind: 'rateLimited', status, message };
  if (status >= 500) return { kind: 'server', status, message };
  const fields = serverFieldErrors(body.data);
  if (status === 400 && Object.keys(fields).length > 0) {
    return { kind: 'invalid', status, message, fields };
  }
  // A refusal's reason is `code`, or (hooks that throw PocketBase's errors) the code of the
  // one entry of `data`, e.g. 401 `data.session.code` = `staff_session_expired`.
  const code = text(body.code) || (Object.values(fields)[0]?.code ?? '');
  return code ? { kind: 'refused', status, message, code } : { kind: 'refused', status, message };
}
