import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingRecord } from '@/data/listings';
import { addNamespace, i18nReady } from '@/i18n';
import market from '@/i18n/locales/en/market.json' with { type: 'json' };
import { TrustBadges } from '@/features/profile/components/trust-badges';
import { SuspendedNotice } from '@/features/portal/components/suspended-notice';

// What the profile's explained badges and the portal's suspension notice say, read from the
// server-rendered HTML in English.
beforeAll(async () => {
  await i18nReady;
  addNamespace('market', market);
});

const listing = (fields: Partial<ListingRecord> = {}): ListingRecord => ({
  id: 'listing00000001',
  created: '2026-11-01 10:00:00.000Z',
  updated: '2026-11-01 10:00:00.000Z',
  owner: 'owner0000000001',
  business_name: 'Acme Roofing',
  trades: [],
  description: '',
  phone: '',
  email: '',
  website: '',
  city: '',
  region: '',
  postcode: '',
  country_code: '',
  lat: null,
  lon: null,
  service_radius_km: 0,
  years_in_business: 0,
  license_number: '',
  insured: false,
  verified: false,
  background_check: false,
  logo: '',
  photos: [],
  rating_avg: 0,
  rating_count: 0,
  status: 'active',
  listed_until: '',
  ...fields,
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('TrustBadges', () => {
  it('explains Verified and Background check with the dates staff set', () => {
    const html = renderToStaticMarkup(
      <TrustBadges
        listing={listing({
          verified: true,
          verified_at: '2026-11-20 10:00:00.000Z',
          verified_documents: ['licence', 'insurance'],
          background_check: true,
          background_checked_at: '2026-11-21 10:00:00.000Z',
        })}
      />,
    );
    expect(html).toContain('<details>');
    expect(text(html)).toContain(
      "Staff checked this contractor's licence and insurance documents on Nov 20, 2026.",
    );
    expect(text(html)).toContain('Staff recorded a background check result on Nov 21, 2026.');
  });

  it('says what the badge means without a date when the server has none', () => {
    const html = renderToStaticMarkup(
      <TrustBadges listing={listing({ verified: true, verified_at: '' })} />,
    );
    expect(text(html)).toContain("Staff checked this contractor's documents.");
    expect(html).not.toContain('badge-background-check');
  });

  it.each<[('licence' | 'insurance')[] | undefined, string]>([
    [['licence'], "Staff checked this contractor's licence document on Nov 20, 2026."],
    [['insurance'], "Staff checked this contractor's insurance document on Nov 20, 2026."],
    [undefined, "Staff checked this contractor's documents on Nov 20, 2026."],
  ])('names only the documents staff checked (%j)', (documents, said) => {
    const html = renderToStaticMarkup(
      <TrustBadges
        listing={listing({
          verified: true,
          verified_at: '2026-11-20 10:00:00.000Z',
          ...(documents ? { verified_documents: documents } : {}),
        })}
      />,
    );
    expect(text(html)).toContain(said);
    expect(text(html)).not.toContain('licence and insurance');
  });

  it('shows no staff badge the listing does not have', () => {
    expect(renderToStaticMarkup(<TrustBadges listing={listing()} />)).not.toContain('<details>');
  });
});

describe('SuspendedNotice', () => {
  it("tells the owner staff's reason and that editing is locked", () => {
    const html = renderToStaticMarkup(
      <SuspendedNotice
        listing={listing({ status: 'suspended', suspension_reason: 'Fake photos.' })}
      />,
    );
    expect(text(html)).toContain('Your listing is suspended');
    expect(text(html)).toContain("Staff's reason: Fake photos.");
    expect(text(html)).toContain('you cannot edit or remove it');
  });

  it('is not there for a listing in good standing', () => {
    expect(renderToStaticMarkup(<SuspendedNotice listing={listing()} />)).toBe('');
  });
});

describe('HireRequestCard after staff resolved a dispute', () => {
  it('says staff cancelled it, not the client, and that the request is closed', async () => {
    const portal = (await import('@/i18n/locales/en/portal.json', { with: { type: 'json' } }))
      .default;
    addNamespace('portal', portal);
    const { HireRequestCard } = await import('@/features/portal/components/hire-request-card');
    const { requestedHire } = await import('../support/local-db');
    const html = renderToStaticMarkup(
      <HireRequestCard
        hire={requestedHire('hire00000000001', '2026-11-20 10:00:00.000Z', {
          status: 'cancelled',
          dispute_resolution: 'The roof was never finished.',
        })}
        trades={new Map()}
      />,
    );
    expect(text(html)).toContain('Cancelled by staff after a dispute');
    expect(text(html)).not.toContain('Cancelled by the client');
    expect(text(html)).toContain('This request is closed: no contact details are shared.');
  });
});
