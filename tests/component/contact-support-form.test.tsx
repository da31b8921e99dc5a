import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import ar from '@/i18n/locales/ar/support.json' with { type: 'json' };
import de from '@/i18n/locales/de/support.json' with { type: 'json' };
import ContactSupportPage from '@/features/contact/components/contact-support-page';
import LegalInquiriesPage from '@/features/contact/components/legal-inquiries-page';
import { SessionProvider } from '@/lib/session';

/** The email field's note while the address would get no confirmation email. */
const NO_CONFIRMATION_NOTE =
  "A confirmation email is sent only when you are signed in, and only to your account's confirmed address.";

const show = (form: 'support' | 'legal') =>
  render(
    <SessionProvider>
      <MemoryRouter>
        {form === 'support' ? <ContactSupportPage /> : <LegalInquiriesPage />}
      </MemoryRouter>
    </SessionProvider>,
  );

/** The document is no wider than the 390 px phone. */
const fitsThePhone = () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);

// The contact forms as a guest meets them on a 390 px phone: what they refuse before anything
// is sent, the note on confirmation emails, and the German and Arabic (right-to-left) forms.
// Sending, the reference and the mails: e2e support-forms.spec.ts against the real server.
describe('contact forms', () => {
  afterEach(async () => {
    document.documentElement.dir = 'ltr';
    await i18n.changeLanguage('en');
  });

  it('says what is wrong before anything is sent, and that a guest gets no confirmation', async () => {
    await page.viewport(390, 844);
    await show('support');
    await expect.element(page.getByText(NO_CONFIRMATION_NOTE)).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.element(page.getByText('Choose a topic.')).toBeVisible();
    // Message and email are both empty.
    expect(page.getByText('This field is required.').elements()).toHaveLength(2);
    await page.getByLabelText('Your message').fill('Too short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.element(page.getByText('Write at least 10 characters.')).toBeVisible();
    fitsThePhone();
  });

  it('in German', async () => {
    await page.viewport(390, 844);
    await i18n.changeLanguage('de');
    await show('support');
    await expect.element(page.getByLabelText(de.form.topic)).toBeVisible();
    await expect.element(page.getByLabelText(de.form.message)).toBeVisible();
    await expect.element(page.getByRole('button', { name: de.form.send })).toBeVisible();
    // A guest is told that no confirmation email comes without an account.
    await expect.element(page.getByText(de.form.confirmationNote)).toBeVisible();
    fitsThePhone();
  });

  it('in Arabic, right to left: the legal inquiry form and the support form fit the phone', async () => {
    await page.viewport(390, 844);
    await i18n.changeLanguage('ar');
    document.documentElement.dir = 'rtl';
    const screen = await show('legal');
    await expect.element(page.getByLabelText(ar.legal.type)).toBeVisible();
    await expect.element(page.getByRole('button', { name: ar.legal.send })).toBeVisible();
    // The guest's hint: an answer, no acknowledgement by email.
    await expect.element(page.getByText(ar.form.emailHint)).toBeVisible();
    await expect.element(page.getByText(ar.form.confirmationNote)).toBeVisible();
    expect(page.getByText(ar.legal.emailHint).elements()).toHaveLength(0);
    fitsThePhone();
    await screen.unmount();
    await show('support');
    await expect.element(page.getByLabelText(ar.form.topic)).toBeVisible();
    fitsThePhone();
  });
});
