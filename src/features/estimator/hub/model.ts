/**
 * The estimator's projects list (/estimator/projects):
 * estimates and plan takeoffs of the device as one list, its search and sort, and where the
 * estimator's sign-in may lead. Pure: no React, Dexie or SDK.
 */
import type { EstimateRecord } from '@/data/estimates';
import type { PlanSummary } from '@/data/plans';
import { safeNextPath } from '@/features/auth';
import { formatDate, formatRelativeTime } from '@/i18n/format';
import { computeEstimate, type EstimateSection } from '../core/calc';
import { normalize } from '../cost-data/search';

/** One row of the projects list: an estimate or a plan takeoff. */
export interface Project {
  readonly kind: 'estimate' | 'plan';
  readonly id: string;
  readonly name: string;
  /** The estimate's client; '' for a plan. */
  readonly client: string;
  /** The estimate's site address; '' for a plan. */
  readonly address: string;
  /** epoch ms of the last change; null for an estimate not yet stored on the server. */
  readonly updatedMs: number | null;
  /** The estimate's grand total in minor units of `currency`; null for a plan or an estimate that cannot be priced. */
  readonly totalCents: number | null;
  /** ISO 4217; '' for a plan. */
  readonly currency: string;
  /** Whether the record is on this device only (made signed out, or a plan). */
  readonly deviceOnly: boolean;
}

/** How the list is ordered: last changed first, name A→Z, or largest total first. */
export type ProjectSort = 'updated' | 'name' | 'total';
export const PROJECT_SORTS: readonly ProjectSort[] = ['updated', 'name', 'total'];

/** A PocketBase date ("2026-11-27 00:12:00.123Z") as epoch ms; null for '' or an unreadable one. */
export function serverDateMs(value: string): number | null {
  if (!value) return null;
  const ms = Date.parse(value.replace(' ', 'T'));
  return Number.isFinite(ms) ? ms : null;
}

/** An estimate's grand total in cents (core/calc.ts), or null when it cannot be priced. */
export function estimateTotalCents(estimate: EstimateRecord): number | null {
  try {
    // The stored unit is a string; computeEstimate refuses (throws) one it does not know.
    const sections = estimate.sections as unknown as readonly EstimateSection[];
    return computeEstimate(sections, estimate.settings).grandTotalCents;
  } catch {
    return null;
  }
}

/** The list's rows: every estimate and plan given, as projects (unsorted). */
export function toProjects(
  estimates: readonly EstimateRecord[],
  plans: readonly PlanSummary[],
): Project[] {
  return [
    ...estimates.map((e): Project => ({
      kind: 'estimate',
      id: e.id,
      name: e.name,
      client: e.client_name,
      address: e.address,
      updatedMs: serverDateMs(e.updated),
      totalCents: estimateTotalCents(e),
      currency: e.currency,
      deviceOnly: e.owner === '',
    })),
    ...plans.map((p): Project => ({
      kind: 'plan',
      id: p.id,
      name: p.name,
      client: '',
      address: '',
      updatedMs: p.updatedAt,
      totalCents: null,
      currency: '',
      deviceOnly: true,
    })),
  ];
}

/**
 * The projects whose name, client or address hold every word of `query` (case and accents
 * ignored: "muller" finds "Müller"), in the given order; '' keeps all.
 */
export function searchProjects(projects: readonly Project[], query: string): Project[] {
  const terms = normalize(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...projects];
  return projects.filter((p) => {
    const text = normalize(`${p.name} ${p.client} ${p.address}`);
    return terms.every((term) => text.includes(term));
  });
}

/**
 * The projects in `sort` order, ties by name then id: `updated` last changed first (an
 * estimate not yet on the server counts as just changed); `name` A→Z in `locale`'s
 * collation (accents and case ignored); `total` largest first, plans and unpriced estimates last.
 */
export function sortProjects(
  projects: readonly Project[],
  sort: ProjectSort,
  locale: string,
): Project[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName = (a: Project, b: Project) =>
    collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const key = (p: Project): number => {
    if (sort === 'updated') return p.updatedMs ?? Number.POSITIVE_INFINITY;
    return p.totalCents ?? Number.NEGATIVE_INFINITY;
  };
  return [...projects].sort((a, b) => {
    if (sort === 'name') return byName(a, b);
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) return ka > kb ? -1 : 1;
    return byName(a, b);
  });
}

/** Where the estimator's pages go when no (safe) `next` is given. */
export const ESTIMATOR_HOME = '/estimator/projects';

/**
 * Where /estimator/auth leads after a sign-in: `next` when it is a path on this site
 * (auth/model.ts safeNextPath: no scheme, no "//host", no control characters), else
 * /estimator/projects. "https://evil.example" and "//evil.example" both give the fallback.
 */
export function estimatorNext(next: string | null | undefined): string {
  return safeNextPath(next) ?? ESTIMATOR_HOME;
}

/** Where a project opens: its estimate in the construction estimator, or the plan. */
export function projectPath(project: Pick<Project, 'kind' | 'id'>): string {
  const id = encodeURIComponent(project.id);
  return project.kind === 'estimate'
    ? `/construction-estimator?id=${id}`
    : `/plan-estimator?plan=${id}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a project was changed, in `locale`: relative within a week ("5 minutes ago",
 * "yesterday"), else the date ("20 Nov 2026").
 * @param ms epoch ms of the change; @param now epoch ms of now
 */
export function formatUpdated(ms: number, now: number, locale: string): string {
  const ago = Math.max(0, now - ms);
  if (ago >= 7 * DAY) {
    return formatDate(new Date(ms), locale);
  }
  if (ago < HOUR) return formatRelativeTime(-Math.floor(ago / MINUTE), 'minute', locale);
  if (ago < DAY) return formatRelativeTime(-Math.floor(ago / HOUR), 'hour', locale);
  return formatRelativeTime(-Math.floor(ago / DAY), 'day', locale);
}
