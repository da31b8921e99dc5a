import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRecords, guest, signUp, superuser } from '../support/actors';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';

// PocketBase's batch API (POST /api/batch) stays off (docs/scaling.md, "Outbox throughput"):
// its sub-requests count against a rate-limit bucket of their own (an address would get 60
// creates a minute through the REST route and 60 more through batches), and reach the record
// hooks as multipart, past the JSON body-type check. An attacker's batch is refused whole and
// writes nothing.
const opts = { requestKey: null };
let server: RunningPocketBase;

beforeAll(async () => {
  server = await startTestPocketBase({ productionRateLimits: true });
});
afterAll(async () => {
  await server.stop();
});

/** Two creates of the open exit-intent form, as a batch body. */
function twoCaptures(tag: string) {
  return {
    requests: [1, 2].map((i) => ({
      method: 'POST',
      url: '/api/collections/exit_intent_captures/records',
      body: {
        email: `batch-${tag}-${i}@example.com`,
        user_intent: 'hirer',
        language_preference: 'English',
      },
    })),
  };
}

describe('the batch API', () => {
  it('refuses a guest batch of creates with 403 and writes nothing', async () => {
    const admin = await superuser(server.url);
    const before = await countRecords(admin, 'exit_intent_captures');
    const res = await fetch(`${server.url}/api/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(twoCaptures('guest')),
    });
    expect(res.status).toBe(403);
    expect(await countRecords(admin, 'exit_intent_captures')).toBe(before);
  });

  it('refuses a signed-in user the same, whatever the batch holds', async () => {
    const admin = await superuser(server.url);
    const client = await signUp(server.url, { user_type: 'client' });
    const before = await countRecords(admin, 'exit_intent_captures');
    const error: unknown = await client.pb
      .send('/api/batch', { method: 'POST', body: twoCaptures('user'), ...opts })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toMatchObject({ status: 403 });
    expect(await countRecords(admin, 'exit_intent_captures')).toBe(before);
    // The same create sent the ordinary way is accepted: only the batch route is closed.
    await guest(server.url)
      .collection('exit_intent_captures')
      .create(
        { email: 'single@example.com', user_intent: 'hirer', language_preference: 'English' },
        opts,
      );
    expect(await countRecords(admin, 'exit_intent_captures')).toBe(before + 1);
  });
});
