import type PocketBase from 'pocketbase';
import ar from '../../src/i18n/locales/ar/common.json' with { type: 'json' };
import arPortal from '../../src/i18n/locales/ar/portal.json' with { type: 'json' };
import { expect, superuserClient, test } from './fixtures';

// Works offline through the service worker (blocked by default, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// A change made offline that the real server refuses shows why in the interface language: the
// refused field by its translated label and the reason by its code (src/lib/server-errors.ts),
// with none of PocketBase's English ("Failed to update record.", "validation_…").
// The refusal is real: the listing is saved offline with a trade that staff delete before
// the phone reconnects, so PocketBase answers 400 `trades: validation_missing_rel_records`.
// In Arabic (right to left) here; the same refusal's German words: tests/unit/server-errors.test.ts
// "words a listing refused for a trade deleted meanwhile by the field label and the reason, in
// German".
const CASES = [{ code: 'ar', name: 'Arabic', common: ar, portal: arPortal }] as const;

for (const lang of CASES) {
  test(`a refused offline listing edit is explained in ${lang.name}`, async ({
    page,
    context,
    signIn,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin: PocketBase = await superuserClient(baseURL ?? '');
    const suffix = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const gone = await admin
      .collection('trades')
      .create(
        { value: `e2e_gone_${suffix}`, label: `Gone ${suffix}`, category: 'general', sort: 999 },
        { requestKey: null },
      );
    const roofer = await admin.collection('trades').getFirstListItem("value = 'roofer'");
    const user = await signIn(page, { user_type: 'contractor', language_preference: lang.name });
    const business = `Refused ${suffix}`;
    await admin.collection('contractors').create(
      {
        owner: user.id,
        business_name: business,
        trades: [roofer.id],
        status: 'active',
        postcode: '10001',
      },
      { requestKey: null },
    );
    await page.addInitScript((code) => localStorage.setItem('preferredLanguage', code), lang.code);

    await page.goto('/contractor-portal');
    await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
    await expect(page.getByLabel(lang.portal.form.businessName)).toHaveValue(business);
    const goneBox = page.getByRole('checkbox', { name: `Gone ${suffix}` });
    await expect(goneBox).toBeVisible();

    await context.setOffline(true);
    await goneBox.check();
    await page.getByRole('button', { name: lang.portal.form.save }).click();
    // The toast host was loaded while online (the user is signed in), so the "saved on this
    // device" toast shows offline too — and the page stays up (a toast host whose chunk
    // failed to load offline once unmounted the whole app: a blank page).
    await expect(page.getByText(lang.portal.portal.queued)).toBeVisible();
    const status = page.getByTestId('sync-status').filter({ visible: true });
    await expect(status).toHaveAttribute('data-pending', '1');
    await admin.collection('trades').delete(gone.id, { requestKey: null });

    await context.setOffline(false);
    await expect(status).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
    await status.click();
    const refused = page.getByTestId('sync-refused');
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText(lang.common.sync.refused);
    await expect(refused.getByTestId('sync-refused-reason')).toHaveText(
      `${lang.common.sync.listingFields.trades}: ${lang.common.serverErrors.reasons.missingRecord}`,
    );
    const shown = (await refused.innerText()).toLowerCase();
    for (const english of ['failed', 'record', 'validation', 'trades', 'relation', 'update']) {
      expect(shown, `"${english}" from the server`).not.toContain(english);
    }
    // Nothing of the refused change reached the server.
    const stored = await admin
      .collection('contractors')
      .getFirstListItem(admin.filter('owner = {:o}', { o: user.id }));
    expect(stored.trades).toEqual([roofer.id]);
  });
}
