import { describe, expect, it } from 'vitest';
import {
  actionErrorKey,
  checkReason,
  knownReportReason,
  LISTING_QUEUES,
  mailOutcomeKey,
  QUEUE_CARDS,
  queueCardLink,
  queueFromSearch,
  readQueueCounts,
  REASON_MAX_LENGTH,
  REVIEW_QUEUES,
  VERIFICATION_STATUSES,
} from '@/features/admin/moderation/model';
import moderation from '@/i18n/locales/en/moderation.json' with { type: 'json' };

describe('queueFromSearch', () => {
  it('reads a known queue from the query string', () => {
    expect(queueFromSearch('?queue=reported', 'queue', LISTING_QUEUES)).toBe('reported');
    expect(queueFromSearch('?queue=suspended&page=2', 'queue', LISTING_QUEUES)).toBe('suspended');
    expect(queueFromSearch('?queue=hidden', 'queue', REVIEW_QUEUES)).toBe('hidden');
    expect(queueFromSearch('?status=rejected', 'status', VERIFICATION_STATUSES)).toBe('rejected');
  });

  it('falls back to the first queue when the value is missing, empty or unknown', () => {
    expect(queueFromSearch('', 'queue', LISTING_QUEUES)).toBe('new');
    expect(queueFromSearch('?queue=', 'queue', LISTING_QUEUES)).toBe('new');
    expect(queueFromSearch('?queue=REPORTED', 'queue', LISTING_QUEUES)).toBe('new');
    expect(queueFromSearch('?queue=hidden', 'queue', LISTING_QUEUES)).toBe('new');
    expect(queueFromSearch('?status=reported', 'queue', REVIEW_QUEUES)).toBe('reported');
    expect(queueFromSearch('?queue=approved', 'status', VERIFICATION_STATUSES)).toBe('pending');
  });
});

describe('checkReason', () => {
  it('requires a reason that is more than blanks when the action needs one', () => {
    expect(checkReason('', true)).toBe('required');
    expect(checkReason('  \n\t ', true)).toBe('required');
    expect(checkReason('Fake photos', true)).toBeNull();
  });

  it('lets an optional reason be empty', () => {
    expect(checkReason('', false)).toBeNull();
  });

  it('refuses more than 2000 characters, counted without the blanks around', () => {
    expect(REASON_MAX_LENGTH).toBe(2000);
    expect(checkReason('x'.repeat(2000), true)).toBeNull();
    expect(checkReason(` ${'x'.repeat(2000)} `, true)).toBeNull();
    expect(checkReason('x'.repeat(2001), true)).toBe('tooLong');
    expect(checkReason('x'.repeat(2001), false)).toBe('tooLong');
  });
});

describe('mailOutcomeKey', () => {
  it('words each answer of the server', () => {
    expect(mailOutcomeKey('sent')).toBe('mail.sent');
    expect(mailOutcomeKey('failed')).toBe('mail.failed');
    expect(mailOutcomeKey('skipped')).toBe('mail.skipped');
    expect(mailOutcomeKey('skipped', 'suspend')).toBe('mail.skipped');
    // A reinstatement has no reason for the owner to read in the portal.
    expect(mailOutcomeKey('skipped', 'reinstate')).toBe('mail.skippedReinstate');
    expect(mailOutcomeKey('sent', 'reinstate')).toBe('mail.sent');
  });

  it('says nothing when nobody was to be mailed, and never claims a mail it cannot tell', () => {
    expect(mailOutcomeKey('none')).toBeNull();
    expect(mailOutcomeKey(undefined)).toBeNull();
    expect(mailOutcomeKey('queued')).toBe('mail.unknown');
    expect(mailOutcomeKey(true)).toBe('mail.unknown');
  });

  it('has English words that say what happened', () => {
    expect(moderation.mail.sent).toBe('The owner was emailed.');
    expect(moderation.mail.failed).toBe('The email to the owner failed; the change stands.');
    expect(moderation.mail.skipped).toBe(
      'No mail server is set up: the owner was not emailed; they see the reason in their portal.',
    );
  });
});

describe('actionErrorKey', () => {
  const invalid = (fields: Record<string, { code: string; message: string }>) =>
    ({ kind: 'invalid', status: 400, message: 'x', fields }) as const;

  it('reads invalid_state from the 400 answer’s data.status', () => {
    expect(
      actionErrorKey(invalid({ status: { code: 'invalid_state', message: 'Already suspended.' } })),
    ).toBe('errors.invalidState');
    expect(
      actionErrorKey({ kind: 'refused', status: 400, message: '', code: 'invalid_state' }),
    ).toBe('errors.invalidState');
  });

  it('words reason field errors and other field errors', () => {
    expect(actionErrorKey(invalid({ reason: { code: 'validation_required', message: '' } }))).toBe(
      'errors.reasonRequired',
    );
    expect(
      actionErrorKey(invalid({ reason: { code: 'validation_max_text_constraint', message: '' } })),
    ).toBe('errors.reasonTooLong');
    expect(
      actionErrorKey(invalid({ action: { code: 'validation_invalid_value', message: '' } })),
    ).toBe('errors.invalid');
  });

  it('tells a missing item, a role refusal, an ended session and no connection apart', () => {
    expect(actionErrorKey({ kind: 'refused', status: 404, message: '' })).toBe('errors.notFound');
    expect(actionErrorKey({ kind: 'refused', status: 403, message: '' })).toBe('errors.forbidden');
    expect(
      actionErrorKey({ kind: 'refused', status: 401, message: '', code: 'staff_session_expired' }),
    ).toBe('errors.sessionEnded');
    expect(actionErrorKey({ kind: 'offline' })).toBe('errors.offline');
    expect(actionErrorKey({ kind: 'network' })).toBe('errors.failed');
    expect(actionErrorKey({ kind: 'server', status: 500, message: '' })).toBe('errors.failed');
    expect(actionErrorKey({ kind: 'rateLimited', status: 429, message: '' })).toBe(
      'errors.rateLimited',
    );
  });

  it('has English words for every key it answers', () => {
    for (const key of Object.keys(moderation.errors)) {
      expect(moderation.errors[key as keyof typeof moderation.errors].length).toBeGreaterThan(5);
    }
  });
});

describe('readQueueCounts', () => {
  it('reads the seven counts', () => {
    expect(
      readQueueCounts({
        newListings: 3,
        reportedListings: 0,
        reportedReviews: 2,
        heldReviews: 5,
        verificationRequests: 1,
        disputes: 4,
        securityEvents24h: 17,
      }),
    ).toEqual({
      newListings: 3,
      reportedListings: 0,
      reportedReviews: 2,
      heldReviews: 5,
      verificationRequests: 1,
      disputes: 4,
      securityEvents24h: 17,
    });
  });

  it('leaves a missing or malformed count unknown rather than 0', () => {
    const counts = readQueueCounts({ newListings: '3', disputes: -1, reportedReviews: 1.5 });
    expect(counts.newListings).toBeNull();
    expect(counts.disputes).toBeNull();
    expect(counts.reportedReviews).toBeNull();
    expect(counts.securityEvents24h).toBeNull();
    expect(readQueueCounts(null).newListings).toBeNull();
  });

  it('gives every card a label and a queue of its own', () => {
    expect(QUEUE_CARDS.map((c) => moderation.dashboard.cards[c.count])).toEqual([
      'Listings to review',
      'Reported listings',
      'Reported reviews',
      'Reviews waiting for a check',
      'Verification requests',
      'Disputes',
      'Security events, last 24 h',
    ]);
    expect(new Set(QUEUE_CARDS.map((c) => c.to)).size).toBe(QUEUE_CARDS.length);
  });

  it('opens the security events from the UTC day 24 hours ago, the queues as they are', () => {
    const now = Date.parse('2026-11-25T03:00:00Z');
    const links = QUEUE_CARDS.map((c) => queueCardLink(c, now));
    expect(links).toContain('/admin/security-events?from=2026-11-24');
    expect(links).toContain('/admin/listings?queue=reported');
  });
});

describe('knownReportReason', () => {
  it('names the reasons a report can have and leaves others as sent', () => {
    expect(knownReportReason('fraud')).toBe('fraud');
    expect(knownReportReason('Fraud')).toBeNull();
    for (const reason of ['fake', 'spam', 'offensive', 'fraud', 'other'] as const) {
      expect(moderation.reports.reasons[reason]).toBeTruthy();
    }
  });
});
