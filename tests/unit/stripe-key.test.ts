import { describe, expect, it } from 'vitest';
import { publishableKey } from '@/features/payments/stripe';

// A release built without VITE_STRIPE_PUBLISHABLE_KEY takes the key the server is
// given at run time (GET /api/app/capabilities); the build's own key wins.
describe('publishableKey', () => {
  it("uses the build's key without asking the server", async () => {
    let asked = 0;
    const key = await publishableKey('pk_test_build', () => {
      asked += 1;
      return Promise.resolve({ stripePublishableKey: 'pk_live_server' });
    });
    expect(key).toBe('pk_test_build');
    expect(asked).toBe(0);
  });

  it("takes the server's key when the build has none", async () => {
    expect(
      await publishableKey('', () => Promise.resolve({ stripePublishableKey: 'pk_live_51Ab' })),
    ).toBe('pk_live_51Ab');
  });

  it('has none when the server has none or cannot be asked (offline)', async () => {
    expect(await publishableKey('', () => Promise.resolve({ stripePublishableKey: null }))).toBe(
      '',
    );
    expect(await publishableKey('', () => Promise.resolve(null))).toBe('');
  });
});
