import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  cachedAffiliateStats,
  forgetAffiliateStats,
  parseAffiliateStats,
} from '@/data/affiliate-stats';
import { setSetting } from '@/data/settings';
import {
  applicationErrors,
  parseAffiliateView,
  parseProgramme,
  referralLink,
  type ApplicationForm,
  nextSteps,
} from '@/features/affiliate/model';

const form: ApplicationForm = {
  name: 'Ada',
  email: 'ada@example.com',
  website: 'https://ada.example',
  promotion: 'A newsletter for builders.',
  payoutMethod: 'paypal',
  payoutDetails: 'ada@paypal.example',
  acceptTerms: true,
};

describe('applicationErrors (as the server checks)', () => {
  it('accepts a complete form', () => {
    expect(applicationErrors(form)).toEqual({});
  });

  it('names each refused field', () => {
    expect(
      applicationErrors({
        ...form,
        name: ' ',
        email: 'nope',
        promotion: 'ads',
        payoutDetails: 'my paypal',
        acceptTerms: false,
      }),
    ).toEqual({
      name: { key: 'required' },
      email: { key: 'email' },
      promotion: { key: 'short', count: 10 },
      payoutDetails: { key: 'email' },
      acceptTerms: { key: 'terms' },
    });
    expect(
      applicationErrors({ ...form, payoutMethod: 'bank_transfer', payoutDetails: 'IBAN' }),
    ).toEqual({ payoutDetails: { key: 'short', count: 10 } });
    expect(applicationErrors({ ...form, website: 'w'.repeat(301) })).toEqual({
      website: { key: 'long', count: 300 },
    });
  });
});

describe('server answers', () => {
  it('reads the state and refuses what is not one', () => {
    expect(parseAffiliateView({ state: 'pending', referralCode: '', email: 'a@b.c' })).toEqual({
      state: 'pending',
      referralCode: '',
      email: 'a@b.c',
    });
    expect(parseAffiliateView({ state: 'owner' })).toBeNull();
    expect(parseAffiliateView('<html>')).toBeNull();
  });

  it('reads the programme settings, keeping unset ones null', () => {
    expect(
      parseProgramme({
        commissionCents: null,
        payoutThresholdCents: 5000,
        payoutSchedule: 'weekly',
        currency: 'USD',
        attributionDays: 30,
      }),
    ).toEqual({
      commissionCents: null,
      payoutThresholdCents: 5000,
      payoutSchedule: null,
      currency: 'USD',
      attributionDays: 30,
    });
    expect(parseProgramme({})).toBeNull();
  });

  it('makes the referral link on this site', () => {
    expect(referralLink('https://trades.example/', 'AB CD')).toBe(
      'https://trades.example/?ref=AB%20CD',
    );
  });
});

const stats = {
  referralCode: 'ABCD2345',
  clicks: 3,
  clicksByDay: [
    { day: '2026-11-25', clicks: 1 },
    { day: 'bad', clicks: -1 },
  ],
  signups: 1,
  paidConversions: 1,
  commissionCents: null,
  earningsCents: 999,
  currency: 'USD',
  payouts: [
    {
      id: 'p1',
      amountCents: 500,
      currency: 'USD',
      paidAt: '2026-11-01',
      method: 'paypal',
      reference: 'R',
    },
    { id: 'p2' },
  ],
  generatedAt: '2026-11-26T10:00:00.000Z',
};

describe('parseAffiliateStats', () => {
  it('keeps no earnings without a commission, and drops malformed rows', () => {
    const parsed = parseAffiliateStats(stats);
    expect(parsed?.earningsCents).toBeNull();
    expect(parsed?.clicksByDay).toEqual([{ day: '2026-11-25', clicks: 1 }]);
    expect(parsed?.payouts.map((p) => p.id)).toEqual(['p1']);
    expect(parseAffiliateStats({ ...stats, clicks: -1 })).toBeNull();
  });
});

describe('the figures kept on the device', () => {
  it('are read back only for the user they belong to, and forgotten on request', async () => {
    const parsed = parseAffiliateStats(stats);
    if (!parsed) throw new Error('unreadable');
    await setSetting('affiliate_stats', { userId: 'u1', stats: parsed });
    expect(await cachedAffiliateStats('u1')).toEqual(parsed);
    expect(await cachedAffiliateStats('u2')).toBeUndefined();
    await forgetAffiliateStats();
    expect(await cachedAffiliateStats('u1')).toBeUndefined();
  });
});

describe('the steps ahead of an application', () => {
  it('asks to open the mailed link only while unconfirmed and the server can mail', () => {
    expect(nextSteps('email_unconfirmed', 'ready')).toEqual([
      'stepConfirm',
      'stepReview',
      'stepApproved',
    ]);
    expect(nextSteps('email_unconfirmed', 'not_configured')).toEqual([
      'stepReview',
      'stepApproved',
    ]);
  });

  it('names no confirmation before applying or once confirmed, and nothing once decided', () => {
    for (const state of ['none', 'pending', null] as const) {
      expect(nextSteps(state, 'ready')).toEqual(['stepReview', 'stepApproved']);
    }
    expect(nextSteps('approved', 'ready')).toEqual([]);
    expect(nextSteps('suspended', null)).toEqual([]);
  });
});
