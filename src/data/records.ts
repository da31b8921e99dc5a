/**
 * The shapes of the records the sync engine keeps in IndexedDB: PocketBase records as the
 * REST API returns them (collections defined in pb_migrations), minus `collectionId`,
 * `collectionName` and `expand`. Dates are PocketBase's "YYYY-MM-DD hh:mm:ss.sssZ" strings,
 * which sort like the dates they name.
 */

/** Fields every synced record has. */
export interface SyncedRecord {
  id: string;
  /** PocketBase autodate, e.g. "2026-11-22 03:05:00.123Z"; '' until the server has it. */
  created: string;
  updated: string;
}

/** A business listing (collection `contractors`). */
export interface ListingRecord extends SyncedRecord {
  owner: string;
  business_name: string;
  /** Trade values (snake_case ids of the `trades` collection), at least one. */
  trades: string[];
  description: string;
  phone: string;
  email: string;
  website: string;
  city: string;
  region: string;
  postcode: string;
  /** ISO 3166-1 alpha-2, upper case, or ''. */
  country_code: string;
  /** Degrees; null when the position is not known (both or neither). */
  lat: number | null;
  lon: number | null;
  service_radius_km: number;
  years_in_business: number;
  license_number: string;
  insured: boolean;
  verified: boolean;
  background_check: boolean;
  /** File name on the server, '' when none. */
  logo: string;
  photos: string[];
  /** 0–5, two decimals; 0 with rating_count 0. */
  rating_avg: number;
  rating_count: number;
  /** `removed`: the owner's soft delete (hidden from browse; hires and reviews stay). */
  status: 'draft' | 'active' | 'suspended' | 'removed';
  /**
   * End of the free month (starts at the first activation); '' before it and once the $1
   * listing fee is paid (docs/fees.md).
   */
  listed_until: string;
  /** When the $1 listing fee was paid, '' when it was not (server-set). */
  listing_paid_at?: string;
  /** Why the listing fee is waived: 'payments_off' (the server takes no payments), or ''. */
  listing_fee_waiver?: '' | 'payments_off';
  /** When staff approved a verification request (sets `verified`); '' when unset (server). */
  verified_at?: string;
  /** Which documents staff checked for the Verified badge (server-set); absent on older data. */
  verified_documents?: ('licence' | 'insurance')[];
  /** When staff recorded the background check result; '' when unset (server). */
  background_checked_at?: string;
  /** When staff last looked at the listing (kept, suspended, reinstated); '' when never. */
  moderated_at?: string;
  /** Staff's reason while the listing is `suspended`, shown to its owner; '' otherwise. */
  suspension_reason?: string;
}

/** A hire request between a client and a contractor (collection `hires`). */
export interface HireRecord extends SyncedRecord {
  client: string;
  contractor: string;
  trade: string;
  description: string;
  /**
   * requested → accepted/declined (contractor) or cancelled (client); accepted → done
   * (contractor); done → completed or disputed (client) (docs/security-model.md).
   */
  status: 'requested' | 'accepted' | 'declined' | 'done' | 'completed' | 'disputed' | 'cancelled';
  /** Why the client disputes a done hire; set only with that move. */
  dispute_reason?: string;
  /** Staff's note when they resolved the dispute (disputed → completed or cancelled); server. */
  dispute_resolution?: string;
  fee_status: 'unpaid' | 'paid' | 'waived' | 'refunded';
  /** Why the fee is waived: the client's free first month, or the server takes no payments. */
  fee_waiver?: '' | 'free_month' | 'payments_off';
  /** What the contractor sees of the client: set by the server on create ('' until then). */
  client_name?: string;
  /**
   * The client's email (unless they asked to be phoned) and phone: the server shows them to
   * the contractor only once the hire is accepted and its fee settled (docs/fees.md).
   */
  client_email?: string;
  /** As the client gave it, '' when not given. */
  client_phone?: string;
  /** The listing's phone and email, shown to the client once the fee is settled (server). */
  contractor_phone?: string;
  contractor_email?: string;
  [field: string]: unknown;
}

/** A review of a completed hire (collection `reviews`). */
export interface ReviewRecord extends SyncedRecord {
  contractor: string;
  author: string;
  hire: string;
  /** 1–5 */
  rating: number;
  body: string;
  /** The author's public name ("Chris C."), set by the server; '' until it has the review. */
  author_name?: string;
  /**
   * Hidden by staff (docs/moderation.md): the server lists it to its author only, so only the
   * author's device may hold it; it is not shown on the listing.
   */
  hidden?: boolean;
  /**
   * Why the server holds the review for staff (`new_account`, `self_dealing`; '' when not): it
   * is hidden meanwhile, not counted, and listed to its author only.
   */
  held_reason?: string;
}

/** A sync tombstone (collection `record_deletions`). */
export interface DeletionRecord extends SyncedRecord {
  collection: string;
  record_id: string;
  /** The owner of a deleted private record (estimate, cost override); '' for public ones. */
  owner?: string;
}

/** One day's visits through an affiliate's link (UTC day, YYYY-MM-DD). */
export interface AffiliateDayClicks {
  readonly day: string;
  readonly clicks: number;
}

/** A payout staff recorded for an affiliate (collection `affiliate_payouts`). */
export interface AffiliatePayoutRecord {
  readonly id: string;
  /** Minor units of `currency`. */
  readonly amountCents: number;
  /** ISO 4217. */
  readonly currency: string;
  /** PocketBase date string. */
  readonly paidAt: string;
  /** paypal, bank_transfer or '' when staff did not say. */
  readonly method: string;
  readonly reference: string;
}

/** An approved affiliate's figures, as GET /api/affiliate/stats answers them. */
export interface AffiliateStatsRecord {
  readonly referralCode: string;
  readonly clicks: number;
  /** The last 30 UTC days, oldest first. */
  readonly clicksByDay: readonly AffiliateDayClicks[];
  readonly signups: number;
  readonly paidConversions: number;
  /** Per paid conversion, minor units; null when the server sets no commission. */
  readonly commissionCents: number | null;
  /** paidConversions × commissionCents; null when no commission is set. */
  readonly earningsCents: number | null;
  readonly currency: string;
  readonly payouts: readonly AffiliatePayoutRecord[];
  /** When the server computed them, ISO 8601. */
  readonly generatedAt: string;
}

/** One line item of an estimate (src/features/estimator/core/calc.ts prices it). */
export interface EstimateLineData {
  id: string;
  kind: 'material' | 'labour' | 'other';
  description: string;
  /** The materials/labour database row it came from, '' when typed. */
  ref: string;
  /** In `unit`, e.g. 12.5 (m²); hours for labour. */
  quantity: number;
  /** A unit code of src/features/estimator/core/units.ts, e.g. "m2". */
  unit: string;
  /** Integer minor units per `unit`. */
  unitCostCents: number;
  /** Percent, 0 for labour and other. */
  wastePercent: number;
}

/** A construction estimate (collection `estimates`; docs/security-model.md). */
export interface EstimateRecord extends SyncedRecord {
  /** The owner's user id; '' for a project made signed out, kept on this device only. */
  owner: string;
  name: string;
  client_name: string;
  address: string;
  /** Trade record ids. */
  trades: string[];
  /** ISO 4217, e.g. "EUR". */
  currency: string;
  sections: { id: string; name: string; lines: EstimateLineData[] }[];
  settings: {
    overheadPercent: number;
    profitPercent: number;
    taxPercent: number;
    regionalFactor: number;
  };
}

/**
 * A user's own price for one material, or hourly rate for one occupation (collection
 * `cost_overrides`; docs/cost-data.md). Exactly one of `material` and `soc_code` is set.
 */
export interface CostOverrideRecord extends SyncedRecord {
  owner: string;
  /** The `materials` record id, or ''. */
  material: string;
  /** The US SOC code ("47-2111"), or ''. */
  soc_code: string;
  /** Minor units of `currency` (per unit of the material, or per hour); at least 1. */
  price_cents: number;
  /** ISO 4217. */
  currency: string;
  note: string;
}
