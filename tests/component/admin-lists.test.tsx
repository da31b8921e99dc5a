import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import * as api from '@/features/admin/lists/api';
import AffiliatesPage from '@/features/admin/lists/components/affiliates-page';
import LeadsPage from '@/features/admin/lists/components/leads-page';
import SecurityEventsPage from '@/features/admin/lists/components/security-events-page';
import deAdmin from '@/i18n/locales/de/admin.json' with { type: 'json' };
import { AsStaff, pageWidth, staffSession } from './staff-session';

// The staff lists' states and their German phone layout. The list calls are replaced with the
// answers the real server gives (tests/integration/staff-roles.test.ts): a moderator's 403 on
// the admin-only lists ("GET /api/admin/leads and /api/admin/affiliates answer moderator with
// 403"), leads as stored ("lists leads with their intent, language and offer state as stored"),
// affiliates with the account's email ("lists affiliates with the account email and leaves
// payout details out"); and security events with the account's email joined and the details
// kept an object (tests/integration/staff-security-events.test.ts "joins the account's email to
// each event and keeps the details an object").
vi.mock('@/features/admin/lists/api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  fetchSecurityEvents: vi.fn(),
  fetchLeads: vi.fn(),
  fetchAffiliates: vi.fn(),
}));

const onePage = <T,>(items: T[]) => ({
  ok: true as const,
  value: { page: 1, perPage: 25, totalItems: items.length, totalPages: 1, items },
});
const admin = staffSession(['admin']);

describe('staff lists', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('a moderator sees the server’s 403 on the admin-only leads, and no export', async () => {
    vi.mocked(api.fetchLeads).mockResolvedValue({
      ok: false,
      failure: { kind: 'refused', status: 403, message: 'Only admins.' },
    });
    const screen = await render(
      <AsStaff session={staffSession(['moderator'])} path="/admin/leads">
        <LeadsPage />
      </AsStaff>,
    );
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Exit-Intent Leads' }))
      .toBeVisible();
    await expect.element(screen.getByText('Only admins can see this.')).toBeVisible();
    // The list's own answer was the server's 403: no export of what the server refused.
    expect(screen.getByRole('button', { name: 'Export CSV' }).elements()).toHaveLength(0);
  });

  describe('in German on a 390 px phone', () => {
    const target = { id: 'utarget00000001', email: 'target-1@example.com' };
    beforeEach(async () => {
      await page.viewport(390, 844);
      await i18n.changeLanguage('de');
    });

    it('security events say who and why in words, with the time in German', async () => {
      vi.mocked(api.fetchSecurityEvents).mockResolvedValue(
        onePage([
          {
            id: 'e00000000000001',
            type: 'failed_auth',
            severity: 'medium',
            user: target.id,
            userEmail: target.email,
            userName: '',
            details: {
              reason: 'invalid_credentials',
              attemptedEmail: target.email,
              timestamp: '2026-11-22T01:00:00.000Z',
              extraField: { nested: 'kept as text' },
            },
            created: '2026-11-22 01:00:00.000Z',
          },
        ]),
      );
      const screen = await render(
        <AsStaff session={admin} path="/admin/security-events">
          <SecurityEventsPage />
        </AsStaff>,
      );
      const card = screen.getByTestId('admin-list-card');
      await expect.element(card).toHaveTextContent(deAdmin.securityEvents.types.failed_auth);
      await expect
        .element(card)
        .toHaveTextContent(deAdmin.securityEvents.reasons.invalid_credentials);
      await expect.element(card).toHaveTextContent(deAdmin.securityEvents.fields.attemptedEmail);
      await expect
        .element(card.getByText(target.email).first())
        .toHaveAttribute('title', target.id);
      await expect.element(card).not.toHaveTextContent(target.id);
      await expect.element(card).not.toHaveTextContent('{');
      await expect.element(card).toHaveTextContent('extraField.nested');
      // The time in German (22.11.2026), not the stored ISO text.
      await expect.element(card).toHaveTextContent('22.11.2026');
      await expect.element(card).not.toHaveTextContent('2026-11-22T01');
      expect(pageWidth()).toBeLessThanOrEqual(390);
    });

    it('leads and affiliates show intent, language, offer, payout and status in German', async () => {
      vi.mocked(api.fetchLeads).mockResolvedValue(
        onePage([
          {
            id: 'l00000000000001',
            email: 'lead-1@example.com',
            userIntent: 'hirer',
            language: 'German',
            offerStatus: 'sent',
            created: '2026-11-22 01:00:00.000Z',
          },
        ]),
      );
      const leads = await render(
        <AsStaff session={admin} path="/admin/leads">
          <LeadsPage />
        </AsStaff>,
      );
      const leadCard = leads.getByTestId('admin-list-card');
      await expect.element(leadCard).toHaveTextContent(deAdmin.leads.intents.hirer);
      await expect.element(leadCard).toHaveTextContent('Deutsch');
      await expect.element(leadCard).toHaveTextContent(deAdmin.leads.offerStatuses.sent);
      await expect.element(leadCard).not.toHaveTextContent('hirer');
      await expect.element(leadCard).not.toHaveTextContent('German');
      expect(pageWidth()).toBeLessThanOrEqual(390);
      await leads.unmount();

      vi.mocked(api.fetchAffiliates).mockResolvedValue(
        onePage([
          {
            id: 'a00000000000001',
            email: target.email,
            referralCode: 'ref1',
            status: 'pending',
            payoutMethod: 'bank_transfer',
            created: '2026-11-22 01:00:00.000Z',
          },
        ]),
      );
      const affiliates = await render(
        <AsStaff session={admin} path="/admin/affiliates">
          <AffiliatesPage />
        </AsStaff>,
      );
      const affiliateCard = affiliates.getByTestId('admin-list-card');
      await expect
        .element(affiliateCard)
        .toHaveTextContent(deAdmin.affiliates.payoutMethods.bank_transfer);
      await expect.element(affiliateCard).toHaveTextContent(deAdmin.affiliates.statuses.pending);
      await expect.element(affiliateCard).not.toHaveTextContent('bank_transfer');
      expect(pageWidth()).toBeLessThanOrEqual(390);
    });
  });
});
