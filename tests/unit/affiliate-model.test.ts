import { describe, expect, it } from 'vitest';
import { newVisitorId, referralCodeFrom } from '@/features/affiliate/model';

describe('newVisitorId (prefix + timestamp + random text)', () => {
  it('is visitor_<ms>_<8 base-36 characters>, accepted by the server', () => {
    const id = newVisitorId(1795300000000);
    expect(id).toMatch(/^visitor_1795300000000_[a-z0-9]{8}$/);
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
  it('differs between calls', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newVisitorId(1)));
    expect(ids.size).toBe(200);
  });
  it('uses the random source it is given', () => {
    expect(newVisitorId(5, () => 0)).toBe('visitor_5_00000000');
  });
});

describe('referralCodeFrom', () => {
  it.each([
    ['?ref=JANE-2026', 'JANE-2026'],
    ['?utm_source=x&ref=abc_123', 'abc_123'],
    ['?ref=%20JANE%20', 'JANE'],
    ['?ref=ab', null],
    ['?ref=<script>', null],
    ['?ref=' + 'a'.repeat(33), null],
    ['?trade=roofer', null],
    ['', null],
  ])('%s → %s', (search, code) => {
    expect(referralCodeFrom(search)).toBe(code);
  });
});
