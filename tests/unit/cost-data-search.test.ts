import { describe, expect, it } from 'vitest';
import type { LaborRateRow, MaterialRow } from '@/data/cost-data';
import {
  laborMatches,
  makeIndex,
  materialMatches,
  normalize,
  search,
} from '@/features/estimator/cost-data/search';

// Search of the cost databases (src/features/estimator/cost-data/search.ts).
const m = (name: string, extra: Partial<MaterialRow> = {}): MaterialRow => ({
  id: name,
  created: '',
  updated: '',
  name,
  category: 'roofing',
  trade: 'roofer',
  unit: 'm2',
  waste_pct: 10,
  price_cents: 0,
  currency: '',
  region: '',
  price_date: '',
  source: '',
  ...extra,
});
const rows = [
  m('Asphalt shingles'),
  m('Béton prêt à l’emploi', { category: 'concrete', trade: 'concrete_finisher', region: 'FR' }),
  m('Ready-mix concrete', { category: 'concrete', trade: 'concrete_finisher' }),
  m('Roof tiles, clay'),
];
const index = makeIndex(rows, (r) => `${r.name} ${r.category}`);
const names = (found: MaterialRow[]) => found.map((r) => r.name);

describe('search', () => {
  it('finds rows holding every word, ignoring case and accents', () => {
    expect(names(search(index, 'CONCRETE'))).toEqual([
      'Béton prêt à l’emploi',
      'Ready-mix concrete',
    ]);
    expect(names(search(index, 'beton pret'))).toEqual(['Béton prêt à l’emploi']);
    expect(names(search(index, 'clay roof'))).toEqual(['Roof tiles, clay']);
    expect(names(search(index, 'clay asphalt'))).toEqual([]);
  });

  it('matches every row for no words, and stops at the limit', () => {
    expect(search(index, '   ')).toHaveLength(4);
    expect(names(search(index, '', () => true, 2))).toEqual([
      'Asphalt shingles',
      'Béton prêt à l’emploi',
    ]);
  });

  it('applies the material filters', () => {
    const f = { trade: 'concrete_finisher', category: '', region: '' };
    expect(names(search(index, '', (r) => materialMatches(r, f)))).toHaveLength(2);
    expect(names(search(index, '', (r) => materialMatches(r, { ...f, region: 'FR' })))).toEqual([
      'Béton prêt à l’emploi',
    ]);
    expect(search(index, '', (r) => materialMatches(r, { ...f, category: 'roofing' }))).toEqual([]);
  });

  it('applies the labour filters', () => {
    const rate = {
      trades: ['roofer', 'waterproofing_specialist'],
      area_title: 'Ohio',
    } as LaborRateRow;
    expect(laborMatches(rate, { trade: 'waterproofing_specialist', region: '' })).toBe(true);
    expect(laborMatches(rate, { trade: '', region: 'Ohio' })).toBe(true);
    expect(laborMatches(rate, { trade: 'electrician', region: '' })).toBe(false);
    expect(laborMatches(rate, { trade: '', region: 'Texas' })).toBe(false);
  });

  it('normalises composed and decomposed letters alike', () => {
    expect(normalize('É')).toBe(normalize('E\u0301'));
    expect(normalize('Ärzte')).toBe('arzte');
  });
});
