import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nReady } from '@/i18n';
import type { ReviewRow } from '@/features/admin/moderation/api';
import { ReviewActions } from '@/features/admin/moderation/components/review-actions';
import { SessionProvider } from '@/lib/session';

// What staff can do with a review of each state, read from the server-rendered HTML: a review
// the server holds is published or hidden; a hidden one unhidden; a shown one hidden or kept.
beforeAll(async () => {
  await i18nReady;
});

const row = (fields: Partial<ReviewRow>): ReviewRow => ({
  id: 'review000000001',
  contractorId: 'listing00000001',
  businessName: 'Acme Roofing',
  authorName: 'Chris C.',
  rating: 5,
  body: 'Great',
  hidden: false,
  heldReason: '',
  created: '2026-12-01 10:00:00.000Z',
  reports: [],
  ...fields,
});

const buttons = (r: ReviewRow) =>
  [
    ...renderToStaticMarkup(
      <SessionProvider>
        <ReviewActions row={r} onChanged={() => {}} />
      </SessionProvider>,
    ).matchAll(/<button[^>]*>([^<]*)<\/button>/g),
  ].map((m) => m[1]);

describe('ReviewActions', () => {
  it('offers Publish and Hide for a held review', () => {
    expect(buttons(row({ hidden: true, heldReason: 'new_account' }))).toEqual(['Publish', 'Hide']);
  });

  it('offers Unhide for a hidden review, Hide and Keep for a shown one', () => {
    expect(buttons(row({ hidden: true }))).toEqual(['Unhide']);
    expect(buttons(row({}))).toEqual(['Hide', 'Keep']);
  });
});
