import { describe, expect, it } from 'vitest';
import {
  blastBody,
  isSending,
  parseProgress,
  progressFraction,
  toggleLanguage,
  type BlastProgress,
} from '@/features/admin/email-blast/model';

const progress = (over: Partial<BlastProgress>): BlastProgress => ({
  id: 'b1',
  status: 'sending',
  total: 10,
  sent: 0,
  failed: 0,
  skipped: 0,
  unconfirmed: 0,
  pending: 10,
  ...over,
});

describe('email blast model', () => {
  it('sends only the chosen languages, with empty texts where none were typed', () => {
    expect(
      blastBody({
        audience: 'clients',
        languages: ['English', 'German'],
        content: { English: { subject: 'S', body: 'B' }, French: { subject: 'x', body: 'y' } },
      }),
    ).toEqual({
      audience: 'clients',
      languages: ['English', 'German'],
      content: { English: { subject: 'S', body: 'B' }, German: { subject: '', body: '' } },
    });
  });

  it('keeps languages in list order when toggled', () => {
    const all = ['English', 'Spanish', 'French'];
    expect(toggleLanguage(['French'], 'English', true, all)).toEqual(['English', 'French']);
    expect(toggleLanguage(['English', 'French'], 'English', false, all)).toEqual(['French']);
  });

  it('counts skipped, failed and unconfirmed as handled', () => {
    expect(progressFraction(progress({ sent: 5, skipped: 2, failed: 1, unconfirmed: 0 }))).toBe(
      0.8,
    );
    expect(progressFraction(progress({ total: 0 }))).toBe(0);
    expect(progressFraction(progress({ total: 0, status: 'sent' }))).toBe(1);
    expect(progressFraction(progress({ total: 2, sent: 3 }))).toBe(1);
  });

  it('polls only while sending', () => {
    expect(isSending(progress({}))).toBe(true);
    expect(isSending(progress({ status: 'sent' }))).toBe(false);
    expect(isSending(null)).toBe(false);
  });

  it('reads a progress answer and refuses anything else', () => {
    expect(parseProgress({ id: 'x', status: 'sent', total: 3, sent: 3 })).toEqual(
      progress({ id: 'x', status: 'sent', total: 3, sent: 3, pending: 0 }),
    );
    expect(parseProgress({ id: 'x', status: 'lost' })).toBeNull();
    expect(parseProgress({ status: 'sent' })).toBeNull();
    expect(parseProgress(null)).toBeNull();
  });
});
