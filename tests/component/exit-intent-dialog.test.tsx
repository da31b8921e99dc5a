import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AppToaster from '@/app/toaster';
import type { CaptureResult } from '@/features/exit-intent/api';
import ExitIntentDialog from '@/features/exit-intent/components/exit-intent-dialog';
import type { Audience } from '@/features/exit-intent/model';
import { rateLimiter } from '@/lib/rate-limit';
import ar from '@/i18n/locales/ar/engagement.json' with { type: 'json' };
import de from '@/i18n/locales/de/engagement.json' with { type: 'json' };

// The server's side of a capture (stored, mailed, refused with a 400) is asserted in
// tests/integration/exit-intent-mail.test.ts and bad-input/exit-intent-captures.test.ts;
// submitCapture turns those answers into a CaptureResult, which these tests hand the dialog.
const submitCapture = vi.fn<(...args: unknown[]) => Promise<CaptureResult>>();
vi.mock('@/features/exit-intent/api', () => ({
  submitCapture: (...args: unknown[]) => submitCapture(...args),
}));
// A server with mail (GET /api/app/capabilities, tests/integration/mail-capabilities.test.ts
// "ready"), so the dialog offers to send the offer.
vi.mock('@/lib/use-mail-state', () => ({ useMailState: () => 'ready' }));

const dialog = () => page.getByTestId('exit-intent-dialog');
/** The toast in view (one at a time). */
const toastText = () =>
  document.querySelector('[data-sonner-toast][data-visible="true"]')?.textContent ?? '';

async function open(audience: Audience, onClose = () => {}) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <AppToaster />
      <Routes>
        <Route path="/" element={<ExitIntentDialog audience={audience} onClose={onClose} />} />
        <Route path="/auth" element={<p>The sign-up page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

// The exit-intent offer's dialog: its words per audience, what it refuses before sending, its
// busy state, and the toasts for each outcome, in English, German and Arabic on a phone.
describe('ExitIntentDialog', () => {
  beforeEach(async () => {
    rateLimiter.clear();
    submitCapture.mockReset();
    await page.viewport(390, 844);
  });
  afterEach(async () => {
    document.documentElement.dir = 'ltr';
    await i18n.changeLanguage('en');
  });

  it('speaks to hirers and to contractors, the news box unticked', async () => {
    const screen = await open('hirer');
    await expect
      .element(dialog().getByRole('heading'))
      .toHaveTextContent('Wait! Hire your next contractor for $1');
    await screen.unmount();
    await open('contractor');
    await expect
      .element(dialog().getByRole('heading'))
      .toHaveTextContent('Wait! Your first 30 days are free');
    await expect
      .element(
        dialog().getByRole('checkbox', {
          name: 'Also send me TradesMarket news and offers (unsubscribe at any time).',
        }),
      )
      .not.toBeChecked();
  });

  it('refuses an email without "@" with the destructive toast and sends nothing', async () => {
    await open('hirer');
    await dialog().getByLabelText('Email address').fill('no-at-sign.example.com');
    await dialog().getByRole('button', { name: 'Send me the offer' }).click();
    await expect.poll(toastText).toContain('Invalid Email');
    expect(toastText()).toContain('Please enter a valid email address');
    await expect.element(dialog()).toBeVisible();
    expect(submitCapture).not.toHaveBeenCalled();
  });

  it('an 11th attempt within a minute is blocked with the rate-limit message', async () => {
    await open('hirer');
    await dialog().getByLabelText('Email address').fill('no-at-sign');
    const submit = dialog().getByRole('button', { name: 'Send me the offer' });
    for (let i = 0; i < 10; i += 1) {
      await submit.click();
      await expect.poll(toastText).toContain('Invalid Email');
    }
    await submit.click();
    await expect.poll(toastText).toContain('Rate limit exceeded. Please wait before trying again.');
  });

  it('reads "Sending..." while busy, then thanks and closes; the news box unticked is sent as no consent', async () => {
    let answer: (result: CaptureResult) => void = () => {};
    submitCapture.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const onClose = vi.fn();
    await open('contractor', onClose);
    await dialog().getByLabelText('Email address').fill('ok@example.com');
    await dialog().getByRole('button', { name: 'Send me the offer' }).click();
    await expect.element(dialog().getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(submitCapture).toHaveBeenCalledWith(
      'ok@example.com',
      'contractor',
      expect.objectContaining({ name: 'English' }),
      false,
    );
    answer('sent');
    await expect.poll(toastText).toContain('Thanks for your interest!');
    expect(toastText()).toContain("We've sent you a special offer via email.");
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the error toast when the server refuses the capture, and stays open', async () => {
    submitCapture.mockResolvedValue('failed');
    const onClose = vi.fn();
    await open('hirer', onClose);
    await dialog().getByLabelText('Email address').fill('refused@example.com');
    await dialog().getByRole('button', { name: 'Send me the offer' }).click();
    await expect.poll(toastText).toContain('Error');
    expect(toastText()).toContain('Failed to save your email. Please try again.');
    await expect.element(dialog()).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('"Or sign up directly" closes it and goes to /auth', async () => {
    const onClose = vi.fn();
    await open('hirer', onClose);
    await dialog().getByRole('button', { name: 'Or sign up directly' }).click();
    await expect.element(page.getByText('The sign-up page')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
  });

  it('in German, and in Arabic right to left, it fits the phone', async () => {
    await i18n.changeLanguage('de');
    const screen = await open('hirer');
    await expect
      .element(dialog().getByRole('heading'))
      .toHaveTextContent(de.exitIntent.hirer.title.replace(' {{fee, usd}}', ''));
    await dialog().getByRole('button', { name: de.exitIntent.hirer.submit }).click();
    await expect.poll(toastText).toContain(de.exitIntent.invalidEmailTitle);
    await screen.unmount();

    await i18n.changeLanguage('ar');
    document.documentElement.dir = 'rtl';
    await open('contractor');
    const heading = dialog().getByRole('heading');
    await expect.element(heading).toHaveTextContent(ar.exitIntent.contractor.title);
    expect(getComputedStyle(heading.element()).direction).toBe('rtl');
    const submit = dialog().getByRole('button', { name: ar.exitIntent.contractor.submit });
    const box = submit.element().getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });
});
