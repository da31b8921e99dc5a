/**
 * Server calls of the admin lists: security events through their staff route (the account
 * joined on the server), the audit log through the records API (its rule opens it to staff
 * with a live staff session), leads and affiliates through the admin routes (admins only:
 * pb_hooks/routes-admin.pb.js), and the affiliate status action. Each
 * answers a CallResult; a 401 `staff_session_expired` is handled by the caller
 * (the shell's useStaffCall).
 */
import type { Page } from '@/components/list';
import { callPocketBase, type CallResult } from '@/lib/pocketbase-call';
import { eventFilterParams, type EventFilter } from './model';

const options = { requestKey: null };

export type { Page };

/** A security event as the list shows it. */
export interface SecurityEventRow {
  readonly id: string;
  readonly type: string;
  readonly severity: string;
  /** The account's record id ('' when none). */
  readonly user: string;
  /** The account's email, joined by the server ('' when none or gone). */
  readonly userEmail: string;
  /** The account's name ('' when none). */
  readonly userName: string;
  readonly details: unknown;
  readonly created: string;
}

/** Loads one page of a list (page from 1, perPage rows). */
export type PageFetcher<T> = (page: number, perPage: number) => Promise<CallResult<Page<T>>>;

/** An exit-intent capture (GET /api/admin/leads). */
export interface LeadRow {
  readonly id: string;
  readonly email: string;
  readonly userIntent: string;
  readonly language: string;
  readonly offerStatus: string;
  readonly created: string;
}

/** An affiliate (GET /api/admin/affiliates). */
export interface AffiliateRow {
  readonly id: string;
  readonly email: string;
  readonly referralCode: string;
  readonly status: string;
  readonly payoutMethod: string;
  readonly created: string;
}

/** An admin_actions entry. */
export interface AuditRow {
  readonly id: string;
  readonly actorEmail: string;
  readonly action: string;
  /** The collection acted on (e.g. `contractors`), '' when none. */
  readonly targetCollection: string;
  /** The record acted on, '' when none. */
  readonly targetId: string;
  readonly reason: string;
  readonly created: string;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Newest first, `perPage` security events matching `filter` (GET /api/admin/security-events:
 * staff; the server joins each event's account and resolves an email in the user filter).
 */
export function fetchSecurityEvents(
  filter: EventFilter,
  page: number,
  perPage: number,
): Promise<CallResult<Page<SecurityEventRow>>> {
  return callPocketBase((pb) =>
    pb.send<Page<SecurityEventRow>>('/api/admin/security-events', {
      ...options,
      query: { page, perPage, ...eventFilterParams(filter) },
    }),
  );
}

/** Newest first, `perPage` entries of the audit log (list rule: active staff). */
export function fetchAuditLog(page: number, perPage: number): Promise<CallResult<Page<AuditRow>>> {
  return callPocketBase(async (pb) => {
    const list = await pb
      .collection('admin_actions')
      .getList(page, perPage, { ...options, sort: '-created,-id' });
    return {
      ...list,
      items: list.items.map((r) => ({
        id: r.id,
        actorEmail: str(r.actor_email),
        action: str(r.action),
        targetCollection: str(r.target_collection),
        targetId: str(r.target_id),
        reason: str(r.reason),
        created: str(r.created),
      })),
    };
  });
}

/** A page of exit-intent captures (admins only). */
export function fetchLeads(page: number, perPage: number): Promise<CallResult<Page<LeadRow>>> {
  return callPocketBase((pb) =>
    pb.send<Page<LeadRow>>('/api/admin/leads', { ...options, query: { page, perPage } }),
  );
}

/** A page of affiliates (admins only). */
export function fetchAffiliates(
  page: number,
  perPage: number,
): Promise<CallResult<Page<AffiliateRow>>> {
  return callPocketBase((pb) =>
    pb.send<Page<AffiliateRow>>('/api/admin/affiliates', { ...options, query: { page, perPage } }),
  );
}

/**
 * Approves or suspends an affiliate (admins only; a reason is required to suspend). The
 * server logs it in admin_actions.
 */
export function setAffiliateStatus(
  id: string,
  status: 'approved' | 'suspended',
  reason: string,
): Promise<CallResult<{ id: string; status: string }>> {
  return callPocketBase((pb) =>
    pb.send<{ id: string; status: string }>(
      `/api/admin/affiliates/${encodeURIComponent(id)}/status`,
      { ...options, method: 'POST', body: { status, reason } },
    ),
  );
}

/** The largest page the export asks for (the admin routes' limit). */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every row of a list, page after page, for a CSV export.
 * @returns the rows, or the first failure
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, perPage: number) => Promise<CallResult<Page<T>>>,
): Promise<CallResult<T[]>> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(page, EXPORT_PAGE_SIZE);
    if (!result.ok) return result;
    rows.push(...result.value.items);
    if (page >= result.value.totalPages || result.value.items.length === 0) {
      return { ok: true, value: rows };
    }
  }
}
