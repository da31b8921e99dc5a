import { describe, expect, it } from 'vitest';
import { formatsDeviceData, PAGE_ROUTES } from '@/app/route-table';

describe('formatsDeviceData: prerendered pages that format device data once hydrated', () => {
  it('is browse only, with or without a trailing slash', () => {
    expect(formatsDeviceData('/browse')).toBe(true);
    expect(formatsDeviceData('/browse/')).toBe(true);
    for (const path of ['/', '/faq', '/terms', '/profile/abc', '/browsex']) {
      expect(formatsDeviceData(path)).toBe(false);
    }
  });

  it('names prerendered pages only (others are rendered afresh, warmed by the loader)', () => {
    const flagged = PAGE_ROUTES.filter((route) => route.formatsDeviceData);
    expect(flagged.length).toBeGreaterThan(0);
    for (const route of flagged) expect(route.prerender).toBe(true);
  });
});
