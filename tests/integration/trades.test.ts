import PocketBase, { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { TRADES } from '@/constants/trades';
import { TEST_SUPERUSER } from '../support/pocketbase';
import { testPocketBaseUrl } from '../support/servers';

const url = testPocketBaseUrl();

interface TradeRecord {
  value: string;
  label: string;
  category: string;
  sort: number;
}

describe('trades collection seeded by the migration', () => {
  it('lists the same 45 trades as the app, in the same order, to a guest', async () => {
    const guest = new PocketBase(url);
    const records = await guest
      .collection('trades')
      .getFullList<TradeRecord>({ sort: 'sort', requestKey: null });
    expect(
      records.map((r) => ({ value: r.value, label: r.label, category: r.category, sort: r.sort })),
    ).toEqual(
      TRADES.map((t) => ({ value: t.value, label: t.label, category: t.category, sort: t.sort })),
    );
  });

  it('refuses writes from a guest and keeps the 45', async () => {
    const guest = new PocketBase(url);
    const attempt = guest
      .collection('trades')
      .create(
        { value: 'intruder', label: 'Intruder', category: 'mep', sort: 99 },
        { requestKey: null },
      );
    await expect(attempt).rejects.toBeInstanceOf(ClientResponseError);
    await expect(attempt).rejects.toMatchObject({ status: 403 });
    const list = await guest.collection('trades').getList(1, 1, { requestKey: null });
    expect(list.totalItems).toBe(45);
  });

  it('rejects a duplicate or malformed value even from a superuser', async () => {
    const admin = new PocketBase(url);
    await admin
      .collection('_superusers')
      .authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password, { requestKey: null });
    const duplicate = admin
      .collection('trades')
      .create(
        { value: 'roofer', label: 'Roofer 2', category: 'envelope', sort: 46 },
        { requestKey: null },
      );
    await expect(duplicate).rejects.toMatchObject({ status: 400 });
    const malformed = admin
      .collection('trades')
      .create(
        { value: 'Bad Value', label: 'Bad', category: 'nope', sort: 47 },
        { requestKey: null },
      );
    await expect(malformed).rejects.toMatchObject({
      status: 400,
      response: { data: { value: { code: 'validation_invalid_format' }, category: {} } },
    });
    const list = await admin.collection('trades').getList(1, 1, { requestKey: null });
    expect(list.totalItems).toBe(45);
  });
});
