import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCallFailure, serverFieldErrors } from '@/lib/call-failure';
import { callPocketBase } from '@/lib/pocketbase-call';
import { isStaffSessionExpired, staffSessionEndOf } from '@/lib/session/model';

describe('reading what a PocketBase call threw', () => {
  it('takes no answer (status 0, a fetch TypeError, nothing) for a network failure', () => {
    expect(readCallFailure({ status: 0, response: {} })).toEqual({ kind: 'network' });
    expect(readCallFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(readCallFailure(undefined)).toEqual({ kind: 'network' });
  });

  it('keeps the status and the server message of an answered failure', () => {
    expect(readCallFailure({ status: 429, response: { message: 'Too Many Requests.' } })).toEqual({
      kind: 'rateLimited',
      status: 429,
      message: 'Too Many Requests.',
    });
    expect(readCallFailure({ status: 503, response: {} })).toEqual({
      kind: 'server',
      status: 503,
      message: '',
    });
    expect(readCallFailure({ status: 404, response: { message: 'Not found.' } })).toEqual({
      kind: 'refused',
      status: 404,
      message: 'Not found.',
    });
  });

  it("reads our own routes' {error} answers as the message", () => {
    expect(
      readCallFailure({ status: 502, response: { ok: false, error: 'dial tcp: refused' } }),
    ).toEqual({ kind: 'server', status: 502, message: 'dial tcp: refused' });
  });

  it('gives a 400 naming fields as invalid, with each field code and message', () => {
    const failure = readCallFailure({
      status: 400,
      response: {
        message: 'Failed to create record.',
        data: {
          email: { code: 'validation_is_email', message: 'Must be a valid email address.' },
          name: { code: 'validation_required', message: 'Cannot be blank.' },
        },
      },
    });
    expect(failure).toEqual({
      kind: 'invalid',
      status: 400,
      message: 'Failed to create record.',
      fields: {
        email: { code: 'validation_is_email', message: 'Must be a valid email address.' },
        name: { code: 'validation_required', message: 'Cannot be blank.' },
      },
    });
  });

  it('gives a 400 without field errors as a refusal', () => {
    const failure = readCallFailure({
      status: 400,
      response: { message: 'Failed to authenticate.', data: {} },
    });
    expect(failure).toEqual({ kind: 'refused', status: 400, message: 'Failed to authenticate.' });
  });

  it("takes a refusal's code from the one entry of its data (a hook's PocketBase error)", () => {
    const expired = {
      status: 401,
      response: {
        message: 'Your staff session ended after 15 minutes without activity.',
        data: { session: { code: 'staff_session_expired', message: 'Ended.' } },
      },
    };
    expect(readCallFailure(expired)).toEqual({
      kind: 'refused',
      status: 401,
      message: 'Your staff session ended after 15 minutes without activity.',
      code: 'staff_session_expired',
    });
    expect(isStaffSessionExpired(readCallFailure(expired))).toBe(true);
    expect(isStaffSessionExpired(readCallFailure({ status: 401, response: {} }))).toBe(false);
    expect(
      isStaffSessionExpired(
        readCallFailure({
          status: 403,
          response: { data: { session: expired.response.data.session } },
        }),
      ),
    ).toBe(false);
  });

  it('tells an idle staff session from a token that needs a new staff sign-in', () => {
    const refusal = (code: string, status = 401) =>
      readCallFailure({ status, response: { data: { session: { code, message: '' } } } });
    expect(staffSessionEndOf(refusal('staff_session_expired'))).toBe('idle');
    expect(staffSessionEndOf(refusal('staff_sign_in_required'))).toBe('signIn');
    expect(isStaffSessionExpired(refusal('staff_sign_in_required'))).toBe(true);
    expect(staffSessionEndOf(refusal('staff_sign_in_required', 403))).toBeNull();
    expect(staffSessionEndOf(refusal('auth_required'))).toBeNull();
  });

  it('leaves out field errors that are not shaped like one', () => {
    expect(serverFieldErrors({ a: 'text', b: null, c: { code: 'x' } })).toEqual({
      c: { code: 'x', message: '' },
    });
    expect(serverFieldErrors(['x'])).toEqual({});
  });
});

describe('callPocketBase', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends nothing while the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const call = vi.fn(() => Promise.resolve(1));
    expect(await callPocketBase(call)).toEqual({ ok: false, failure: { kind: 'offline' } });
    expect(call).not.toHaveBeenCalled();
  });

  it('answers the value, or the failure the call threw, never a rejection', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(await callPocketBase(() => Promise.resolve('done'))).toEqual({
      ok: true,
      value: 'done',
    });
    const refused = Object.assign(new Error('Forbidden.'), {
      status: 403,
      response: { message: 'Only admins.' },
    });
    expect(await callPocketBase(() => Promise.reject(refused))).toEqual({
      ok: false,
      failure: { kind: 'refused', status: 403, message: 'Only admins.' },
    });
  });
});
