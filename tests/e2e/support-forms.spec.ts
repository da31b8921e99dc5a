import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { subjectOf } from '../support/smtp-catcher';
import pages from '../../src/i18n/locales/en/pages.json' with { type: 'json' };
import arSupport from '../../src/i18n/locales/ar/support.json' with { type: 'json' };
import { expect, superuserClient, test } from './fixtures';
import { ABSOLUTE, canonicalLinks, jsonLdBlocks } from './html-head';
import { leaveThroughTop, openArmed } from './exit-intent';
import { textOf, withCaughtMail, withoutMail } from './mail';
import { outboxCount } from './outbox';
import { CLIENT_ADDRESS_HEADER } from './visitor-state';

// The contact forms with the real server on a 390 px phone: a signed-in sender's requests
// through the SMTP catcher (staff notification and the automatic reply to their confirmed
// address carry the reference the page shows, until the address's reply budget is spent:
// kept, no reply, the page says so), a guest's to a stranger's address (kept, staff told and
// reading it on /admin/support, no mail to the stranger; the form and the page say so), one
// written offline with the exit offer's email (reload, back online, exactly one record each),
// a legal inquiry with a PDF on a server without mail (the page says no confirmation can be
// sent) and the Arabic form. What the forms refuse before sending, and their German and
// Arabic words: tests/component/contact-support-form.test.tsx. Each test sends the forms as an
// address of its own (fixtures.ts).
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  ownClientAddress: true,
});
// Real mail through the catcher, uploads and four page loads a test: 26-29 s on CI.
test.describe.configure({ timeout: 60_000 });

const opts = { requestKey: null };
/** The email field's note while the address would get no confirmation email. */
const NO_CONFIRMATION_NOTE =
  "A confirmation email is sent only when you are signed in, and only to your account's confirmed address.";
const REFERENCE = /^SR-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A PNG's signature and a few bytes: PocketBase reads the type from the content. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(56),
]);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function noSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A user with the admin role, made as a superuser would in the dashboard. */
async function makeAdminUser(admin: PocketBase): Promise<string> {
  const email = uniqueEmail('support-admin');
  const user = await admin.collection('users').create(
    {
      email,
      password: 'admin-password-123',
      passwordConfirm: 'admin-password-123',
      user_type: 'client',
      verified: true,
    },
    opts,
  );
  await admin.collection('user_roles').create({ user: user.id, role: 'admin' }, opts);
  return email;
}

/** The support requests the server holds from `email`. */
function requestsFrom(admin: PocketBase, email: string) {
  return admin
    .collection('support_requests')
    .getFullList({ filter: admin.filter('email = {:email}', { email }), ...opts });
}

/**
 * Asserts the status box says the message arrived with a reference but no confirmation mail
 * went out, for the reason `why` (its words on the page).
 * @returns the reference shown
 */
async function receivedWithoutConfirmation(page: Page, why: string): Promise<string> {
  const status = page.getByTestId('contact-status');
  await expect(status).toContainText('We received your message. Your reference is SR-');
  await expect(status).toContainText(why);
  await expect(status).not.toContainText('was sent to your email address');
  const reference = (await page.getByTestId('contact-reference').textContent()) ?? '';
  expect(reference).toMatch(REFERENCE);
  return reference;
}

async function fillSupport(page: Page, email: string, message: string) {
  await page.getByLabel('Topic').selectOption('payments');
  await page.getByLabel('Your message').fill(message);
  await page.getByLabel('Your email address').fill(email);
}

test("a signed-in sender's requests reach staff and their confirmed address, until the address had 5 confirmations this hour", async ({
  page,
  baseURL,
  signIn,
}) => {
  const admin = await superuserClient(baseURL ?? '');
  const staffEmail = await makeAdminUser(admin);
  const { email } = await signIn(page, { user_type: 'client', email: uniqueEmail('sender') });
  // The same account signs in on another device, with an address of its own (the server
  // takes 5 of each form an hour from one address; a mailbox has one account, so its +tag
  // forms are the same sender).
  const owner = new PocketBase(baseURL ?? '');
  const ownerAddress = `10.254.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  owner.beforeSend = (url, options) => ({
    url,
    options: {
      ...options,
      headers: {
        ...(options.headers as Record<string, string>),
        [CLIENT_ADDRESS_HEADER]: ownerAddress,
      },
    },
  });
  await owner.collection('users').authWithPassword(email, 'e2e-password-123', opts);
  await withCaughtMail(baseURL ?? '', async (smtp) => {
    await page.goto('/contact-support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Support');
    await noSeriousViolations(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    // The account's confirmed address is filled in: a confirmation will go to it.
    const emailField = page.getByLabel('Your email address');
    await expect(emailField).toHaveValue(email);
    await expect(page.getByText('We answer to this address.')).toBeVisible();
    await expect(page.getByText(NO_CONFIRMATION_NOTE)).toHaveCount(0);
    // Another address (here none) would get none, and the form says so before sending.
    await emailField.fill('');
    await expect(page.getByText(NO_CONFIRMATION_NOTE)).toBeVisible();

    await fillSupport(page, email, 'I was charged twice for my listing fee.');
    await expect(page.getByText(NO_CONFIRMATION_NOTE)).toHaveCount(0);
    await page
      .getByLabel('Screenshot (optional)')
      .setInputFiles({ name: 'charge.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Send message' }).click();

    const status = page.getByTestId('contact-status');
    await expect(status).toContainText('We received your message. Your reference is SR-');
    await expect(status).toContainText(
      'A confirmation with this reference was sent to your email address.',
    );
    const reference = (await page.getByTestId('contact-reference').textContent()) ?? '';
    expect(reference).toMatch(REFERENCE);
    await expect(page.getByLabel('Your message')).toHaveValue('');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    const reply = smtp.messages.find((m) => m.to.includes(email));
    expect(reply && subjectOf(reply)).toBe(`We received your support request ${reference}`);
    const staff = smtp.messages.find(
      (m) => m.to.includes(staffEmail) && subjectOf(m).includes(reference),
    );
    expect(staff && textOf(staff)).toContain('I was charged twice for my listing fee.');
    const [stored] = await requestsFrom(admin, email);
    expect(stored).toMatchObject({
      reference,
      topic: 'payments',
      language: 'English',
      reply_mail: 'sent',
    });
    expect(stored?.screenshot).toMatch(/^charge_\w+\.png$/);

    // The same account then sends both forms 4 more times this hour through the API (signed
    // in above, before the catcher, as another device): its confirmed address has had 5
    // confirmations. The next request is kept, but no reply is sent.
    for (let i = 0; i < 3; i += 1) {
      await owner
        .collection('support_requests')
        .create({ topic: 'other', message: 'Five in one hour from me.', email }, opts);
    }
    await owner.collection('legal_inquiries').create(
      {
        type: 'copyright',
        organisation: 'Nobody Ltd',
        name: 'No One',
        message: 'Five in one hour from me, through both forms.',
        email,
      },
      opts,
    );
    await page.goto('/contact-support');
    await page.getByLabel('Topic').selectOption('account');
    await page.getByLabel('Your message').fill('I cannot sign in since yesterday.');
    await expect(page.getByLabel('Your email address')).toHaveValue(email);
    await page.getByRole('button', { name: 'Send message' }).click();

    const limited = await receivedWithoutConfirmation(
      page,
      'This address has already received several confirmation emails from us in the past hour, so none was sent this time.',
    );
    const kept = (await requestsFrom(admin, email)).find((r) => r['reference'] === limited);
    expect(kept).toMatchObject({ reply_mail: 'limited', staff_mail: 'sent' });
    // Staff read the topic in words; the sender got the first 5 replies and nothing more.
    await expect
      .poll(() =>
        smtp.messages.some((m) => m.to.includes(staffEmail) && subjectOf(m).includes(limited)),
      )
      .toBe(true);
    const staffLimited = smtp.messages.find(
      (m) => m.to.includes(staffEmail) && subjectOf(m).includes(limited),
    );
    expect(staffLimited && textOf(staffLimited)).toContain('Topic: Account and sign-in');
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length).toBe(5);
  });
});

test("a guest's request with a stranger's address: kept and sent to staff, no mail to the stranger, the page says why, and staff read it on /admin/support", async ({
  page,
  baseURL,
  signIn,
  makeAdmin,
}) => {
  const admin = await superuserClient(baseURL ?? '');
  const staffEmail = await makeAdminUser(admin);
  const stranger = uniqueEmail('stranger');
  const reference = await withCaughtMail(baseURL ?? '', async (smtp) => {
    await page.goto('/contact-support');
    // Said up front, under the email field.
    await expect(page.getByText(NO_CONFIRMATION_NOTE)).toBeVisible();
    await fillSupport(page, stranger, 'Please write to this address, it is not mine.');
    await expect(page.getByText(NO_CONFIRMATION_NOTE)).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();

    const reference = await receivedWithoutConfirmation(
      page,
      "No confirmation email was sent, because you were not signed in. To get one, sign in and give your account's confirmed address. Please note your reference.",
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await noSeriousViolations(page);

    const [stored] = await requestsFrom(admin, stranger);
    expect(stored).toMatchObject({ reference, user: '', reply_mail: 'guest', staff_mail: 'sent' });
    // Staff can answer by hand (their mail names the address); the stranger got nothing.
    await expect
      .poll(() =>
        smtp.messages.some((m) => m.to.includes(staffEmail) && subjectOf(m).includes(reference)),
      )
      .toBe(true);
    const staff = smtp.messages.find(
      (m) => m.to.includes(staffEmail) && subjectOf(m).includes(reference),
    );
    expect(staff && textOf(staff)).toContain(stranger);
    expect(smtp.messages.some((m) => m.to.includes(stranger))).toBe(false);
    return reference;
  });

  // A moderator signs in on this device and finds it, newest first, on /admin/support.
  const moderator = await signIn(page, { user_type: 'client' });
  await makeAdmin(moderator, 'moderator');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Support Messages' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Messages');
  const row = page
    .getByTestId('support-requests-list')
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(row).toContainText(stranger);
  await expect(row).toContainText('Payments');
  await expect(row).toContainText('Please write to this address, it is not mine.');
  await noSeriousViolations(page);
});

test('a first visit that lost the sync chunk offline sends its queued request once back online, without a reload', async ({
  page,
  context,
  baseURL,
}) => {
  // No service worker here: offline, the sync runner's chunk cannot be had, as on a first
  // visit that loses its signal before the worker has installed. The browser remembers that
  // failed import for the page's life; the app asks again under a new URL once back online.
  const admin = await superuserClient(baseURL ?? '');
  const email = uniqueEmail('first-visit');
  const runnerChunk = /\/assets\/runner-[\w-]+\.js$/;
  await page.route(runnerChunk, (route) => route.abort('internetdisconnected'));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/contact-support');
  await context.setOffline(true);
  await fillSupport(page, email, 'My phone lost its signal on the roof.');
  await page.getByRole('button', { name: 'Send message' }).click();
  const status = page.getByTestId('contact-status');
  await expect(status).toHaveText(
    'You are offline. Your message is saved on this device and will be sent automatically when you are back online.',
  );

  await page.unroute(runnerChunk);
  await context.setOffline(false);
  await expect
    .poll(async () => (await requestsFrom(admin, email)).length, { timeout: 15_000 })
    .toBe(1);
  const [stored] = await requestsFrom(admin, email);
  await expect(page.getByTestId('contact-reference')).toHaveText(String(stored?.reference));
  expect(errors).toEqual([]);
});

// The one test here that needs the service worker (blocked by default,
// playwright.config.ts); the others would only pay for its install.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("offline, a support request and the exit offer's email wait on the device through a reload and each reaches the server once", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = await superuserClient(baseURL ?? '');
    const email = uniqueEmail('offline');
    const offerEmail = uniqueEmail('offline-offer');
    const captures = () =>
      admin.collection('exit_intent_captures').getFullList({
        filter: admin.filter('email = {:email}', { email: offerEmail }),
        ...opts,
      });
    await page.goto('/contact-support');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // The page reloads offline from the service worker, and the exit offer arms.
    await context.setOffline(true);
    await openArmed(page, { reload: true });
    await fillSupport(page, email, 'The app lost my draft when I went into a tunnel.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const status = page.getByTestId('contact-status');
    await expect(status).toHaveText(
      'You are offline. Your message is saved on this device and will be sent automatically when you are back online.',
    );
    // Leaving the page, the visitor gives their email for the offer: queued too.
    await leaveThroughTop(page);
    const offer = page.getByTestId('exit-intent-dialog');
    await offer.getByLabel('Email address').fill(offerEmail);
    await offer.getByRole('button', { name: /^(Send me the offer|Save my email)$/ }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText(
      "You're offline. We'll send your email as soon as you're back online.",
    );
    await expect(offer).toHaveCount(0);

    await page.reload();
    await expect(status).toContainText('You are offline. Your message is saved on this device');
    expect(await requestsFrom(admin, email)).toHaveLength(0);
    expect(await captures()).toHaveLength(0);

    await context.setOffline(false);
    // Sent once the app finds the server again (a check every 5 s while it is unreachable: the
    // browser may never have said it was offline after the reload).
    await expect
      .poll(async () => (await requestsFrom(admin, email)).length, { timeout: 15_000 })
      .toBe(1);
    await expect.poll(async () => (await captures()).length, { timeout: 15_000 }).toBe(1);
    const [stored] = await requestsFrom(admin, email);
    await expect(page.getByTestId('contact-reference')).toHaveText(String(stored?.reference));
    await expect(status).toContainText(`Your reference is ${String(stored?.reference)}.`);
    // Both have left the outbox (the server answered them): nothing is left to send again.
    await expect.poll(() => outboxCount(page)).toBe(0);
    expect(await captures()).toHaveLength(1);

    await page.reload();
    await expect(page.getByTestId('contact-reference')).toHaveText(String(stored?.reference));
    expect(await requestsFrom(admin, email)).toHaveLength(1);
  });
});

test('a legal inquiry with a PDF, on a server without mail, says no confirmation can be sent; the form in Arabic', async ({
  page,
  baseURL,
}) => {
  const admin = await superuserClient(baseURL ?? '');
  const email = uniqueEmail('officer');
  await withoutMail(baseURL ?? '', async () => {
    await page.goto('/legal-inquiries');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Inquiries');
    await noSeriousViolations(page);
    await page.getByLabel('Type of inquiry').selectOption('law_enforcement');
    await page.getByLabel('Organisation').fill('Springfield Police Department');
    await page.getByLabel('Your name').fill('Det. Sam Lane');
    await page.getByLabel('Your email address').fill(email);
    await page.getByLabel('Your reference (optional)').fill('SPD-2026-118');
    await page
      .getByLabel('Your inquiry')
      .fill('We request the contact details held for the listing named in the attached order.');
    await page
      .getByLabel('Attachment (optional)')
      .setInputFiles({ name: 'order.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Send inquiry' }).click();

    const status = page.getByTestId('contact-status');
    await expect(status).toContainText('We received your message. Your reference is LI-');
    await expect(status).toContainText(
      'This server cannot send email, so no confirmation email can be sent.',
    );
    await expect(status).not.toContainText('was sent to your email address');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    const reference = await page.getByTestId('contact-reference').textContent();
    const [stored] = await admin
      .collection('legal_inquiries')
      .getFullList({ filter: admin.filter('email = {:email}', { email }), ...opts });
    expect(stored).toMatchObject({
      reference,
      type: 'law_enforcement',
      their_reference: 'SPD-2026-118',
      reply_mail: 'not_configured',
    });
    expect(stored?.attachment).toMatch(/^order_\w+\.pdf$/);
  });

  // The form in Arabic reads right to left, fits the phone and has no serious axe finding.
  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ar'));
  await page.goto('/legal-inquiries');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: arSupport.legal.send })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await noSeriousViolations(page);
});

test('the served HTML of both forms carries ContactPage structured data and a canonical link', async ({
  request,
}) => {
  for (const [path, key] of [
    ['/contact-support', 'contactSupport'],
    ['/legal-inquiries', 'legalInquiries'],
  ] as const) {
    const html = await (await request.get(path)).text();
    const contact = jsonLdBlocks(html).find((block) => block['@type'] === 'ContactPage');
    expect(contact, `${path}: no ContactPage JSON-LD (was the app built with PUBLIC_URL?)`).toEqual(
      expect.objectContaining({
        '@context': 'https://schema.org',
        url: expect.stringMatching(ABSOLUTE(path)),
        name: pages[key].title,
        description: pages[key].description,
        inLanguage: 'en',
      }),
    );
    expect(canonicalLinks(html)).toEqual([contact?.url]);
  }
});
