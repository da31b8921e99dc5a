import { describe, expect, it } from 'vitest';
import { lineCostCents } from '@/features/estimator/core/calc';
import {
  measuredUnit,
  measurementToLine,
  type LineChoice,
} from '@/features/estimator/takeoff/to-estimate';

// "Add to estimate": a plan measurement as an estimate line, quantities hand-computed.
// Scale 0.01 m per pixel throughout.
const MPP = 0.01;
// A 1000 × 500 px rectangle = 10 m × 5 m = 50 m² (538.196 ft²); with a 200 × 100 px hole: 48 m².
const square = [
  { x: 0, y: 0 },
  { x: 1000, y: 0 },
  { x: 1000, y: 500 },
  { x: 0, y: 500 },
];
const hole = [
  { x: 100, y: 100 },
  { x: 300, y: 100 },
  { x: 300, y: 200 },
  { x: 100, y: 200 },
];
const typed: LineChoice = {
  kind: 'other',
  material: null,
  description: ' Skirting ',
  unitCostCents: 350,
};
const tiles: LineChoice = {
  kind: 'material',
  material: { id: 'mat1', name: 'Ceramic tiles', unit: 'm2', wastePercent: 10, priceCents: 2500 },
  description: '',
  unitCostCents: 0,
};

describe('measuredUnit', () => {
  it('is m/ft, m²/ft² or each', () => {
    expect(measuredUnit('length', 'ft')).toBe('ft');
    expect(measuredUnit('area', 'm')).toBe('m2');
    expect(measuredUnit('area', 'ft')).toBe('ft2');
    expect(measuredUnit('count', 'ft')).toBe('each');
  });
});

describe('measurementToLine', () => {
  it('an area with a hole in m² with the material’s name, price and waste', () => {
    const line = measurementToLine(
      { kind: 'area', points: square, holes: [hole] },
      MPP,
      'm',
      tiles,
      'l1',
    );
    expect(line).toEqual({
      id: 'l1',
      kind: 'material',
      description: 'Ceramic tiles',
      ref: 'mat1',
      quantity: 48,
      unit: 'm2',
      unitCostCents: 2500,
      wastePercent: 10,
    });
    // 48 × 25.00 × 1.10 = 1320.00
    if (!line) throw new Error('no line');
    expect(lineCostCents(line)).toBe(132000);
  });

  it('an area in ft² when the plan shows feet and the line is typed', () => {
    const line = measurementToLine({ kind: 'area', points: square }, MPP, 'ft', typed, 'l2');
    // 50 m² / 0.09290304 = 538.1955… ft²
    expect(line).toMatchObject({
      quantity: 538.196,
      unit: 'ft2',
      unitCostCents: 350,
      description: 'Skirting',
      ref: '',
    });
    expect(line?.wastePercent).toBe(0);
  });

  it('keeps a material priced per m² in m² even when the plan shows feet', () => {
    const line = measurementToLine({ kind: 'area', points: square }, MPP, 'ft', tiles, 'l3');
    expect(line).toMatchObject({ quantity: 50, unit: 'm2', unitCostCents: 2500 });
  });

  it('converts into the material’s own unit of the same dimension (cm for a length)', () => {
    const cable: LineChoice = {
      ...tiles,
      material: { id: 'c', name: 'Cable', unit: 'cm', wastePercent: 5, priceCents: 3 },
    };
    // 300 px + 400 px polyline = 7 m = 700 cm
    const path = [
      { x: 0, y: 0 },
      { x: 300, y: 0 },
      { x: 300, y: 400 },
    ];
    expect(measurementToLine({ kind: 'length', points: path }, MPP, 'm', cable, 'l')).toMatchObject(
      {
        quantity: 700,
        unit: 'cm',
        unitCostCents: 3,
      },
    );
  });

  it('a length in ft: 7 m = 22.966 ft', () => {
    const path = [
      { x: 0, y: 0 },
      { x: 300, y: 0 },
      { x: 300, y: 400 },
    ];
    expect(
      measurementToLine({ kind: 'length', points: path }, MPP, 'ft', typed, 'l'),
    ).toMatchObject({
      quantity: 22.966,
      unit: 'ft',
    });
  });

  it('a material of another dimension keeps the measured unit and drops its price', () => {
    const paint: LineChoice = {
      ...tiles,
      material: { id: 'p', name: 'Paint', unit: 'l', wastePercent: 5, priceCents: 900 },
    };
    expect(measurementToLine({ kind: 'area', points: square }, MPP, 'm', paint, 'l')).toMatchObject(
      {
        quantity: 50,
        unit: 'm2',
        unitCostCents: 0,
        wastePercent: 5,
        ref: 'p',
      },
    );
  });

  it('a count in each, with or without a scale', () => {
    const marks = [
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ];
    expect(
      measurementToLine({ kind: 'count', points: marks }, null, 'ft', typed, 'l'),
    ).toMatchObject({
      quantity: 3,
      unit: 'each',
    });
  });

  it('no line for a length or an area on a page without a scale', () => {
    expect(measurementToLine({ kind: 'area', points: square }, null, 'm', tiles, 'l')).toBeNull();
    expect(measurementToLine({ kind: 'length', points: square }, null, 'm', typed, 'l')).toBeNull();
  });
});
