import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { SessionContext, type SessionState } from '@/lib/session/session-context';
import { TranslatableText } from '@/features/translate/components/translatable-text';

// "Translate" under user-written text is offered only by a server that has a translation
// provider. Whether it has one is GET /api/app/capabilities's `translate`, which the real
// PocketBase answers true with a provider and false without one (tests/integration/
// translate-content.test.ts "says translate: true when a provider is configured, to anyone"
// and "says translate: false on a server without a provider"); translating through a real
// server is tests/e2e/translate.spec.ts.
const capability = vi.hoisted(() => ({
  translate: false,
  /** The answer the component was last given. */
  answered: null as Promise<boolean> | null,
}));
vi.mock('@/features/translate/api', () => ({
  translationAvailable: () => (capability.answered = Promise.resolve(capability.translate)),
  translateText: () => Promise.resolve(null),
}));

/** A guest's session, as the provider gives it once it has loaded. */
const guest: SessionState = {
  user: null,
  isAdmin: false,
  staffRoles: [],
  staffChecked: true,
  loading: false,
  signOut: () => {},
  endStaffSession: () => {},
  staffSessionEnded: null,
};

function tree(text: string) {
  return (
    <SessionContext.Provider value={guest}>
      <TranslatableText text={text} />
    </SessionContext.Provider>
  );
}

describe('TranslatableText', () => {
  beforeEach(() => {
    capability.translate = false;
    capability.answered = null;
  });

  it('offers "Translate" when the server has a translation provider', async () => {
    capability.translate = true;
    await page.viewport(390, 844);
    const screen = await render(tree('Slate and tile roofs, chimney repairs'));
    await expect.element(screen.getByRole('button', { name: 'Translate' })).toBeVisible();
  });

  it('offers no action when the server has none', async () => {
    await page.viewport(390, 844);
    const text = 'Slate and tile roofs, chimney repairs';
    const screen = await render(tree(text));
    await expect.element(screen.getByText(text)).toBeVisible();
    // Once the answer is in and rendered (a rerender flushes React's pending updates).
    await vi.waitFor(() => expect(capability.answered).not.toBeNull());
    expect(await capability.answered).toBe(false);
    await screen.rerender(tree(text));
    expect(screen.container.querySelectorAll('button')).toHaveLength(0);
  });
});
