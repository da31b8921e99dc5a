import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { MemoryRouter } from 'react-router-dom';
import AppToaster from '@/app/toaster';
import { submitCapture } from '@/features/exit-intent/api';
import ExitIntentDialog from '@/features/exit-intent/components/exit-intent-dialog';
import { rateLimiter } from '@/lib/rate-limit';
import { useMailState } from '@/lib/use-mail-state';

// The exit-intent offer's words for a server whose mail cannot go out: it promises no email,
// and its toast says what became of the address. The server's side (the capture kept, its
// offer marked failed and sent once mail works): tests/integration/mail-capabilities.test.ts
// "keeps the exit-intent capture, marks its offer failed, and sends it once mail works" and
// "an address the SMTP server refuses fails that offer only, not mail for everyone",
// tests/integration/exit-intent-mail.test.ts "keeps the capture when the mail cannot be sent".
// The whole way, from a pointer leaving /browse to the stored capture: e2e mail-honesty.spec.ts.
vi.mock('@/features/exit-intent/api', async (original) => ({
  ...(await original<typeof import('@/features/exit-intent/api')>()),
  submitCapture: vi.fn(),
}));
vi.mock('@/lib/use-mail-state', () => ({ useMailState: vi.fn() }));

const SENT = "We've sent you a special offer via email.";
const SAVE_FAILED = 'Failed to save your email. Please try again.';

async function openDialog() {
  const onClose = vi.fn();
  const screen = await render(
    <MemoryRouter>
      <AppToaster />
      <ExitIntentDialog audience="hirer" onClose={onClose} />
    </MemoryRouter>,
  );
  return { onClose, dialog: screen.getByTestId('exit-intent-dialog') };
}

beforeEach(async () => {
  rateLimiter.clear();
  vi.mocked(submitCapture).mockReset();
  await page.viewport(390, 844);
});

describe('ExitIntentDialog', () => {
  it('on a server without mail promises no email, then says none was sent', async () => {
    vi.mocked(useMailState).mockReturnValue('not_configured');
    vi.mocked(submitCapture).mockResolvedValue('mailOff');
    const { dialog, onClose } = await openDialog();
    await expect
      .element(dialog.getByTestId('exit-intent-no-mail'))
      .toHaveTextContent(
        'This site cannot send email right now, so no offer will be emailed to you. You can still leave your email address, and we will keep it.',
      );
    await expect.element(dialog).not.toHaveTextContent("we'll send you");
    await expect
      .element(dialog.getByRole('button', { name: 'Send me the offer' }))
      .not.toBeInTheDocument();
    await dialog.getByLabelText('Email address').fill('offer-off@example.com');
    await dialog.getByRole('button', { name: 'Save my email' }).click();
    await expect
      .element(
        page.getByText(
          'Your email address is saved. This site cannot send email right now, so no offer was sent.',
        ),
      )
      .toBeVisible();
    await expect.element(page.getByText(SAVE_FAILED)).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('whose send fails: saved, and the offer will be tried again', async () => {
    vi.mocked(useMailState).mockReturnValue('ready');
    vi.mocked(submitCapture).mockResolvedValue('mailFailed');
    const { dialog, onClose } = await openDialog();
    await dialog.getByLabelText('Email address').fill('offer-failing@example.com');
    await dialog.getByRole('button', { name: 'Send me the offer' }).click();
    await expect
      .element(
        page.getByText(
          'Your email address is saved, but the offer could not be sent just now. We will try again.',
        ),
      )
      .toBeVisible();
    await expect.element(page.getByText(SAVE_FAILED)).not.toBeInTheDocument();
    await expect.element(page.getByText(SENT)).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
