import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { confirmPasswordReset, confirmVerification } from '@/features/auth/api';
import ConfirmEmailChangePage from '@/features/auth/components/confirm-email-change-page';
import ConfirmPasswordResetPage from '@/features/auth/components/confirm-password-reset-page';
import ConfirmVerificationPage from '@/features/auth/components/confirm-verification-page';
import deAuth from '@/i18n/locales/de/auth.json' with { type: 'json' };
import { readCallFailure } from '@/lib/call-failure';
import { rateLimiter } from '@/lib/rate-limit';
import { SessionContext, type SessionState } from '@/lib/session/session-context';
import { useMailState } from '@/lib/use-mail-state';

// The pages the account mails link to, in German on a 390 px phone, signed out: the password
// policy of sign-up on the reset form, a link without its token, and a refused link with and
// without mail on the server. A refused token is what tests/integration/account-links.test.ts
// "verification: a forged token is a refused link; the mailed one confirms" and "password
// reset: a weak password is a field error, a forged token a refused link" read from the real
// PocketBase (`validation_invalid_token` on `token`); the mail states are those of
// tests/integration/mail-capabilities.test.ts "says mail is not set up, to anyone" and "says
// mail is ready, and lets the requests through". The good links: e2e account-links.spec.ts.
vi.mock('@/features/auth/api', async (original) => ({
  ...(await original<typeof import('@/features/auth/api')>()),
  confirmVerification: vi.fn(),
  confirmPasswordReset: vi.fn(),
  confirmEmailChange: vi.fn(),
}));
vi.mock('@/lib/use-mail-state', () => ({ useMailState: vi.fn() }));

const c = deAuth.confirm;
const FORGED = '/?token=gefaelscht.token.x';
const refusedToken = {
  ok: false as const,
  failure: readCallFailure({
    status: 400,
    response: {
      status: 400,
      message: 'Invalid or expired token.',
      data: { token: { code: 'validation_invalid_token', message: 'Invalid or expired token.' } },
    },
  }),
};
const signedOut: SessionState = {
  user: null,
  isAdmin: false,
  staffRoles: [],
  staffChecked: true,
  loading: false,
  signOut: () => {},
  endStaffSession: () => {},
  staffSessionEnded: null,
};

function at(path: string, children: ReactNode) {
  return render(
    <SessionContext value={signedOut}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </SessionContext>,
  );
}

beforeEach(async () => {
  rateLimiter.clear();
  vi.mocked(useMailState).mockReturnValue('ready');
  vi.mocked(confirmVerification).mockReset();
  vi.mocked(confirmPasswordReset).mockReset();
  await page.viewport(390, 844);
  await i18n.changeLanguage('de');
  await i18n.loadNamespaces(['auth', 'pages', 'common']);
});
afterEach(() => i18n.changeLanguage('en'));

describe('confirmation pages in German', () => {
  it('the reset form: the policy of sign-up, too short, then not the same twice', async () => {
    const screen = await at(FORGED, <ConfirmPasswordResetPage />);
    const submit = screen.getByRole('button', { name: c.resetSubmit });
    await screen.getByLabelText(c.newPassword, { exact: true }).fill('kurz');
    await screen.getByLabelText(deAuth.fields.passwordConfirm).fill('kurz');
    await submit.click();
    await expect
      .element(screen.getByText(deAuth.errors.passwordTooShort.replace('{{min}}', '10')))
      .toBeVisible();
    await screen.getByLabelText(c.newPassword, { exact: true }).fill('neues-passwort-2026');
    await screen.getByLabelText(deAuth.fields.passwordConfirm).fill('neues-passwort-2026x');
    await submit.click();
    await expect.element(screen.getByText(deAuth.errors.passwordMismatch)).toBeVisible();
    expect(confirmPasswordReset).not.toHaveBeenCalled();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });

  it('a link without its token says so', async () => {
    const screen = await at('/', <ConfirmEmailChangePage />);
    await expect.element(screen.getByTestId('confirm-email-change')).toHaveTextContent(c.missing);
  });

  it('a forged link, mail working: refused, ask for a new one from the log-in page', async () => {
    vi.mocked(confirmVerification).mockResolvedValue(refusedToken);
    const screen = await at(FORGED, <ConfirmVerificationPage />);
    const box = screen.getByTestId('confirm-verification');
    await expect.element(box).toHaveTextContent(c.linkRefused);
    await expect.element(box).toHaveTextContent(c.requestNew);
    await expect
      .element(box.getByRole('link', { name: c.toLogIn }))
      .toHaveAttribute('href', '/auth');
    expect(confirmVerification).toHaveBeenCalledWith('gefaelscht.token.x');
  });

  it('a refused link on a server that cannot send email points to support, not to a new mail', async () => {
    vi.mocked(useMailState).mockReturnValue('not_configured');
    vi.mocked(confirmPasswordReset).mockResolvedValue(refusedToken);
    const screen = await at(FORGED, <ConfirmPasswordResetPage />);
    await screen.getByLabelText(c.newPassword, { exact: true }).fill('a-new-password-123');
    await screen.getByLabelText(deAuth.fields.passwordConfirm).fill('a-new-password-123');
    await screen.getByRole('button', { name: c.resetSubmit }).click();
    const box = screen.getByTestId('confirm-password-reset');
    await expect.element(box).toHaveTextContent(c.linkRefused);
    await expect.element(box).toHaveTextContent(c.requestNewNoMail);
    await expect.element(box).not.toHaveTextContent(c.requestNew);
    await expect
      .element(box.getByRole('link', { name: c.toSupport }))
      .toHaveAttribute('href', '/contact-support');
  });
});
