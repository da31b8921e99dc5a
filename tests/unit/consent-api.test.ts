import { afterEach, describe, expect, it, vi } from 'vitest';

// saveConsent (src/features/consent/api.ts) against a settings store whose writes take as long
// as the test says: a choice made at once after another is the one that stays stored.

const store = new Map<string, unknown>();
const delays: number[] = [];

vi.mock('@/data/settings', () => ({
  setSetting: async (key: string, value: unknown) => {
    await new Promise((resolve) => setTimeout(resolve, delays.shift() ?? 0));
    store.set(key, value);
  },
  removeSettings: (keys: readonly string[]) => {
    for (const key of keys) store.delete(key);
    return Promise.resolve();
  },
}));

const { saveConsent } = await import('@/features/consent/api');

afterEach(() => {
  store.clear();
  delays.length = 0;
});

describe('saveConsent', () => {
  it('stores a withdrawal made while the acceptance before it is still being written', async () => {
    store.set('visitor_id', 'v-1');
    delays.push(50, 0);
    const accepted = saveConsent(true, 'US');
    const withdrawn = saveConsent(false, 'US');
    await Promise.all([accepted, withdrawn]);
    expect(store.get('cookie_consent')).toMatchObject({ accepted: false, location: 'US' });
    expect(store.has('visitor_id')).toBe(false);
  });

  it('goes on with the next choice when a write fails', async () => {
    const settings = await import('@/data/settings');
    const spy = vi.spyOn(settings, 'setSetting').mockRejectedValueOnce(new Error('quota'));
    await expect(saveConsent(true, 'DE')).rejects.toThrow('quota');
    await expect(saveConsent(false, 'DE')).resolves.toMatchObject({ accepted: false });
    expect(store.get('cookie_consent')).toMatchObject({ accepted: false, location: 'DE' });
    spy.mockRestore();
  });
});
