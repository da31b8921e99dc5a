import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import i18n from 'i18next';
import { signUp } from '@/features/auth/api';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { readCallFailure } from '@/lib/call-failure';
import { rateLimiter } from '@/lib/rate-limit';
import ar from '@/i18n/locales/ar/common.json' with { type: 'json' };
import arAuth from '@/i18n/locales/ar/auth.json' with { type: 'json' };
import jaAuth from '@/i18n/locales/ja/auth.json' with { type: 'json' };

// The sign-up form's own states: what it refuses before sending, and how it words the
// server's refusals. The server's answers below are the ones the integration tests assert the
// real PocketBase gives: tests/integration/identity.test.ts "refuses a second sign-up by case,
// spacing, +tag or Gmail dots with email_taken", tests/integration/sanctions.test.ts
// "X-Client-Region UA-43 → 451, no user, one security event".
vi.mock('@/features/auth/api', () => ({ signUp: vi.fn() }));
// The place the IP-location service answers for this visitor (the e2e journey asks the real
// stand-in; here the form is told Crimea directly).
vi.mock('@/lib/client-place', async (original) => ({
  ...(await original<typeof import('@/lib/client-place')>()),
  clientSanctionedPlace: () => Promise.resolve({ kind: 'region', region: 'crimea' }),
}));

const signUpMock = vi.mocked(signUp);
const refusedWith = (status: number, body: unknown) => ({
  ok: false as const,
  failure: readCallFailure({ status, response: body }),
});

beforeEach(async () => {
  signUpMock.mockReset();
  rateLimiter.clear();
  await page.viewport(390, 844);
});
afterEach(() => i18n.changeLanguage('en'));

function renderForm() {
  return render(<SignUpForm initialUserType="" onSignedUp={() => {}} />);
}

describe('SignUpForm', () => {
  it('checks every field before sending, each message in place of its hint', async () => {
    const screen = await renderForm();
    await expect.element(screen.getByLabelText('I am joining as')).toHaveValue('');
    await screen.getByLabelText('Email address').fill('not-an-email');
    await screen.getByLabelText('Password', { exact: true }).fill('short');
    await screen.getByLabelText('Confirm password').fill('shorter');
    await screen.getByRole('button', { name: 'Create account' }).click();
    await expect.element(screen.getByText('Please correct the marked fields.')).toBeVisible();
    await expect.element(screen.getByLabelText('Full name')).toHaveFocus();
    await expect
      .element(screen.getByLabelText('Full name'))
      .toHaveAccessibleDescription('Enter your name.');
    await expect
      .element(screen.getByLabelText('Email address'))
      .toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    // The error takes the hint's place: one message, not two saying the same.
    await expect
      .element(screen.getByLabelText('Password', { exact: true }))
      .toHaveAccessibleDescription('Use at least 10 characters.');
    await expect
      .element(screen.getByText('At least 10 characters.', { exact: true }))
      .not.toBeInTheDocument();
    await expect
      .element(screen.getByLabelText('Confirm password'))
      .toHaveAccessibleDescription('The passwords do not match.');
    await expect
      .element(screen.getByLabelText('I am joining as'))
      .toHaveAccessibleDescription('Choose how you are joining.');
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('refuses a common password before sending it', async () => {
    const screen = await renderForm();
    await screen.getByLabelText('Full name').fill('Common Carol');
    await screen.getByLabelText('Email address').fill('carol@example.com');
    await screen.getByLabelText('Password', { exact: true }).fill('Password123');
    await screen.getByLabelText('Confirm password').fill('Password123');
    await screen.getByLabelText('I am joining as').selectOptions('client');
    await screen.getByRole('button', { name: 'Create account' }).click();
    await expect
      .element(screen.getByLabelText('Password', { exact: true }))
      .toHaveAccessibleDescription(
        'This password is too common and easy to guess. Choose another one.',
      );
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('is busy while the server answers, then shows its field error beside the field', async () => {
    let answer: (value: Awaited<ReturnType<typeof signUp>>) => void = () => {};
    signUpMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const screen = await renderForm();
    await screen.getByLabelText('Full name').fill('Second Try');
    await screen.getByLabelText('Email address').fill('taken@example.com');
    await screen.getByLabelText('Password', { exact: true }).fill('e2e-password-123');
    await screen.getByLabelText('Confirm password').fill('e2e-password-123');
    await screen.getByLabelText('I am joining as').selectOptions('client');
    await screen.getByRole('button', { name: 'Create account' }).click();
    const busy = screen.getByRole('button', { name: 'Creating account...' });
    await expect.element(busy).toBeDisabled();
    await expect.element(busy).toHaveAttribute('aria-busy', 'true');
    answer(
      refusedWith(400, {
        status: 400,
        message: 'Failed to create record.',
        data: { email: { code: 'email_taken', message: 'x' } },
      }),
    );
    await expect
      .element(screen.getByLabelText('Email address'))
      .toHaveAccessibleDescription('An account with this email already exists. Log in instead.');
    await expect.element(screen.getByLabelText('Email address')).toHaveFocus();
    await expect.element(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('in Arabic, right to left: a refusal from Crimea names it in Arabic and fits a 390 px phone', async () => {
    await i18n.changeLanguage('ar');
    // The app sets <html dir> with the language (src/i18n).
    expect(document.documentElement.dir).toBe('rtl');
    signUpMock.mockResolvedValue(
      refusedWith(451, {
        code: 'sanctioned_region',
        message:
          "We can't open accounts or take payments from Crimea: it is under comprehensive sanctions.",
      }),
    );
    const screen = await renderForm();
    const { fields, signUp: words } = arAuth;
    await screen.getByLabelText(fields.name).fill('Sam Sample');
    await screen.getByLabelText(fields.email).fill('sam@example.com');
    await screen.getByLabelText(fields.password, { exact: true }).fill('e2e-password-123');
    await screen.getByLabelText(fields.passwordConfirm).fill('e2e-password-123');
    await screen.getByLabelText(fields.userType).selectOptions('client');
    await screen.getByRole('button', { name: words.submit }).click();
    const expected = ar.sanctions.refused.replace('{{place}}', ar.sanctions.regions.crimea);
    const alert = screen.getByText(expected);
    await expect.element(alert).toBeVisible();
    // Not the server's English.
    expect(document.body.textContent).not.toContain('sanctions');
    const box = alert.element().getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });

  it('in Japanese: the account is asked for with Japanese as its language', async () => {
    // What the server then does with it (the mails in Japanese, <html lang="ja">):
    // tests/integration/account-mail.test.ts "account mails in Japanese".
    await i18n.changeLanguage('ja');
    signUpMock.mockReturnValue(new Promise(() => {}));
    const screen = await render(<SignUpForm initialUserType="contractor" onSignedUp={() => {}} />);
    const { fields, signUp: words } = jaAuth;
    await screen.getByLabelText(fields.name).fill('山田 太郎');
    await screen.getByLabelText(fields.email).fill('taro@example.com');
    await screen.getByLabelText(fields.password, { exact: true }).fill('e2e-password-123');
    await screen.getByLabelText(fields.passwordConfirm).fill('e2e-password-123');
    await screen.getByRole('button', { name: words.submit }).click();
    await expect.poll(() => signUpMock.mock.calls.length).toBe(1);
    expect(signUpMock).toHaveBeenCalledWith(
      expect.objectContaining({ name: '山田 太郎', userType: 'contractor' }),
      'Japanese',
    );
  });
});
