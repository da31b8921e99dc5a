/**
 * The staff's lists of what the contact forms brought: support requests and legal inquiries
 * (records API: the collections' list rule opens them to staff with a live staff session).
 */
import type { Page } from '@/components/list';
import { callPocketBase, type CallResult } from '@/lib/pocketbase-call';

/** A support request as the staff list shows it. */
export interface SupportRequestRow {
  readonly id: string;
  readonly reference: string;
  readonly topic: string;
  readonly email: string;
  readonly message: string;
  /** The screenshot's stored name, '' when none. */
  readonly file: string;
  readonly created: string;
}

/** A legal inquiry as the staff list shows it. */
export interface LegalInquiryRow extends SupportRequestRow {
  readonly organisation: string;
  readonly name: string;
  readonly theirReference: string;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One page of a contact collection, newest first, each record read through `shape`. */
function fetchNewest<T>(
  collection: 'support_requests' | 'legal_inquiries',
  page: number,
  perPage: number,
  shape: (record: Record<string, unknown> & { id: string }) => T,
): Promise<CallResult<Page<T>>> {
  return callPocketBase(async (pb) => {
    const list = await pb
      .collection(collection)
      .getList(page, perPage, { sort: '-created,-id', requestKey: null });
    return { ...list, items: list.items.map(shape) };
  });
}

/** The fields both forms share, as the staff list shows them. */
const shared = (r: Record<string, unknown> & { id: string }, topic: unknown, file: unknown) => ({
  id: r.id,
  reference: str(r.reference),
  topic: str(topic),
  email: str(r.email),
  message: str(r.message),
  file: str(file),
  created: str(r.created),
});

/**
 * Newest first, one page of support requests (list rule: staff with a live staff session;
 * others get an empty page).
 */
export function fetchSupportRequests(
  page: number,
  perPage: number,
): Promise<CallResult<Page<SupportRequestRow>>> {
  return fetchNewest('support_requests', page, perPage, (r) => shared(r, r.topic, r.screenshot));
}

/** Newest first, one page of legal inquiries (same rule as fetchSupportRequests). */
export function fetchLegalInquiries(
  page: number,
  perPage: number,
): Promise<CallResult<Page<LegalInquiryRow>>> {
  return fetchNewest('legal_inquiries', page, perPage, (r) => ({
    ...shared(r, r.type, r.attachment),
    organisation: str(r.organisation),
    name: str(r.name),
    theirReference: str(r.their_reference),
  }));
}
