import { describe, expect, it } from 'vitest';
import { opts, useMatrix } from '../../support/bad-input';
import { bad, row, unparsed, type Fields, type Row } from '../../support/refusal';

// Bad input to POST /api/log-security-event. Every case answers 4xx and writes nothing
// (tests/support/bad-input.ts), except an over-long userAgent, which is cut instead.
const m = useMatrix('bad-input/log-security-event');

const VALID_DETAILS = {
  reason: 'bad-input matrix',
  activityType: 'rapid_clicks',
  timestamp: '2026-11-22T01:00:00.000Z',
};

describe('POST /api/log-security-event', () => {
  const route = '/api/log-security-event';
  const event = (fields: Fields = {}): Fields => ({
    eventType: 'suspicious_activity',
    severity: 'medium',
    details: VALID_DETAILS,
    userAgent: 'Mozilla/5.0 (bad input)',
    ...fields,
  });
  /** details whose JSON is exactly `bytes` bytes of ASCII */
  const detailsOf = (bytes: number) => ({
    ...VALID_DETAILS,
    blob: 'x'.repeat(bytes - JSON.stringify({ ...VALID_DETAILS, blob: '' }).length),
  });

  it.each<Row<unknown>>([
    row('a JSON array as the body', () => [event()], unparsed),
    row('malformed JSON as the body', () => '{"eventType":', unparsed),
    row(
      'eventType 1 (a number)',
      () => event({ eventType: 1 }),
      bad('eventType', 'validation_invalid_value'),
    ),
    row(
      'eventType "FAILED_AUTH" (case differs)',
      () => event({ eventType: 'FAILED_AUTH' }),
      bad('eventType', 'validation_invalid_value'),
    ),
    row(
      'severity "critical"',
      () => event({ severity: 'critical' }),
      bad('severity', 'validation_invalid_value'),
    ),
    row(
      'severity ["high"] (an array)',
      () => event({ severity: ['high'] }),
      bad('severity', 'validation_invalid_value'),
    ),
    row(
      'details ["a"] (an array)',
      () => event({ details: ['a'] }),
      bad('details', 'validation_invalid_type'),
    ),
    row(
      'details of 4097 bytes of JSON (max 4096)',
      () => event({ details: detailsOf(4097) }),
      bad('details', 'validation_too_large'),
    ),
    row(
      'details of 2100 "é" (under 4096 characters, over 4096 bytes)',
      () => event({ details: { ...VALID_DETAILS, text: 'é'.repeat(2100) } }),
      bad('details', 'validation_too_large'),
    ),
    row('no details', () => event({ details: undefined }), bad('details', 'validation_required')),
    row(
      'the old payload: details {kind} without reason, activityType or timestamp',
      () => event({ details: { kind: 'rapid_clicks', clicksPerMinute: 31 } }),
      bad('details', 'validation_invalid_details'),
    ),
    row(
      'details without a timestamp',
      () => event({ details: { ...VALID_DETAILS, timestamp: undefined } }),
      bad('details', 'validation_invalid_details'),
    ),
    row(
      'details.timestamp "yesterday"',
      () => event({ details: { ...VALID_DETAILS, timestamp: 'yesterday' } }),
      bad('details', 'validation_invalid_details'),
    ),
    row(
      'a failed_auth without attemptedEmail',
      () =>
        event({
          eventType: 'failed_auth',
          details: { reason: 'invalid_credentials', timestamp: VALID_DETAILS.timestamp },
        }),
      bad('details', 'validation_invalid_details'),
    ),
    row(
      'details.reason as an object',
      () => event({ details: { ...VALID_DETAILS, reason: { text: 'x' } } }),
      bad('details', 'validation_invalid_details'),
    ),
    row(
      'userAgent 42 (a number)',
      () => event({ userAgent: 42 }),
      bad('userAgent', 'validation_invalid_type'),
    ),
  ])('%s', (_title, c) => m.refusedRoute(route, c.body(), c.expected, ['security_events']));

  it('cuts a 1000-character userAgent to 512 instead of refusing the event', async () => {
    const { id } = await m.as().send<{ id: string }>(route, {
      method: 'POST',
      body: event({ userAgent: 'a'.repeat(1000) }),
      requestKey: null,
    });
    const stored = await m.admin.collection('security_events').getOne(id, opts);
    expect(stored.user_agent).toBe('a'.repeat(512));
  });
});
