import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

type Parsed =
  | { errors: Record<string, { code: string; message: string }> }
  | { value: { eventType: string; severity: string; details: object; userAgent: string } };
const { parseSecurityEvent, MAX_DETAILS_BYTES } = loadHooksLib('security.js') as {
  parseSecurityEvent: (body: unknown) => Parsed;
  MAX_DETAILS_BYTES: number;
};

const valid = {
  eventType: 'failed_auth',
  severity: 'high',
  details: {
    reason: 'bad password',
    attemptedEmail: 'a@example.com',
    timestamp: '2026-11-22T00:00:00Z',
  },
  userAgent: 'Mozilla/5.0',
};

describe('parseSecurityEvent', () => {
  it('accepts every event type, including scraper_detected', () => {
    const activity = {
      reason: '31 clicks within a minute (limit 30)',
      activityType: 'rapid_clicks',
      timestamp: '2026-11-22T00:00:00.000Z',
      clicksPerMinute: 31,
    };
    expect(parseSecurityEvent(valid)).toEqual({ value: valid });
    for (const eventType of ['suspicious_activity', 'scraper_detected']) {
      const event = { ...valid, eventType, details: activity };
      expect(parseSecurityEvent(event)).toEqual({ value: event });
    }
  });

  it("requires the spec's details: reason, attemptedEmail or activityType, and timestamp", () => {
    const detailsError = (eventType: string, details: unknown) =>
      (
        parseSecurityEvent({ ...valid, eventType, details }) as {
          errors?: Record<string, { code: string; message: string }>;
        }
      ).errors?.details;
    const { reason, attemptedEmail, timestamp } = valid.details;
    expect(detailsError('failed_auth', { attemptedEmail, timestamp })?.message).toMatch(/reason/);
    expect(detailsError('failed_auth', { reason, timestamp })?.message).toMatch(/attemptedEmail/);
    // The app's old payload: `kind` instead of activityType, no reason, no timestamp.
    const old = detailsError('suspicious_activity', { kind: 'rapid_clicks', clicksPerMinute: 31 });
    expect(old?.code).toBe('validation_invalid_details');
    expect(old?.message).toMatch(/reason.*activityType.*timestamp/);
    for (const bad of ['yesterday', '2026-11-22', '2026-13-45T99:00:00Z', 1763769600]) {
      expect(
        detailsError('failed_auth', { reason, attemptedEmail, timestamp: bad })?.message,
      ).toMatch(/timestamp/);
    }
    expect(
      detailsError('suspicious_activity', { reason, activityType: 'Rapid Clicks!', timestamp })
        ?.message,
    ).toMatch(/activityType/);
    expect(detailsError('failed_auth', undefined)?.code).toBe('validation_required');
  });

  it('names every bad field with a PocketBase error code', () => {
    const parsed = parseSecurityEvent({
      eventType: 'hacked',
      severity: 'low',
      details: [1],
      userAgent: 5,
    });
    const errors = (parsed as { errors: Record<string, { code: string }> }).errors;
    const codes = Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, e.code]));
    expect(codes).toEqual({
      eventType: 'validation_invalid_value',
      severity: 'validation_invalid_value',
      details: 'validation_invalid_type',
      userAgent: 'validation_invalid_type',
    });
  });

  it('refuses non-object bodies and missing fields', () => {
    for (const body of [null, 'text', [valid], {}]) {
      expect(Object.keys((parseSecurityEvent(body) as { errors: object }).errors).sort()).toEqual([
        'details',
        'eventType',
        'severity',
      ]);
    }
  });

  it('caps details at 4096 bytes of JSON, counting multi-byte characters', () => {
    expect(MAX_DETAILS_BYTES).toBe(4096);
    const base = JSON.stringify({ ...valid.details, note: '' }).length;
    const fits = { ...valid.details, note: 'x'.repeat(4096 - base) };
    expect('value' in parseSecurityEvent({ ...valid, details: fits })).toBe(true);
    const tooBig = { ...valid.details, note: 'é'.repeat(2100) };
    const parsed = parseSecurityEvent({ ...valid, details: tooBig }) as {
      errors: Record<string, { code: string }>;
    };
    expect(Object.keys(parsed.errors)).toEqual(['details']);
    expect(parsed.errors.details?.code).toBe('validation_too_large');
  });

  it('cuts long user agents to 512 characters and allows none', () => {
    const parsed = parseSecurityEvent({ ...valid, userAgent: 'u'.repeat(2000) }) as {
      value: { userAgent: string };
    };
    expect(parsed.value.userAgent).toHaveLength(512);
    const withoutAgent = {
      eventType: valid.eventType,
      severity: valid.severity,
      details: valid.details,
    };
    expect(parseSecurityEvent(withoutAgent)).toEqual({ value: { ...withoutAgent, userAgent: '' } });
  });
});
