// Hidden fields sent by a user. PocketBase drops a non-superuser's values for hidden fields
// before hooks see the record (and from `requestInfo().body`), so fields that are hidden for
// privacy but written by their owner (a listing's phone and email, a hire's client phone:
// docs/fees.md) are taken from the request here. Required by lib/record-hooks.js, whose
// body-type check has already parsed a JSON body (the raw body is read once there).

/**
 * The hidden fields a user writes, per collection: on create and update, or on create only.
 * @type {Record<string, { create: string[], update: string[] }>}
 */
const USER_WRITTEN_HIDDEN = {
  contractors: { create: ['phone', 'email'], update: ['phone', 'email'] },
  hires: { create: ['client_phone'], update: /** @type {string[]} */ ([]) },
};

/**
 * The hidden fields of `collection` that the request sets, with the values sent. A name the
 * body does not set is absent from the result, so "not sent" and "sent empty" stay different.
 * @param {string} collection the collection name
 * @param {boolean} creating true for a create, false for an update (a hire's client phone is
 *   fixed once created: an update's value is ignored, as the API rules cannot see it)
 * @param {Record<string, unknown> | null} json the parsed JSON body, or null for a form body
 * @param {http.Request} request the Go *http.Request; a multipart or urlencoded form is read from its
 *   parsed form values (plain fields and the JS SDK's `@jsonPayload`)
 * @returns {Record<string, unknown>}
 */
function sentHiddenValues(collection, creating, json, request) {
  const written = USER_WRITTEN_HIDDEN[collection];
  /** @type {string[]} */
  const names = written ? written[creating ? 'create' : 'update'] : [];
  /** @type {Record<string, unknown>} */
  const out = {};
  if (names.length === 0) return out;
  /** @param {unknown} source */
  const pick = (source) => {
    if (!source || typeof source !== 'object' || Array.isArray(source)) return;
    for (const name of names) {
      if (Object.prototype.hasOwnProperty.call(source, name)) {
        out[name] = /** @type {Record<string, unknown>} */ (source)[name];
      }
    }
  };
  if (json) {
    pick(json);
    return out;
  }
  const form = request && request.multipartForm;
  // A Go url.Values: each name's values, in the order sent.
  /** @type {Record<string, string[]> | undefined} */
  const values = form ? form.value : request && request.postForm;
  if (!values) return out;
  const payload = values['@jsonPayload'];
  for (const item of payload || []) {
    try {
      pick(JSON.parse(item));
    } catch {
      // A payload PocketBase refuses too.
    }
  }
  for (const name of names) {
    const list = values[name];
    if (list && list.length > 0) out[name] = list[list.length - 1];
  }
  return out;
}

/**
 * Rules on hidden fields that an API rule cannot state (a rule does not see them in
 * `@request.body`): a hire whose client asked to be phoned needs a phone number.
 * @param {string} collection
 * @param {{ getString: (name: string) => string }} record the record about to be created
 * @returns {Record<string, { code: string, message: string }>} field errors, {} when fine
 */
function hiddenFieldErrors(collection, record) {
  if (
    collection === 'hires' &&
    record.getString('contact_preference') === 'phone' &&
    record.getString('client_phone').trim() === ''
  ) {
    return {
      client_phone: {
        code: 'validation_required',
        message: 'A phone number is needed when you ask to be phoned.',
      },
    };
  }
  return {};
}

module.exports = { USER_WRITTEN_HIDDEN, hiddenFieldErrors, sentHiddenValues };
