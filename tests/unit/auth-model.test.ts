import { describe, expect, it } from 'vitest';
import {
  codeError,
  confirmFailureOf,
  destinationAfterSignIn,
  emailError,
  failureFromError,
  fieldErrorsFromServer,
  formErrorFor,
  homeFor,
  opensOnLogIn,
  isUserType,
  isValidEmail,
  newPasswordError,
  normaliseCode,
  safeNextPath,
  validateLogin,
  validateSignUp,
  type SignUpInput,
} from '@/features/auth/model';
import { loadCommonPasswords } from '@/lib/password-policy';

const valid: SignUpInput = {
  name: 'Ada Builder',
  email: 'ada@example.com',
  password: 'long-enough',
  passwordConfirm: 'long-enough',
  userType: 'contractor',
};

describe('sign-up validation (mirrors PocketBase)', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('needs a name, not just spaces, of at most 255 characters', () => {
    expect(validateSignUp({ ...valid, name: '   ' }).name).toEqual({ key: 'nameRequired' });
    expect(validateSignUp({ ...valid, name: 'x'.repeat(255) }).name).toBeUndefined();
    expect(validateSignUp({ ...valid, name: 'x'.repeat(256) }).name).toEqual({
      key: 'nameTooLong',
    });
  });

  it('needs an email with a domain that has a dot, and no spaces', () => {
    expect(emailError('')).toEqual({ key: 'required' });
    for (const bad of ['ada', 'ada@', '@example.com', 'a@localhost', 'a b@example.com', 'a@b.']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
    for (const good of ['ada@example.com', ' ada@example.com ', 'a.b+c@mail.example.co.uk']) {
      expect(isValidEmail(good), good).toBe(true);
    }
  });

  it('needs a password of 10 to 71 (UTF-8 bytes) characters', () => {
    expect(newPasswordError('')).toEqual({ key: 'required' });
    expect(newPasswordError('123456789')).toEqual({ key: 'passwordTooShort' });
    expect(newPasswordError('1234567890')).toBeUndefined();
    expect(newPasswordError('x'.repeat(71))).toBeUndefined();
    expect(newPasswordError('x'.repeat(72))).toEqual({ key: 'passwordTooLong' });
    // 40 characters but 80 bytes: bcrypt (and so PocketBase) refuses it.
    expect(newPasswordError('é'.repeat(40))).toEqual({ key: 'passwordTooLong' });
  });

  it('refuses a password of nothing but whitespace, as the server does', () => {
    expect(newPasswordError(' '.repeat(10))).toEqual({ key: 'passwordBlank' });
    expect(newPasswordError('\t \u00a0'.repeat(5))).toEqual({ key: 'passwordBlank' });
    expect(newPasswordError(' tr4de-mark ')).toBeUndefined();
  });

  it('refuses a common password once the list is given, whatever its case', async () => {
    const common = await loadCommonPasswords();
    expect(newPasswordError('Qwertyuiop', common)).toEqual({ key: 'passwordCommon' });
    expect(validateSignUp({ ...valid, password: 'password123' }, common).password).toEqual({
      key: 'passwordCommon',
    });
    expect(validateSignUp(valid, common).password).toBeUndefined();
  });

  it('needs the confirmation to match', () => {
    expect(validateSignUp({ ...valid, passwordConfirm: '' }).passwordConfirm).toEqual({
      key: 'required',
    });
    expect(validateSignUp({ ...valid, passwordConfirm: 'long-enougH' }).passwordConfirm).toEqual({
      key: 'passwordMismatch',
    });
  });

  it('needs one of the four user types', () => {
    expect(validateSignUp({ ...valid, userType: '' }).userType).toEqual({ key: 'userType' });
    for (const type of ['client', 'contractor', 'general_contractor', 'subcontractor']) {
      expect(isUserType(type)).toBe(true);
    }
    expect(isUserType('admin')).toBe(false);
  });

  it('reports every bad field at once', () => {
    expect(
      Object.keys(
        validateSignUp({ name: '', email: 'x', password: '1', passwordConfirm: '2', userType: '' }),
      ).sort(),
    ).toEqual(['email', 'name', 'password', 'passwordConfirm', 'userType']);
  });
});

describe('login validation', () => {
  it('checks presence and email format only (old passwords may be short)', () => {
    expect(validateLogin('ada@example.com', 'short')).toEqual({});
    expect(validateLogin('ada', '')).toEqual({
      email: { key: 'email' },
      password: { key: 'required' },
    });
  });

  it('takes a one-time code with spaces or dashes, digits only', () => {
    expect(normaliseCode(' 1234 5678 ')).toBe('12345678');
    expect(normaliseCode('1234-5678')).toBe('12345678');
    expect(codeError('1234 5678')).toBeUndefined();
    expect(codeError('')).toEqual({ key: 'required' });
    expect(codeError('12ab')).toEqual({ key: 'code' });
  });
});

describe("PocketBase's error answers", () => {
  it('maps field errors to our words, with the form field names', () => {
    expect(
      fieldErrorsFromServer({
        email: { code: 'validation_not_unique', message: 'Value must be unique.' },
        password: { code: 'validation_min_text_constraint', message: 'Must be at least 10.' },
        passwordConfirm: { code: 'validation_values_mismatch', message: "Values don't match." },
        user_type: { code: 'validation_invalid_value', message: 'Invalid value nope.' },
        name: { code: 'validation_required', message: 'Cannot be blank.' },
      }),
    ).toEqual({
      email: { key: 'emailTaken' },
      password: { key: 'passwordTooShort' },
      passwordConfirm: { key: 'passwordMismatch' },
      userType: { key: 'userType' },
      name: { key: 'nameRequired' },
    });
  });

  it('words a mailbox taken under another form (+tag, case, Gmail dots) as a taken email', () => {
    expect(
      fieldErrorsFromServer({
        email: {
          code: 'email_taken',
          message: 'An account with this email address already exists.',
        },
      }),
    ).toEqual({ email: { key: 'emailTaken' } });
  });

  it("words the server's blank-password refusal", () => {
    expect(
      fieldErrorsFromServer({
        password: { code: 'validation_password_blank', message: 'Must not be only whitespace.' },
      }),
    ).toEqual({ password: { key: 'passwordBlank' } });
  });

  it('keeps the code of a refusal we have no form words for, not its English message', () => {
    expect(
      fieldErrorsFromServer({ avatar: { code: 'validation_odd', message: 'Too odd.' } }),
    ).toEqual({ avatar: { serverCode: 'validation_odd' } });
    expect(fieldErrorsFromServer({ email: { code: 'validation_required' } })).toEqual({
      email: { key: 'required' },
    });
    expect(fieldErrorsFromServer(null)).toEqual({});
    expect(fieldErrorsFromServer({ x: 'not an object' })).toEqual({});
  });

  it('tells no answer, rate limit, field errors, refusal and server errors apart', () => {
    expect(failureFromError(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(failureFromError({ status: 0, response: {} })).toEqual({ kind: 'network' });
    expect(failureFromError(undefined)).toEqual({ kind: 'network' });
    expect(failureFromError({ status: 429, response: {} })).toEqual({ kind: 'rateLimited' });
    expect(failureFromError({ status: 503, response: {} })).toEqual({ kind: 'server' });
    expect(
      failureFromError({
        status: 400,
        response: {
          message: 'Failed to create record.',
          data: {
            email: { code: 'validation_is_email', message: 'Must be a valid email address.' },
          },
        },
      }),
    ).toEqual({ kind: 'invalid', fields: { email: { key: 'email' } } });
    expect(
      failureFromError({ status: 400, response: { message: 'Failed to authenticate.', data: {} } }),
    ).toEqual({ kind: 'refused', status: 400, message: 'Failed to authenticate.' });
  });

  it('words a refused login as a wrong password or code, depending on the form', () => {
    const refused = { kind: 'refused', status: 400, message: 'x' } as const;
    expect(formErrorFor(refused, 'password')).toBe('wrongPassword');
    expect(formErrorFor(refused, 'code')).toBe('wrongCode');
    expect(formErrorFor(refused, 'request')).toBe('server');
    expect(formErrorFor({ kind: 'offline' }, 'signUp')).toBe('offline');
    expect(formErrorFor({ kind: 'network' }, 'password')).toBe('network');
    expect(formErrorFor({ kind: 'rateLimited' }, 'code')).toBe('rateLimited');
    expect(formErrorFor({ kind: 'invalid', fields: {} }, 'signUp')).toBe('checkFields');
    expect(formErrorFor({ kind: 'server' }, 'signUp')).toBe('server');
  });
});

describe('where a sign-in leads', () => {
  it('sends clients to /client-dashboard and everyone else to /dashboard', () => {
    expect(homeFor('client')).toBe('/client-dashboard');
    for (const type of ['contractor', 'general_contractor', 'subcontractor', null]) {
      expect(homeFor(type)).toBe('/dashboard');
    }
    expect(destinationAfterSignIn('client', null)).toBe('/client-dashboard');
    expect(destinationAfterSignIn('contractor', '')).toBe('/dashboard');
  });

  it('opens on Log In when the address or the navigation state asks for it', () => {
    expect(opensOnLogIn(new URLSearchParams('tab=login&next=%2Fdashboard'), null)).toBe(true);
    expect(opensOnLogIn(new URLSearchParams('mode=contractor'), { tab: 'login' })).toBe(true);
    expect(opensOnLogIn(new URLSearchParams('mode=contractor'), null)).toBe(false);
    expect(opensOnLogIn(new URLSearchParams('next=%2Fdashboard'), { tab: 'signUp' })).toBe(false);
  });

  it('sends staff who completed the second factor to /admin, whatever their user type', () => {
    expect(homeFor('client', true)).toBe('/admin');
    expect(destinationAfterSignIn('contractor', null, true)).toBe('/admin');
    expect(destinationAfterSignIn('client', '/admin/reviews', true)).toBe('/admin/reviews');
  });

  it('follows a next path on this site, with its query and hash', () => {
    expect(destinationAfterSignIn('client', '/browse?trade=roofer#top')).toBe(
      '/browse?trade=roofer#top',
    );
    expect(safeNextPath('/profile/abc')).toBe('/profile/abc');
  });

  it('ignores a next that leads elsewhere or back to /auth', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'browse',
      '/auth',
      '/auth?mode=contractor',
    ]) {
      expect(safeNextPath(next), next).toBeNull();
      expect(destinationAfterSignIn('contractor', next), next).toBe('/dashboard');
    }
  });
});

describe('confirmation links: reading a refusal', () => {
  const invalid = (fields: Record<string, { code: string; message: string }>) =>
    ({ kind: 'invalid', status: 400, message: 'Failed.', fields }) as const;

  it('calls a refused or broken token a refused link, whatever the page', () => {
    for (const action of ['verification', 'passwordReset', 'emailChange'] as const) {
      expect(confirmFailureOf(invalid({ token: { code: 'x', message: 'bad' } }), action)).toEqual({
        kind: 'linkRefused',
      });
      expect(
        confirmFailureOf({ kind: 'refused', status: 400, message: 'Invalid token.' }, action),
      ).toEqual({ kind: 'linkRefused' });
    }
  });

  it('tells a wrong current password apart on the email-change page only', () => {
    const wrong = invalid({ password: { code: 'validation_invalid_password', message: 'x' } });
    expect(confirmFailureOf(wrong, 'emailChange')).toEqual({ kind: 'wrongPassword' });
    expect(confirmFailureOf(wrong, 'verification')).toEqual({ kind: 'linkRefused' });
  });

  it('gives the reset page its field errors in our words', () => {
    expect(
      confirmFailureOf(
        invalid({ password: { code: 'validation_length_out_of_range', message: 'en' } }),
        'passwordReset',
      ),
    ).toEqual({ kind: 'fields', fields: { password: { key: 'passwordTooShort' } } });
    expect(
      confirmFailureOf(
        invalid({ passwordConfirm: { code: 'validation_values_mismatch', message: 'en' } }),
        'passwordReset',
      ),
    ).toEqual({ kind: 'fields', fields: { passwordConfirm: { key: 'passwordMismatch' } } });
  });

  it('passes on the failures every call shares', () => {
    expect(confirmFailureOf({ kind: 'offline' }, 'verification')).toEqual({
      kind: 'form',
      error: 'offline',
    });
    expect(
      confirmFailureOf({ kind: 'server', status: 500, message: 'x' }, 'passwordReset'),
    ).toEqual({ kind: 'form', error: 'server' });
  });
});
