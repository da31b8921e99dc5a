import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { requestLoginCode, requestPasswordReset } from '@/features/auth/api';
import { CodeLoginForm } from '@/features/auth/components/code-login-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { rateLimiter } from '@/lib/rate-limit';

// The login page's two mail requests (a reset link, a one-time code) on a server whose mail
// cannot go out: never "we have sent". The outcomes are what the api module makes of the real
// PocketBase's answers: tests/integration/mail-capabilities.test.ts "answers every auth mail
// request 503 not_configured, for known and unknown addresses alike" and "after a send fails,
// says mail is failing and refuses the next requests for anyone". The working mail: e2e
// auth.spec.ts "a user who forgot the password asks for a reset link, then logs in with an
// emailed code".
vi.mock('@/features/auth/api', async (original) => ({
  ...(await original<typeof import('@/features/auth/api')>()),
  requestPasswordReset: vi.fn(),
  requestLoginCode: vi.fn(),
}));

const NOT_SET_UP = "Email is not set up on this server; ask the site's administrator.";
const FAILED = 'We could not send the email; try again later.';

function WithEmail({ form }: { form: 'reset' | 'code' }) {
  const [email, setEmail] = useState('');
  return form === 'reset' ? (
    <ResetPasswordForm email={email} onEmailChange={setEmail} />
  ) : (
    <CodeLoginForm email={email} onEmailChange={setEmail} onSignedIn={() => {}} />
  );
}

beforeEach(async () => {
  rateLimiter.clear();
  await page.viewport(390, 844);
});

describe('ResetPasswordForm', () => {
  it('without mail says mail is not set up, for any address', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue({
      ok: true,
      value: { mail: 'notConfigured' },
    });
    const screen = await render(<WithEmail form="reset" />);
    for (const address of ['known@example.com', 'nobody@example.com']) {
      await screen.getByLabelText('Email address').fill(address);
      await screen.getByRole('button', { name: 'Send reset link' }).click();
      await expect.element(screen.getByTestId('auth-error')).toHaveTextContent(NOT_SET_UP);
      await expect.element(screen.getByTestId('auth-info')).toBeEmptyDOMElement();
    }
    expect(requestPasswordReset).toHaveBeenCalledTimes(2);
  });
});

describe('CodeLoginForm', () => {
  it('an emailed code whose send fails: "could not send", and no code field', async () => {
    vi.mocked(requestLoginCode).mockResolvedValue({ ok: true, value: { mail: 'failed' } });
    const screen = await render(<WithEmail form="code" />);
    await screen.getByLabelText('Email address').fill('known@example.com');
    await screen.getByRole('button', { name: 'Email me a code' }).click();
    await expect.element(screen.getByTestId('auth-error')).toHaveTextContent(FAILED);
    await expect.element(screen.getByText('we have sent it a code')).not.toBeInTheDocument();
    await expect.element(screen.getByLabelText('One-time code')).not.toBeInTheDocument();
  });
});
