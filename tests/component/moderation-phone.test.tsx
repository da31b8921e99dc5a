import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import * as api from '@/features/admin/moderation/api';
import DashboardPage from '@/features/admin/moderation/components/dashboard-page';
import ListingsPage from '@/features/admin/moderation/components/listings-page';
import { SuspendedNotice } from '@/features/portal/components/suspended-notice';
import type { ListingRecord } from '@/data/listings';
import { AsStaff, pageWidth, staffSession } from './staff-session';

// The moderation queue and the owner's suspension notice on a 390 px phone in German and
// Arabic (right to left). The queue's calls answer as the real server does: the counts and a
// reported listing with its open reports (tests/integration/moderation.test.ts "leaves browse,
// tells the owner why (mail in their language), and comes back"). Suspending through the
// server is the journey of tests/e2e/moderation.spec.ts.
vi.mock('@/features/admin/moderation/api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  fetchQueueCounts: vi.fn(),
  fetchListings: vi.fn(),
}));

const name = 'Sehr lange Dachdeckerei und Bauklempnerei Zp1';
const moderator = staffSession(['moderator']);

describe.each(['de', 'ar'] as const)('moderation on a 390 px phone in %s', (code) => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('the dashboard, the queue’s cards and the suspend dialog fit and speak the language', async () => {
    const moderation = (await import(`../../src/i18n/locales/${code}/moderation.json`)) as {
      default: { listings: { suspend: string; confirmSuspend: string } };
    };
    await page.viewport(390, 844);
    await i18n.changeLanguage(code);
    expect(document.documentElement.lang).toBe(code);
    expect(document.documentElement.dir).toBe(code === 'ar' ? 'rtl' : 'ltr');
    vi.mocked(api.fetchQueueCounts).mockResolvedValue({
      ok: true,
      value: {
        newListings: 0,
        reportedListings: 1,
        reportedReviews: 0,
        heldReviews: 0,
        verificationRequests: 0,
        disputes: 0,
        securityEvents24h: 0,
      },
    });
    const dashboard = await render(
      <AsStaff session={moderator} path="/admin">
        <DashboardPage />
      </AsStaff>,
    );
    await expect.element(dashboard.getByTestId('queue-card-reportedListings')).toBeVisible();
    expect(pageWidth()).toBeLessThanOrEqual(390);
    await dashboard.unmount();

    vi.mocked(api.fetchListings).mockResolvedValue({
      ok: true,
      value: {
        page: 1,
        perPage: 25,
        totalItems: 1,
        totalPages: 1,
        items: [
          {
            id: 'l00000000000001',
            businessName: name,
            ownerEmail: 'owner@example.com',
            status: 'active',
            suspensionReason: '',
            verified: false,
            backgroundCheck: false,
            backgroundCheckedAt: '',
            created: '2026-11-22 01:00:00.000Z',
            reports: [
              {
                id: 'r00000000000001',
                reason: 'fake',
                details: 'Fotos von einer anderen Firma',
                created: '2026-11-22 02:00:00.000Z',
              },
            ],
          },
        ],
      },
    });
    const queue = await render(
      <AsStaff session={moderator} path="/admin/listings?queue=reported">
        <ListingsPage />
      </AsStaff>,
    );
    // On a phone each row of the queue is a card.
    const card = queue.getByTestId('admin-list-card').filter({ hasText: name });
    const suspend = card.getByRole('button', { name: moderation.default.listings.suspend });
    await expect.element(suspend).toBeVisible();
    expect(pageWidth()).toBeLessThanOrEqual(390);
    // The action is on the screen without swiping the table sideways.
    const box = suspend.element().getBoundingClientRect();
    expect(box.left >= 0 && box.right <= 390).toBe(true);
    await suspend.click();
    await expect
      .element(
        page
          .getByRole('dialog')
          .getByRole('button', { name: moderation.default.listings.confirmSuspend }),
      )
      .toBeVisible();
  });

  it('the owner’s notice says the listing is suspended and staff’s reason, within the phone', async () => {
    const trust = (await import(`../../src/i18n/locales/${code}/trust.json`)) as {
      default: { suspended: { title: string } };
    };
    await page.viewport(390, 844);
    await i18n.changeLanguage(code);
    const listing = {
      status: 'suspended',
      suspension_reason: 'Fotos gestohlen / صور مسروقة',
    } as ListingRecord;
    const screen = await render(<SuspendedNotice listing={listing} />);
    await expect.element(screen.getByText(trust.default.suspended.title)).toBeVisible();
    await expect.element(screen.getByText('Fotos gestohlen / صور مسروقة')).toBeVisible();
    expect(pageWidth()).toBeLessThanOrEqual(390);
  });
});
