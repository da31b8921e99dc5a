import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import i18n from 'i18next';
import { SecondFactorForm } from '@/features/auth/components/second-factor-form';

// The second step of a staff sign-in: what it asks for and what it says before anything is
// sent, in English and German, on a 390 px phone.
const step = {
  factor: 'code',
  mfaId: 'mfa0000000000001',
  otpId: 'otp0000000000001',
  email: 'staff@example.com',
} as const;

describe('SecondFactorForm', () => {
  it('asks for the emailed code and refuses an empty or non-digit one before sending', async () => {
    await page.viewport(390, 844);
    const screen = await render(
      <SecondFactorForm step={step} onSignedIn={() => {}} onRestart={() => {}} />,
    );
    await expect
      .element(screen.getByText('We emailed you a code at staff@example.com.'))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Finish signing in' }).click();
    await expect.element(screen.getByText('This field is required.')).toBeVisible();
    await screen.getByLabelText('One-time code').fill('12ab');
    await screen.getByRole('button', { name: 'Finish signing in' }).click();
    await expect
      .element(screen.getByText('Enter the code from the email (digits only).'))
      .toBeVisible();
  });

  it('says the same in German', async () => {
    await i18n.changeLanguage('de');
    try {
      const screen = await render(
        <SecondFactorForm step={step} onSignedIn={() => {}} onRestart={() => {}} />,
      );
      await screen.getByRole('button', { name: 'Anmeldung abschließen' }).click();
      await expect.element(screen.getByText('Dieses Feld ist erforderlich.')).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
