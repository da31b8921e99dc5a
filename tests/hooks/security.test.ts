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
    for (const eventType of ['failed_auth', 'suspicious_activity', 'scraper_detected']) {
      expect(parseSecurityEvent({ ...valid, eventType })).toEqual({
        value: { ...valid, eventType },
      });
    }
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
        'eventType',
        'severity',
      ]);
    }
  });

  it('caps details at 4096 bytes of JSON, counting multi-byte characters', () => {
    expect(MAX_DETAILS_BYTES).toBe(4096);
    const fits = { note: 'x'.repeat(4096 - '{"note":""}'.length) };
    expect('value' in parseSecurityEvent({ ...valid, details: fits })).toBe(true);
    const tooBig = { note: 'é'.repeat(2100) };
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
