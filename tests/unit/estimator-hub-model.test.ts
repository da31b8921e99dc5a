import { describe, expect, it } from 'vitest';
import { blankEstimate, type EstimateRecord } from '@/data/estimates';
import type { PlanSummary } from '@/data/plans';
import {
  estimatorNext,
  formatUpdated,
  projectPath,
  searchProjects,
  serverDateMs,
  sortProjects,
  toProjects,
  type Project,
} from '@/features/estimator/hub/model';

// The projects list of /estimator/projects: rows from estimates and plans, search
// (accent-insensitive), sort, and where the estimator's sign-in may lead.

function estimate(over: Partial<EstimateRecord>): EstimateRecord {
  return {
    ...blankEstimate('Kitchen', 'EUR'),
    id: 'e1',
    owner: 'u1',
    created: '',
    updated: '2026-11-20 10:00:00.000Z',
    ...over,
  };
}

const plan = (over: Partial<PlanSummary>): PlanSummary => ({
  id: 'p1',
  name: 'House.pdf',
  type: 'application/pdf',
  measurementCount: 2,
  updatedAt: Date.parse('2026-11-21T10:00:00Z'),
  ...over,
});

const tiles = {
  id: 's1',
  name: 'Floor',
  lines: [
    {
      id: 'l1',
      kind: 'material' as const,
      description: 'Tiles',
      ref: '',
      quantity: 12.5,
      unit: 'm2',
      unitCostCents: 2000,
      wastePercent: 10,
    },
  ],
};

describe('toProjects', () => {
  it('prices estimates with the core calculation and lists plans without a total', () => {
    // 12.5 m² × 20.00 × 1.10 = 275.00; tax 10 % → 302.50
    const e = estimate({
      sections: [tiles],
      settings: { overheadPercent: 0, profitPercent: 0, taxPercent: 10, regionalFactor: 1 },
      client_name: 'Anna',
    });
    const [a, b] = toProjects([e], [plan({})]);
    expect(a).toMatchObject({
      kind: 'estimate',
      totalCents: 30250,
      currency: 'EUR',
      client: 'Anna',
    });
    expect(a?.updatedMs).toBe(Date.parse('2026-11-20T10:00:00Z'));
    expect(a?.deviceOnly).toBe(false);
    expect(b).toMatchObject({
      kind: 'plan',
      totalCents: null,
      deviceOnly: true,
      name: 'House.pdf',
    });
  });

  it('gives null for an estimate it cannot price and for a device-only one no date', () => {
    const bad = estimate({
      owner: '',
      updated: '',
      sections: [{ ...tiles, lines: tiles.lines.map((l) => ({ ...l, unit: 'parsec' })) }],
    });
    const [p] = toProjects([bad], []);
    expect(p?.totalCents).toBeNull();
    expect(p?.updatedMs).toBeNull();
    expect(p?.deviceOnly).toBe(true);
  });
});

describe('serverDateMs', () => {
  it('reads PocketBase dates and refuses empty or broken ones', () => {
    expect(serverDateMs('2026-01-02 03:04:05.678Z')).toBe(Date.UTC(2026, 0, 2, 3, 4, 5, 678));
    expect(serverDateMs('')).toBeNull();
    expect(serverDateMs('yesterday')).toBeNull();
  });
});

const row = (over: Partial<Project>): Project => ({
  kind: 'estimate',
  id: 'x',
  name: 'x',
  client: '',
  address: '',
  updatedMs: 0,
  totalCents: null,
  currency: 'EUR',
  deviceOnly: false,
  ...over,
});

describe('searchProjects', () => {
  const rows = [
    row({ id: '1', name: 'Küche Müller', client: 'Jürgen', address: 'Hauptstraße 5' }),
    row({ id: '2', name: 'Bathroom', client: 'Zoë Smith', address: 'Elm St' }),
    row({ id: '3', name: 'Plan Ölberg.pdf', kind: 'plan' }),
  ];
  const ids = (q: string) => searchProjects(rows, q).map((p) => p.id);

  it('finds by name, client or address, ignoring case and accents', () => {
    expect(ids('muller')).toEqual(['1']);
    expect(ids('JURGEN')).toEqual(['1']);
    expect(ids('hauptstrasse')).toEqual([]); // ß is not ss: it stays a letter of its own
    expect(ids('hauptstraße')).toEqual(['1']);
    expect(ids('zoe')).toEqual(['2']);
    expect(ids('elm bath')).toEqual(['2']);
    expect(ids('olberg')).toEqual(['3']);
  });

  it('keeps all for an empty query and none when a word is missing', () => {
    expect(ids('  ')).toEqual(['1', '2', '3']);
    expect(ids('bathroom kitchen')).toEqual([]);
  });
});

describe('sortProjects', () => {
  const rows = [
    row({ id: 'a', name: 'beta', updatedMs: 100, totalCents: 500 }),
    row({ id: 'b', name: 'Alpha', updatedMs: 300, totalCents: null }),
    row({ id: 'c', name: 'Ärger', updatedMs: null, totalCents: 900 }),
    row({ id: 'd', name: 'plan 10', kind: 'plan', updatedMs: 200, totalCents: null }),
    row({ id: 'e', name: 'plan 9', kind: 'plan', updatedMs: 200, totalCents: null }),
  ];
  const order = (sort: 'updated' | 'name' | 'total', locale = 'en') =>
    sortProjects(rows, sort, locale).map((p) => p.id);

  it('by updated: unsent first, then last changed, ties by name', () => {
    expect(order('updated')).toEqual(['c', 'b', 'e', 'd', 'a']);
  });

  it('by name in the language’s collation, numbers by value', () => {
    expect(order('name')).toEqual(['b', 'c', 'a', 'e', 'd']);
    // Swedish puts Ä after Z.
    expect(order('name', 'sv')).toEqual(['b', 'a', 'e', 'd', 'c']);
  });

  it('by total: largest first, unpriced last by name', () => {
    expect(order('total')).toEqual(['c', 'a', 'b', 'e', 'd']);
  });

  it('does not change its input', () => {
    const before = rows.map((r) => r.id);
    sortProjects(rows, 'name', 'en');
    expect(rows.map((r) => r.id)).toEqual(before);
  });
});

describe('estimatorNext', () => {
  it('keeps a path on this site', () => {
    expect(estimatorNext('/construction-estimator')).toBe('/construction-estimator');
    expect(estimatorNext('/construction-estimator?id=abc')).toBe('/construction-estimator?id=abc');
  });

  it('falls back to the projects for no, foreign or tricky next', () => {
    for (const next of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'estimator/projects',
      '/auth',
    ]) {
      expect(estimatorNext(next)).toBe('/estimator/projects');
    }
  });
});

describe('projectPath', () => {
  it('opens an estimate in the construction estimator and a plan in the plan estimator', () => {
    expect(projectPath({ kind: 'estimate', id: 'abc' })).toBe('/construction-estimator?id=abc');
    expect(projectPath({ kind: 'plan', id: 'p/1' })).toBe('/plan-estimator?plan=p%2F1');
  });
});

describe('formatUpdated', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);
  it('is relative within a week and a date after', () => {
    expect(formatUpdated(now - 5 * 60_000, now, 'en')).toBe('5 minutes ago');
    expect(formatUpdated(now - 3 * 3_600_000, now, 'en')).toBe('3 hours ago');
    expect(formatUpdated(now - 86_400_000, now, 'en')).toBe('yesterday');
    expect(formatUpdated(now - 10_000, now, 'de')).toBe('in dieser Minute');
    expect(formatUpdated(Date.UTC(2026, 10, 1, 12), now, 'en-GB')).toBe('1 Nov 2026');
  });
});
