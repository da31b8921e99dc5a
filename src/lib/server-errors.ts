/**
 * Every error the server can answer, mapped to the app's own words: PocketBase's validation
 * codes (`data.<field>.code`), our hooks' codes (`code` of a JSON answer, or of a field), and
 * the HTTP status where no code came. The server's `message` is English prose for logs and API
 * callers; the interface never shows it. Pure: the words come from `t` (`common` namespace,
 * `serverErrors.*`).
 */
import type { TFunction } from 'i18next';
import type { CallFailure } from './call-failure';

/** A reason's key under `common:`; most live in `serverErrors.reasons`. */
export type ServerErrorKey =
  | `serverErrors.reasons.${string}`
  | 'errors.staffSessionExpired'
  | 'errors.staffSignInRequired'
  | 'errors.rateLimit'
  | 'errors.server'
  | 'sanctions.refusedHere';

const reason = (name: string): ServerErrorKey => `serverErrors.reasons.${name}`;

/**
 * PocketBase 0.40's record-level validation codes (core fields, auth routes, ozzo-validation
 * rules), as found in the binary. Collection-schema codes (only a superuser editing
 * collections can meet them) are left out: the generic sentence covers them.
 */
export const POCKETBASE_CODES: Readonly<Record<string, ServerErrorKey>> = {
  validation_required: reason('required'),
  validation_nil_or_not_empty_required: reason('required'),
  validation_length_empty_required: reason('required'),
  validation_missing_rel_records: reason('missingRecord'),
  validation_is_email: reason('email'),
  validation_invalid_email: reason('email'),
  validation_email_domain_not_allowed: reason('email'),
  validation_invalid_new_email: reason('email'),
  validation_is_url: reason('url'),
  validation_invalid_url: reason('url'),
  validation_url_domain_not_allowed: reason('url'),
  validation_is_request_url: reason('url'),
  validation_min_text_constraint: reason('tooShort'),
  validation_length_too_short: reason('tooShort'),
  validation_max_text_constraint: reason('tooLong'),
  validation_length_too_long: reason('tooLong'),
  validation_length_out_of_range: reason('tooLong'),
  validation_length_invalid: reason('format'),
  validation_invalid_format: reason('format'),
  validation_match_invalid: reason('format'),
  validation_invalid_value: reason('invalidValue'),
  validation_in_invalid: reason('invalidValue'),
  validation_not_in_invalid: reason('invalidValue'),
  validation_invalid_json: reason('invalidValue'),
  validation_not_unique: reason('notUnique'),
  validation_min_number_constraint: reason('numberTooSmall'),
  validation_max_number_constraint: reason('numberTooLarge'),
  validation_not_a_number: reason('notANumber'),
  validation_only_int_constraint: reason('wholeNumber'),
  validation_invalid_date: reason('date'),
  validation_date_invalid: reason('date'),
  validation_date_out_of_range: reason('date'),
  validation_invalid_latitude: reason('position'),
  validation_invalid_longitude: reason('position'),
  validation_file_size_limit: reason('fileTooLarge'),
  validation_json_size_limit: reason('fileTooLarge'),
  validation_content_size_limit: reason('fileTooLarge'),
  validation_invalid_mime_type: reason('fileType'),
  validation_invalid_file: reason('fileType'),
  validation_too_many_files: reason('tooMany'),
  validation_too_many_values: reason('tooMany'),
  validation_not_enough_values: reason('tooFew'),
  validation_values_mismatch: reason('passwordMismatch'),
  validation_invalid_old_password: reason('wrongPassword'),
  validation_invalid_password: reason('wrongPassword'),
  validation_invalid_token: reason('linkInvalid'),
  validation_invalid_token_claims: reason('linkInvalid'),
  validation_invalid_token_email: reason('linkInvalid'),
  validation_invalid_token_payload: reason('linkInvalid'),
  validation_token_email_mismatch: reason('linkInvalid'),
  validation_token_collection_mismatch: reason('linkInvalid'),
  validation_invalid_or_existing_id: reason('invalidValue'),
  validation_pk_invalid: reason('invalidValue'),
  validation_forbidden_pk_character: reason('invalidValue'),
  validation_pk_change: reason('invalidValue'),
  validation_mfa_not_enough_auths: reason('signIn'),
};

/**
 * The codes our hooks answer (pb_hooks/*.js and pb_hooks/lib/*.js). A unit test reads the
 * hooks and fails when one answers a code missing here.
 */
export const HOOK_CODES: Readonly<Record<string, ServerErrorKey>> = {
  validation_invalid_details: reason('invalidValue'),
  validation_invalid_number: reason('notANumber'),
  validation_invalid_type: reason('invalidValue'),
  validation_not_allowed: reason('invalidValue'),
  validation_too_large: reason('fileTooLarge'),
  validation_password_common: reason('passwordCommon'),
  validation_password_blank: reason('passwordBlank'),
  validation_password_too_short: reason('passwordTooShort'),
  validation_position_incomplete: reason('position'),
  validation_position_unknown: reason('position'),
  already_applied: reason('alreadyApplied'),
  nothing_to_confirm: reason('nothingToConfirm'),
  token_expired: reason('linkExpired'),
  token_invalid: reason('linkInvalid'),
  identity_blocked: reason('identityBlocked'),
  account_unverified: reason('accountUnverified'),
  email_taken: reason('emailTaken'),
  owner_not_contractor: reason('ownerNotContractor'),
  oauth_link_needs_password: reason('oauthLinkNeedsPassword'),
  oauth_email_missing: reason('oauthEmailMissing'),
  user_type_chosen: reason('userTypeChosen'),
  invalid_password: reason('wrongPassword'),
  listing_exists: reason('listingExists'),
  listing_owner_type: reason('listingOwnerType'),
  invalid_state: reason('changedMeanwhile'),
  record_conflict: reason('changedMeanwhile'),
  verification_pending: reason('verificationPending'),
  hire_open_exists: reason('hireOpen'),
  trade_not_offered: reason('tradeNotOffered'),
  sanctioned_region: 'sanctions.refusedHere',
  staff_session_expired: 'errors.staffSessionExpired',
  staff_sign_in_required: 'errors.staffSignInRequired',
  auth_required: reason('signIn'),
  staff_only: reason('forbidden'),
  already_finished: reason('changedMeanwhile'),
  // A create, update or delete refused by its API rule, and a filter PocketBase could not
  // run, coded by pb_hooks/lib/refusals.js.
  not_allowed: reason('forbidden'),
  not_yours: reason('forbidden'),
  email_unverified: reason('emailUnverified'),
  account_type: reason('accountType'),
  own_record: reason('ownRecord'),
  listing_unavailable: reason('listingUnavailable'),
  hire_not_reviewable: reason('hireNotReviewable'),
  listing_suspended: reason('listingSuspended'),
  filter_field_hidden: reason('filterFieldHidden'),
  filter_invalid: reason('filterInvalid'),
  owner_suspended: reason('forbidden'),
  estimate_sections_invalid: reason('invalidValue'),
  estimate_settings_invalid: reason('invalidValue'),
  estimates_limit_reached: reason('estimatesLimit'),
  plan_takeoff_invalid: reason('invalidValue'),
  // The cost data (staff's import and table edits, a user's own prices).
  invalid_year: reason('invalidValue'),
  invalid_source: reason('invalidValue'),
  invalid_currency: reason('invalidValue'),
  invalid_rows: reason('invalidValue'),
  price_needs_source: reason('invalidValue'),
  one_target: reason('invalidValue'),
};

/** Every code the app has words for. */
export const SERVER_ERROR_CODES: Readonly<Record<string, ServerErrorKey>> = {
  ...POCKETBASE_CODES,
  ...HOOK_CODES,
};

/** Words by HTTP status, for an answer without a code we know. */
const STATUS_KEYS: Readonly<Record<number, ServerErrorKey>> = {
  401: reason('signIn'),
  403: reason('forbidden'),
  404: reason('notFound'),
  409: reason('changedMeanwhile'),
  413: reason('fileTooLarge'),
  429: 'errors.rateLimit',
};

/**
 * A refusal as the app keeps it: the status, the answer's own code, and each refused field's
 * code (`data.<field>.code`). What the outbox stores for a refused write.
 */
export interface ServerRefusal {
  readonly status: number;
  readonly code?: string;
  readonly fields?: Readonly<Record<string, string>>;
}

/** One reason to show: its key and params, and the field it is about (undefined: the whole). */
export interface ServerErrorReason {
  readonly field?: string;
  readonly key: ServerErrorKey | 'serverErrors.unknown';
  readonly params: Readonly<Record<string, string>>;
}

function keyFor(code: string | undefined, status: number): ServerErrorReason {
  const known = code ? SERVER_ERROR_CODES[code] : undefined;
  if (known) return { key: known, params: {} };
  if (status >= 500) return { key: 'errors.server', params: {} };
  // A code we have no words for yet (a newer server) still has a status that says enough.
  const byStatus = STATUS_KEYS[status];
  if (byStatus) return { key: byStatus, params: {} };
  return { key: 'serverErrors.unknown', params: { code: code || String(status) } };
}

/**
 * The reasons of a refusal, one per refused field (in the answer's order), else one for the
 * whole answer: a known code's key, else the status's (401, 403, 404, 409, 413, 429, 5xx),
 * else the generic sentence naming the code (or the status when there is none).
 */
export function serverErrorReasons(refusal: ServerRefusal): ServerErrorReason[] {
  const fields = Object.entries(refusal.fields ?? {});
  if (fields.length > 0) {
    return fields.map(([field, code]) => ({ field, ...keyFor(code, refusal.status) }));
  }
  return [keyFor(refusal.code, refusal.status)];
}

/** The refusal in a call failure; null for offline and network failures. */
export function refusalOf(failure: CallFailure): ServerRefusal | null {
  switch (failure.kind) {
    case 'offline':
    case 'network':
      return null;
    case 'invalid':
      return {
        status: failure.status,
        fields: Object.fromEntries(Object.entries(failure.fields).map(([f, e]) => [f, e.code])),
      };
    case 'refused':
      return failure.code ? { status: failure.status, code: failure.code } : failure;
    case 'rateLimited':
    case 'server':
      return { status: failure.status };
  }
}

/** Field names the sentences may name, beyond those a caller labels itself. */
const FIELD_KEYS: readonly string[] = [
  'email',
  'password',
  'passwordConfirm',
  'oldPassword',
  'name',
  'language_preference',
  'message',
  'subject',
];

/**
 * A refused field's translated name: the caller's label first, then `serverErrors.fields`;
 * null when there is none (the sentence then leaves the field out, never its raw name).
 */
export function serverFieldLabel(
  t: TFunction,
  field: string,
  label?: (field: string) => string | null,
): string | null {
  const own = label?.(field);
  if (own) return own;
  return FIELD_KEYS.includes(field) ? t(`serverErrors.fields.${field}` as never) : null;
}

/**
 * The refusal in the interface language: each reason as a sentence, prefixed with its field's
 * label where there is one ("Geschäftsname: Das ist zu lang."), joined with spaces.
 * @param t a `t` of the `common` namespace
 * @param label the caller's field labels (e.g. the listing form's), null for none
 */
export function serverErrorText(
  t: TFunction,
  refusal: ServerRefusal,
  label?: (field: string) => string | null,
): string {
  const sentences = serverErrorReasons(refusal).map((r) => {
    const sentence = String(t(r.key as never, { ...r.params }));
    const name = r.field === undefined ? null : serverFieldLabel(t, r.field, label);
    return name ? t('serverErrors.withField', { field: name, reason: sentence }) : sentence;
  });
  // Two unnamed fields with the same reason read as one sentence.
  return [...new Set(sentences)].join(' ');
}
