import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { VerificationNotice } from '@/features/auth/components/verification-notice';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import arAuth from '@/i18n/locales/ar/auth.json' with { type: 'json' };
import arTrust from '@/i18n/locales/ar/trust.json' with { type: 'json' };
import deAuth from '@/i18n/locales/de/auth.json' with { type: 'json' };
import deTrust from '@/i18n/locales/de/trust.json' with { type: 'json' };
import enAuth from '@/i18n/locales/en/auth.json' with { type: 'json' };
import enTrust from '@/i18n/locales/en/trust.json' with { type: 'json' };

// What an unverified account is told on a server with no mail set up, in English, German and
// Arabic (right to left), on a 390 px phone and a desktop: the sign-up notice and the notice
// that stands in place of the listing, hire and affiliate forms. The server's mail state is
// the one tests/integration/mail-capabilities.test.ts "says mail is not set up, to anyone"
// asserts; the pages that show these notices in place of their forms: e2e
// mail-off-verify.spec.ts.
vi.mock('@/lib/use-mail-state', () => ({ useMailState: () => 'not_configured' }));

const LANGS = [
  { code: 'en', dir: 'ltr', auth: enAuth, trust: enTrust },
  { code: 'de', dir: 'ltr', auth: deAuth, trust: deTrust },
  { code: 'ar', dir: 'rtl', auth: arAuth, trust: arTrust },
] as const;
const SIZES = [
  [390, 844],
  [1280, 900],
] as const;
const EMAIL = 'noor@example.com';

const inRouter = (children: ReactNode) => <MemoryRouter>{children}</MemoryRouter>;

/** Nothing wider than the viewport: no sideways scrolling. */
function expectNoOverflow(width: number) {
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
}

beforeEach(() => page.viewport(390, 844));
afterEach(() => i18n.changeLanguage('en'));

describe.each(LANGS)('$code', (lang) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang.code);
    await i18n.loadNamespaces(['auth', 'trust', 'common']);
  });

  it('after sign-up: the account is made, no link can come, the staff confirm it', async () => {
    const { verify, mailProblem, confirm } = lang.auth;
    const screen = await render(
      inRouter(
        <VerificationNotice
          result={{
            id: 'u1',
            email: EMAIL,
            userType: 'contractor',
            signedIn: true,
            mail: 'notConfigured',
          }}
          onContinue={() => {}}
        />,
      ),
    );
    const notice = screen.getByTestId('verification-notice');
    await expect.element(notice.getByRole('heading', { name: mailProblem.title })).toBeVisible();
    await expect.element(notice).toHaveTextContent(mailProblem.body.replace('{{email}}', EMAIL));
    await expect.element(notice).toHaveTextContent(verify.signedIn);
    await expect.element(notice).toHaveTextContent(verify.staffConfirm);
    await expect.element(notice).not.toHaveTextContent(verify.title);
    await expect
      .element(notice.getByRole('button', { name: verify.resend }))
      .not.toBeInTheDocument();
    await expect
      .element(notice.getByRole('link', { name: confirm.toSupport }))
      .toHaveAttribute('href', '/contact-support');
    expect(document.documentElement.dir).toBe(lang.dir);
    for (const [width, height] of SIZES) {
      await page.viewport(width, height);
      await expect.element(notice).toBeVisible();
      expectNoOverflow(width);
    }
  });

  it.each(['list', 'hire', 'affiliate'] as const)(
    'in place of the %s form: what it needs, that no mail can come, the support form',
    async (purpose) => {
      const words = lang.trust.verifyEmail;
      const screen = await render(inRouter(<VerifyEmailNotice email={EMAIL} purpose={purpose} />));
      const notice = screen.getByTestId('verify-email-notice');
      await expect.element(notice).toHaveTextContent(words.needs[purpose]);
      await expect.element(notice).toHaveTextContent(words.noMail);
      await expect.element(notice).not.toHaveTextContent(words[purpose]);
      await expect.element(notice.getByRole('button')).not.toBeInTheDocument();
      await expect
        .element(notice.getByRole('link', { name: words.toSupport }))
        .toHaveAttribute('href', '/contact-support');
      expect(document.documentElement.dir).toBe(lang.dir);
      for (const [width, height] of SIZES) {
        await page.viewport(width, height);
        await expect.element(notice).toBeVisible();
        expectNoOverflow(width);
      }
    },
  );
});
