import deCommon from '../../src/i18n/locales/de/common.json' with { type: 'json' };
import arCommon from '../../src/i18n/locales/ar/common.json' with { type: 'json' };
import deSupport from '../../src/i18n/locales/de/support.json' with { type: 'json' };
import arSupport from '../../src/i18n/locales/ar/support.json' with { type: 'json' };
import { expect, test } from './fixtures';

// The UI kit's file picker (src/components/ui/file-field.tsx) speaks the app's language, not
// the browser's (this Chromium's is English): "Datei auswählen" / "Keine Datei ausgewählt",
// then the chosen file's name; the label still names the input, on a 390 px phone.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

for (const [lang, common, support] of [
  ['de', deCommon, deSupport],
  ['ar', arCommon, arSupport],
] as const) {
  test(`the support form's screenshot picker in ${lang}: its words, then the file's name`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('preferredLanguage', l), lang);
    await page.goto('/contact-support');
    const input = page.getByLabel(support.form.screenshot);
    const field = page.locator('div', { has: input }).last();
    await expect(field.getByText(common.file.choose, { exact: true })).toBeVisible();
    await expect(field.getByTestId('file-field-chosen')).toHaveText(common.file.none);
    await expect(field).not.toContainText('Choose File');
    await input.setInputFiles({ name: 'baustelle.png', mimeType: 'image/png', buffer: PNG });
    await expect(field.getByTestId('file-field-chosen')).toHaveText('baustelle.png');
    // The picker button opens the browser's file chooser.
    const chooser = page.waitForEvent('filechooser');
    await field.getByText(common.file.choose, { exact: true }).click();
    await chooser;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
}
