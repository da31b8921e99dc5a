import { describe, expect, it } from 'vitest';
import { describeEventDetails, KNOWN_FIELDS } from '@/features/admin/lists/event-details';
import { failedAuth, rapidClicks, scraperDetected } from '@/features/security/model';

describe('security event details in words', () => {
  it('words a failed sign-in: the reason code, the email tried and the time as a date', () => {
    const event = failedAuth(
      'invalid_code',
      'someone@example.com',
      new Date('2026-11-22T01:00:00Z'),
    );
    expect(describeEventDetails(event.details)).toEqual({
      lines: [
        {
          field: 'reason',
          value: { kind: 'words', key: 'securityEvents.reasons.invalid_code' },
        },
        { field: 'attemptedEmail', value: { kind: 'text', text: 'someone@example.com' } },
        { field: 'timestamp', value: { kind: 'date', iso: '2026-11-22T01:00:00.000Z' } },
      ],
      extra: [],
    });
  });

  it("words an activity's English reason from its number, and the activity itself", () => {
    const event = rapidClicks(42, new Date('2026-11-22T01:00:00Z'));
    if (!event) throw new Error('42 clicks should be reported');
    const view = describeEventDetails(event.details);
    expect(view.lines).toEqual([
      {
        field: 'reason',
        value: { kind: 'words', key: 'securityEvents.activityReasons.rapid_clicks', count: 42 },
      },
      {
        field: 'activityType',
        value: { kind: 'words', key: 'securityEvents.activities.rapid_clicks' },
      },
      { field: 'timestamp', value: { kind: 'date', iso: '2026-11-22T01:00:00.000Z' } },
    ]);
    // The number is in the reason line; not repeated as an extra field.
    expect(view.extra).toEqual([]);
  });

  it("words a scraper's traits and lists its automation globals under their own label", () => {
    const event = scraperDetected(
      {
        userAgent: 'HeadlessChrome',
        webdriver: true,
        automationGlobals: ['__playwright__binding__', 'callPhantom'],
        languages: 2,
        chromeWithoutChromeObject: false,
        missingStorage: false,
      },
      new Date('2026-11-22T01:00:00Z'),
    );
    if (!event) throw new Error('a headless browser should be reported');
    const view = describeEventDetails(event.details);
    expect(view.lines[0]).toEqual({
      field: 'reason',
      value: {
        kind: 'wordList',
        keys: [
          'securityEvents.traits.user_agent',
          'securityEvents.traits.webdriver',
          'securityEvents.traits.automation_globals',
        ],
      },
    });
    expect(view.lines).toContainEqual({
      field: 'automationGlobals',
      value: { kind: 'text', text: '__playwright__binding__, callPhantom' },
    });
    expect(view.extra).toEqual([]);
  });

  it('shows no empty automation globals line, and no raw field name for it', () => {
    const event = scraperDetected(
      {
        userAgent: 'Mozilla/5.0',
        webdriver: true,
        automationGlobals: [],
        languages: 2,
        chromeWithoutChromeObject: false,
        missingStorage: false,
      },
      new Date('2026-11-22T01:00:00Z'),
    );
    if (!event) throw new Error('a webdriver browser should be reported');
    const view = describeEventDetails(event.details);
    expect(view.lines.map((line) => line.field)).not.toContain('automationGlobals');
    expect(view.extra).toEqual([]);
  });

  it('keeps a free-text reason as written and unknown fields as key: value, never JSON', () => {
    const view = describeEventDetails({
      reason: 'Something odd',
      activityType: 'e2e-custom',
      timestamp: 'not a date',
      attempts: 3,
      ok: false,
      nothing: null,
      nested: { a: 1, b: { c: 'deep' }, list: [{ x: 'y' }] },
    });
    expect(view.lines).toEqual([
      { field: 'reason', value: { kind: 'text', text: 'Something odd' } },
      { field: 'activityType', value: { kind: 'text', text: 'e2e-custom' } },
      { field: 'timestamp', value: { kind: 'text', text: 'not a date' } },
    ]);
    expect(view.extra).toEqual([
      { key: 'attempts', value: '3' },
      { key: 'ok', value: 'false' },
      { key: 'nothing', value: '' },
      { key: 'nested.a', value: '1' },
      { key: 'nested.b.c', value: 'deep' },
      { key: 'nested.list.1.x', value: 'y' },
    ]);
    for (const extra of view.extra) expect(`${extra.key}${extra.value}`).not.toMatch(/[{}"[\]]/);
  });

  it('words the server-written sanctions and payment-webhook fields', () => {
    const sanctions = describeEventDetails({
      check: 'payment',
      country: 'KP',
      region: '',
      source: 'proxy',
      matched: 'kp',
      list_date: '2026-01-01',
      card_country: 'XX1',
    });
    expect(sanctions.lines.map((l) => l.field)).toEqual([
      'check',
      'country',
      'card_country',
      'source',
      'matched',
      'list_date',
    ]);
    expect(sanctions.lines[0]?.value).toEqual({
      kind: 'words',
      key: 'securityEvents.checks.payment',
    });
    expect(sanctions.lines[1]?.value).toEqual({ kind: 'country', code: 'KP' });
    expect(sanctions.lines[2]?.value).toEqual({ kind: 'text', text: 'XX1' });
    // A malformed country code is shown as text; an empty region adds nothing.
    expect(sanctions.extra).toEqual([{ key: 'region', value: '' }]);
    const webhook = describeEventDetails({
      reason: 'payment_webhook_mismatch',
      event: 'evt_1',
      type: 'payment_intent.succeeded',
      payment: 'abc',
      fields: 'amount,currency',
    });
    expect(webhook.lines[0]?.value).toEqual({
      kind: 'words',
      key: 'securityEvents.reasons.payment_webhook_mismatch',
    });
    expect(webhook.extra).toEqual([]);
  });

  it('turns a known field of an unexpected shape, and non-object details, into text', () => {
    const view = describeEventDetails({ reason: 5, timestamp: ['x'] });
    expect(view.lines).toEqual([]);
    expect(view.extra).toEqual([
      { key: 'reason', value: '5' },
      { key: 'timestamp', value: 'x' },
    ]);
    expect(describeEventDetails('oops')).toEqual({
      lines: [],
      extra: [{ key: 'details', value: 'oops' }],
    });
    expect(describeEventDetails(null)).toEqual({ lines: [], extra: [] });
    expect(describeEventDetails([1, { a: 2 }]).extra).toEqual([
      { key: 'details.1', value: '1' },
      { key: 'details.2.a', value: '2' },
    ]);
  });

  it('never shows JSON for any of these', () => {
    const all = [
      { reason: 'x', deep: { a: { b: { c: { d: { e: { f: 'too deep' } } } } } } },
      { list: [[1, 2], { a: [] }] },
      { empty: {} },
    ].flatMap((d) => describeEventDetails(d).extra.map((e) => e.value));
    for (const value of all) expect(value).not.toMatch(/[{}[\]"]/);
  });

  it('has a label key for every known field in English', async () => {
    const en = (await import('@/i18n/locales/en/admin.json')).default as {
      securityEvents: { fields: Record<string, string> };
    };
    for (const field of KNOWN_FIELDS) expect(en.securityEvents.fields[field]).toBeTruthy();
  });
});
