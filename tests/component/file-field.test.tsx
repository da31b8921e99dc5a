import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import i18n from 'i18next';
import arCommon from '@/i18n/locales/ar/common.json';
import deCommon from '@/i18n/locales/de/common.json';
import arSupport from '@/i18n/locales/ar/support.json';
import deSupport from '@/i18n/locales/de/support.json';
import { FileField } from '@/components/ui/file-field';

// The UI kit's file picker speaks the app's language, not the browser's (this Chromium's is
// English): "Datei auswählen" / "Keine Datei ausgewählt", then the chosen file's name; the
// label still names the input, and it fits a 390 px phone, right to left in Arabic. As the
// support form's screenshot field shows it.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

afterEach(async () => {
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
  await i18n.changeLanguage('en');
});

describe('FileField', () => {
  for (const [lang, common, support] of [
    ['de', deCommon, deSupport],
    ['ar', arCommon, arSupport],
  ] as const) {
    it(`in ${lang}: its words, the file's name once chosen, the browser's picker on a tap`, async () => {
      await page.viewport(390, 844);
      await i18n.changeLanguage(lang);
      await i18n.loadNamespaces('common');
      // What the app does on a language change (the component itself leaves <html> alone).
      document.documentElement.lang = lang;
      document.documentElement.dir = i18n.dir(lang);
      let chosen: File | null = null;
      const screen = await render(
        <FileField
          id="support-screenshot"
          label={support.form.screenshot}
          accept="image/png"
          onChange={(file) => (chosen = file)}
        />,
      );
      const input = screen.getByLabelText(support.form.screenshot);
      const field = screen.container;
      await expect.element(screen.getByText(common.file.choose, { exact: true })).toBeVisible();
      await expect
        .element(screen.getByTestId('file-field-chosen'))
        .toHaveTextContent(common.file.none);
      expect(field.textContent).not.toContain('Choose File');

      await input.upload(new File([PNG], 'baustelle.png', { type: 'image/png' }));
      await expect
        .element(screen.getByTestId('file-field-chosen'))
        .toHaveTextContent('baustelle.png');
      expect((chosen as File | null)?.name).toBe('baustelle.png');

      // The picker button opens the browser's file chooser: it clicks the real input (here
      // the click is stopped before a chooser opens).
      const clicks: Event[] = [];
      input.element().addEventListener('click', (event) => {
        event.preventDefault();
        clicks.push(event);
      });
      await screen.getByText(common.file.choose, { exact: true }).click();
      expect(clicks).toHaveLength(1);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    });
  }
});
