import AxeBuilder from '@axe-core/playwright';
import { createHmac } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { subjectOf } from '../support/smtp-catcher';
import { expect, stampStaffSession, superuserClient, test } from './fixtures';
import { withCaughtMail } from './mail';

// /admin/email-blast with the real server and a local SMTP catcher: an admin writes a blast
// in three languages, confirms the recipient count and watches it reach "Sent"; the
// unsubscribed recipient gets nothing; once the staff session has been idle, the next call
// says so and signs out. The cron job's minute is replaced by the superuser's run-batch route.
// Who gets the form at all: tests/component/email-blast-page.test.tsx.
const opts = { requestKey: null };

async function verifiedUser(root: PocketBase, language: string): Promise<string> {
  const email = `blast-${language.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await root.collection('users').create(
    {
      email,
      password: 'e2e-password-123',
      passwordConfirm: 'e2e-password-123',
      verified: true,
      language_preference: language,
    },
    opts,
  );
  return email;
}

test('an admin sends a blast in three languages, sees it reach "Sent", then idles out', async ({
  page,
  signIn,
  makeAdmin,
  baseURL,
}) => {
  const url = baseURL ?? '';
  const root = await superuserClient(url);
  const [en, es, de, esOut] = await Promise.all([
    verifiedUser(root, 'English'),
    verifiedUser(root, 'Spanish'),
    verifiedUser(root, 'German'),
    verifiedUser(root, 'Spanish'),
  ]);
  const secret = await root
    .collection('server_secrets')
    .getFirstListItem("name = 'unsubscribe_hmac'", opts);
  const signature = createHmac('sha256', String(secret.value)).update(esOut).digest('hex');
  const unsubscribed = await fetch(
    `${url}/api/email/unsubscribe?e=${encodeURIComponent(esOut)}&s=${signature}&l=es`,
    { method: 'POST' },
  );
  expect(unsubscribed.status).toBe(200);

  const admin = await signIn(page, { language_preference: 'English' });
  await makeAdmin(admin);

  const tag = `e2e${Date.now()}`;
  await withCaughtMail(url, async (smtp) => {
    await page.goto('/admin/email-blast');
    await page.getByRole('checkbox', { name: 'Español' }).check();
    await page.getByRole('checkbox', { name: 'Deutsch' }).check();
    for (const [label, subject, body] of [
      ['English', `News ${tag}`, 'Hello from **TradesMarket**.'],
      ['Español', `Novedades ${tag}`, 'Hola desde TradesMarket.'],
      ['Deutsch', `Neuigkeiten ${tag}`, 'Hallo von TradesMarket.'],
    ] as const) {
      await page.getByLabel(`Subject (${label})`).fill(subject);
      await page.getByLabel(`Message (${label})`).fill(body);
    }
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('blast-preview');
    await expect(preview).toContainText(`Novedades ${tag}`);
    await expect(preview).toContainText('Darse de baja: ');
    const axe = await new AxeBuilder({ page }).analyze();
    const blocking = axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);

    await page.getByRole('button', { name: 'Send…' }).click();
    const confirm = page.getByTestId('blast-confirm');
    await expect(confirm).toContainText(/Recipients: \d+/);
    await confirm.getByRole('button', { name: 'Send now' }).click();
    const progress = page.getByTestId('blast-progress');
    await expect(progress).toHaveAttribute('data-status', 'sending');

    await expect(async () => {
      await root.send('/api/admin/email-blasts/run-batch', { method: 'POST', ...opts });
      await expect(progress).toHaveAttribute('data-status', 'sent', { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(progress.getByRole('status')).toHaveText('Sent');

    const ours = smtp.messages.filter((m) => subjectOf(m).endsWith(tag));
    for (const [email, subject] of [
      [en, `News ${tag}`],
      [es, `Novedades ${tag}`],
      [de, `Neuigkeiten ${tag}`],
    ] as const) {
      expect(ours.filter((m) => m.to.includes(email)).map(subjectOf)).toEqual([subject]);
    }
    expect(ours.filter((m) => m.to.includes(esOut))).toHaveLength(0);
  });

  await test.step('an idle staff session ends on the blast page too: Preview says so', async () => {
    await page.getByLabel('Subject (English)').fill('News');
    await page.getByLabel('Message (English)').fill('Hello.');
    await stampStaffSession(root, admin, -60_000);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText(
      'Your staff session ended after 15 minutes without activity. Sign in again.',
    );
    await expect(page.getByTestId('blast-preview')).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
  });
});
