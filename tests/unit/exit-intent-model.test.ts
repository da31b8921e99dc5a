import { describe, expect, it } from 'vitest';
import { isValidEmail } from '@/data/exit-intent-captures';
import {
  armDelayMs,
  audienceFor,
  isTopExit,
  mayOpen,
  offerOutcome,
} from '@/features/exit-intent/model';

describe('audienceFor', () => {
  it.each([
    ['/contractor-portal', '', 'contractor'],
    ['/auth', '?mode=contractor', 'hirer'],
    ['/join', '', 'contractor'],
    ['/affiliate-portal', '', 'contractor'],
    ['/dashboard', '', 'contractor'],
    ['/', '?utm_source=contractor', 'contractor'],
    ['/browse', '?utm_source=contractor', 'contractor'],
    ['/browse', '', 'hirer'],
    ['/profile/abc', '', 'hirer'],
    ['/client-dashboard', '', 'hirer'],
    ['/hire', '', 'hirer'],
    ['/', '', 'hirer'],
    ['/faq', '?utm_source=google', 'hirer'],
  ])('%s%s → %s', (path, search, audience) => {
    expect(audienceFor(path, search)).toBe(audience);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['a@b.co', true],
    ['  someone@example.com ', true],
    ['@', true],
    ['', false],
    ['   ', false],
    ['no-at-sign.example.com', false],
  ])('%j → %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe('isTopExit (20 px)', () => {
  it('is a pointer leaving the page within 20 px of the top', () => {
    expect(isTopExit({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isTopExit({ clientY: 20, relatedTarget: null })).toBe(true);
    expect(isTopExit({ clientY: -5, relatedTarget: null })).toBe(true);
  });
  it('is not a move lower down, or onto another element', () => {
    expect(isTopExit({ clientY: 21, relatedTarget: null })).toBe(false);
    expect(isTopExit({ clientY: 5, relatedTarget: {} })).toBe(false);
  });
});

describe('mayOpen', () => {
  it('only when armed, not yet shown this session, and nobody is signed in', () => {
    expect(mayOpen({ armed: true, shownThisSession: false, signedIn: false })).toBe(true);
    expect(mayOpen({ armed: false, shownThisSession: false, signedIn: false })).toBe(false);
    expect(mayOpen({ armed: true, shownThisSession: true, signedIn: false })).toBe(false);
    expect(mayOpen({ armed: true, shownThisSession: false, signedIn: true })).toBe(false);
  });
});

describe('armDelayMs (armed 2 s after page load)', () => {
  const loadedAt = 1_700_000_000_000;
  it('counts the 2 s from then, not from when the watcher starts', () => {
    expect(armDelayMs(loadedAt, loadedAt)).toBe(2000);
    expect(armDelayMs(loadedAt, loadedAt + 300)).toBe(1700);
    expect(armDelayMs(loadedAt, loadedAt + 1999)).toBe(1);
  });
  it('is 0 once the 2 s have passed', () => {
    expect(armDelayMs(loadedAt, loadedAt + 2000)).toBe(0);
    expect(armDelayMs(loadedAt, loadedAt + 60_000)).toBe(0);
  });
});

describe('offerOutcome', () => {
  it('is "sent" only when the server says the offer went out', () => {
    expect(offerOutcome({ offer: 'sent' })).toBe('sent');
    expect(offerOutcome({ offer: 'failed' })).toBe('unknown');
    expect(offerOutcome({ offer: 'pending' })).toBe('unknown');
    expect(offerOutcome(null)).toBe('unknown');
    expect(offerOutcome('sent')).toBe('unknown');
  });

  it('reads an older server\'s "skipped" as unknown (the server no longer tells it apart)', () => {
    expect(offerOutcome({ offer: 'skipped' })).toBe('unknown');
  });
});
