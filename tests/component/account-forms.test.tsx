import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { addNamespace } from '@/i18n';
import account from '@/i18n/locales/en/account.json' with { type: 'json' };
import { changePassword, requestEmailChange } from '@/features/account/api';
import { EmailForm } from '@/features/account/components/email-form';
import { PasswordForm } from '@/features/account/components/password-form';
import { SessionContext, type SessionState } from '@/lib/session/session-context';
import type { SessionUser } from '@/lib/session';

// The account settings' password and email forms: what they refuse before sending, and what
// they say of a mail that did not go out. The email change's outcomes are those the api module
// reads from the real PocketBase's answers: tests/integration/mail-capabilities.test.ts
// "answers an email change request 503 not_configured, not "failed to request"" and "an email
// change whose send fails answers 503 failing, not "failed to request"".
vi.mock('@/features/account/api', () => ({
  changePassword: vi.fn(),
  requestEmailChange: vi.fn(),
}));
addNamespace('account', account);

const user: SessionUser = {
  id: 'user000000000001',
  email: 'mira@example.com',
  name: 'Mira Mover',
  userType: 'client',
  languagePreference: 'English',
  verified: true,
  updated: '',
};
const session: SessionState = {
  user,
  isAdmin: false,
  staffRoles: [],
  staffChecked: true,
  loading: false,
  signOut: () => {},
  endStaffSession: () => {},
  staffSessionEnded: null,
};

beforeEach(async () => {
  vi.mocked(changePassword).mockReset();
  vi.mocked(requestEmailChange).mockReset();
  await page.viewport(390, 844);
});

describe('PasswordForm', () => {
  it('refuses a common or a short new password with a clear message, sending nothing', async () => {
    const screen = await render(
      <SessionContext value={session}>
        <PasswordForm user={user} />
      </SessionContext>,
    );
    const submit = screen.getByRole('button', { name: 'Change password' });
    await screen.getByLabelText('Current password').fill('e2e-password-123');
    await screen.getByLabelText('New password', { exact: true }).fill('1q2w3e4r5t');
    await screen.getByLabelText('Confirm new password').fill('1q2w3e4r5t');
    await submit.click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('This password is too common and easy to guess. Choose another one.');
    await screen.getByLabelText('New password', { exact: true }).fill('12345678');
    await screen.getByLabelText('Confirm new password').fill('12345678');
    await submit.click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('The new password needs at least 10 characters.');
    expect(changePassword).not.toHaveBeenCalled();
  });
});

describe('EmailForm', () => {
  it('says when no mail went out, and only then that a link was sent', async () => {
    const screen = await render(<EmailForm user={user} />);
    const change = async (email: string) => {
      await screen.getByLabelText('New email').fill(email);
      await screen.getByRole('button', { name: 'Change email' }).click();
    };

    vi.mocked(requestEmailChange).mockResolvedValueOnce({ ok: true, value: 'notConfigured' });
    await change('no-mail@example.com');
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent("Email is not set up on this server; ask the site's administrator.");
    expect(document.body.textContent).not.toContain('we sent a link');

    vi.mocked(requestEmailChange).mockResolvedValueOnce({ ok: true, value: 'failed' });
    await change('failing@example.com');
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('We could not send the email; try again later.');
    expect(document.body.textContent).not.toContain('we sent a link');

    vi.mocked(requestEmailChange).mockResolvedValueOnce({ ok: true, value: 'sent' });
    await change('works@example.com');
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(
        'Check your new inbox: we sent a link to works@example.com to confirm the change.',
      );
    expect(requestEmailChange).toHaveBeenCalledTimes(3);
  });
});
