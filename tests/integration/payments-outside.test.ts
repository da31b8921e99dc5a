import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { superuser } from '../support/actors';
import {
  intentCount,
  paymentMethodFor,
  paymentsEnv,
  startTestLocalstripe,
  type RunningLocalstripe,
} from '../support/localstripe';
import { owingListing, payFee } from '../support/payments';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';

// The intent route and what lies outside it, on a server and emulator of this file's own.
// The sanctions hook point: pb_hooks/lib/sanctions.js's paymentRefusal(e, {cardCountry}) runs
// before the charge and its refusal is the answer as it gives it. The real module is tested in
// sanctions-payments.test.ts; here a copy of pb_hooks swaps it for a stand-in that refuses
// cards from FR (the emulator's country for every card). Then the emulator stops, as
// Stripe might be unreachable.
let hooksDir: string;
let stripe: RunningLocalstripe;
let server: RunningPocketBase;

beforeAll(async () => {
  hooksDir = mkdtempSync(join(tmpdir(), 'pb-hooks-sanctions-'));
  cpSync(join(ROOT, 'pb_hooks'), hooksDir, { recursive: true });
  writeFileSync(
    join(hooksDir, 'lib', 'sanctions.js'),
    `module.exports = {
  signupRefusal() {
    return null;
  },
  paymentRefusal(e, card) {
    if (!e.auth || !card || card.cardCountry !== 'FR') return null;
    return { status: 451, code: 'sanctioned_place', message: 'Stand-in refusal for ' + card.cardCountry };
  },
};
`,
  );
  stripe = await startTestLocalstripe();
  server = await startTestPocketBase({ hooksDir, env: paymentsEnv(stripe.url) });
});

afterAll(async () => {
  await server.stop();
  await stripe.stop();
  rmSync(hooksDir, { recursive: true, force: true });
});

describe('the sanctions hook point of POST /api/payments/intent', () => {
  it("answers the module's refusal, with the card's country, before anything is charged", async () => {
    const admin = await superuser(server.url);
    const tradeId = (
      await admin.collection('trades').getFirstListItem('value = "roofer"', { requestKey: null })
    ).id;
    const { owner, listing } = await owingListing({ admin, url: server.url, tradeId });
    const answer = await payFee(owner.pb, {
      kind: 'listing',
      target: listing.id,
      paymentMethod: await paymentMethodFor(stripe.url, '4242424242424242'),
    });
    expect(answer.status).toBe(451);
    expect(answer.body).toMatchObject({
      message: 'Stand-in refusal for FR',
      code: 'sanctioned_place',
    });
    expect((await admin.collection('payments').getList(1, 1)).totalItems).toBe(0);
    expect(await intentCount(stripe.url)).toBe(0);
  });
});

describe('POST /api/payments/intent while Stripe cannot be reached', () => {
  it('answers 502 and opens no attempt, so the debt can be paid later', async () => {
    const admin = await superuser(server.url);
    const tradeId = (
      await admin.collection('trades').getFirstListItem('value = "roofer"', { requestKey: null })
    ).id;
    const { owner, listing } = await owingListing({ admin, url: server.url, tradeId });
    const card = await paymentMethodFor(stripe.url, '4242424242424242');
    await stripe.stop();
    const answer = await payFee(owner.pb, {
      kind: 'listing',
      target: listing.id,
      paymentMethod: card,
    });
    expect(answer.status).toBe(502);
    expect(answer.body.message).toMatch(/could not be reached/);
    expect((await admin.collection('payments').getList(1, 1)).totalItems).toBe(0);
  });
});
