import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { MemoryRouter } from 'react-router-dom';
import ExitIntentDialog from '@/features/exit-intent/components/exit-intent-dialog';
import ar from '@/i18n/locales/ar/engagement.json' with { type: 'json' };
import de from '@/i18n/locales/de/engagement.json' with { type: 'json' };
import { placeOnScreen, speak } from './layout';

// What a user trial in German and Arabic found on a 320 × 640 phone: the exit-intent offer
// was taller than the screen, its close button above it. The offer as browse shows it (to
// people hiring); the server is not asked anything before a submit.
const STRINGS = { de, ar } as const;

afterEach(async () => {
  await speak('en');
});

describe('ExitIntentDialog on a 320 × 640 phone', () => {
  for (const code of ['de', 'ar'] as const) {
    it(`in ${code}, scrolls within the screen and its close button works`, async () => {
      const { exitIntent } = STRINGS[code];
      await page.viewport(320, 640);
      await speak(code);
      let closed = 0;
      const screen = await render(
        <MemoryRouter>
          <ExitIntentDialog audience="hirer" onClose={() => (closed += 1)} />
        </MemoryRouter>,
      );
      await expect.element(screen.getByTestId('exit-intent-dialog')).toBeVisible();
      expect(document.documentElement.dir).toBe(code === 'ar' ? 'rtl' : 'ltr');

      // As it opens, the close button is on the screen, not above it.
      const close = screen.getByRole('button', { name: exitIntent.close });
      expect(placeOnScreen(close.element())).toMatchObject({ inside: true, reached: true });
      // The last control is reached by scrolling the dialog, then the close button again.
      const last = screen.getByRole('button', { name: exitIntent.signUpDirectly });
      last.element().scrollIntoView({ block: 'nearest' });
      expect(placeOnScreen(last.element())).toMatchObject({ inside: true, reached: true });
      close.element().scrollIntoView({ block: 'nearest' });
      expect(placeOnScreen(close.element())).toMatchObject({ inside: true, reached: true });
      await close.click();
      expect(closed).toBe(1);
    });
  }
});
