import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

interface Sign {
  isNewRecord: boolean;
  email: string;
  emailTaken: boolean;
  linked: boolean;
  signedInAsRecord: boolean;
  hasGrant: boolean;
}
const { signInRefusal, createDataFor, userTypeChoiceError, callbackQuery } = loadHooksLib(
  'oauth.js',
) as {
  callbackQuery: (body: Record<string, unknown>) => string;
  signInRefusal: (sign: Sign) => { field: string; code: string } | null;
  createDataFor: (data: Record<string, unknown> | null) => Record<string, string>;
  userTypeChoiceError: (
    pending: boolean,
    value: unknown,
  ) => { status: number; code: string } | null;
};

const base: Sign = {
  isNewRecord: false,
  email: 'rana@example.com',
  emailTaken: false,
  linked: false,
  signedInAsRecord: false,
  hasGrant: false,
};
const needsPassword = { field: 'email', code: 'oauth_link_needs_password' };

describe('signInRefusal', () => {
  it('lets a new email sign up and refuses one without a verified email', () => {
    expect(signInRefusal({ ...base, isNewRecord: true })).toBeNull();
    expect(signInRefusal({ ...base, isNewRecord: true, email: '' })).toMatchObject({
      field: 'email',
      code: 'oauth_email_missing',
    });
  });

  it('refuses a sign-up whose email an account has in another case', () => {
    expect(signInRefusal({ ...base, isNewRecord: true, emailTaken: true })).toMatchObject(
      needsPassword,
    );
  });

  it('signs a linked identity in, and links a new one only with a grant of the signed-in account', () => {
    expect(signInRefusal({ ...base, linked: true })).toBeNull();
    expect(signInRefusal(base)).toMatchObject(needsPassword);
    expect(signInRefusal({ ...base, signedInAsRecord: true })).toMatchObject(needsPassword);
    expect(signInRefusal({ ...base, hasGrant: true })).toMatchObject(needsPassword);
    expect(signInRefusal({ ...base, signedInAsRecord: true, hasGrant: true })).toBeNull();
  });
});

describe('createDataFor', () => {
  it('keeps the name, language and visitor id only', () => {
    expect(
      createDataFor({
        name: 'Rana',
        language_preference: 'Arabic',
        visitor_id: 'v1',
        email: 'x@example.com',
        user_type: 'contractor',
        verified: true,
        user_type_pending: false,
      }),
    ).toEqual({ name: 'Rana', language_preference: 'Arabic', visitor_id: 'v1' });
    expect(createDataFor(null)).toEqual({});
    expect(createDataFor({ name: 7 })).toEqual({});
  });
});

describe('userTypeChoiceError', () => {
  it('takes one of the four types once', () => {
    expect(userTypeChoiceError(true, 'contractor')).toBeNull();
    expect(userTypeChoiceError(true, 'admin')).toMatchObject({
      status: 400,
      code: 'validation_invalid_value',
    });
    expect(userTypeChoiceError(false, 'client')).toMatchObject({
      status: 409,
      code: 'user_type_chosen',
    });
  });
});

describe('callbackQuery', () => {
  it("turns Apple's form post into the callback page's query, with the first-time name", () => {
    const user = JSON.stringify({ name: { firstName: 'Rana', lastName: 'Haddad' }, email: 'x' });
    expect(callbackQuery({ code: 'c 1', state: 's/2', user })).toBe(
      'code=c%201&state=s%2F2&name=Rana%20Haddad',
    );
    expect(callbackQuery({ error: 'user_cancelled_authorize', state: 's' })).toBe(
      'state=s&error=user_cancelled_authorize',
    );
  });

  it('drops what is not a usable field', () => {
    expect(callbackQuery({ code: ['a'], state: '', user: '{not json', other: 'x' })).toBe('');
    expect(callbackQuery({ code: 'c', user: JSON.stringify({ name: 'plain' }) })).toBe('code=c');
  });
});
