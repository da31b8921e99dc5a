import { describe, expect, it } from 'vitest';
import {
  areaWithHoles,
  calibrate,
  fromMetres,
  fromSquareMetres,
  isComplete,
  measureValue,
  polygonArea,
  polylineLength,
  scaleFromDrawing,
  toMetres,
} from '@/features/estimator/takeoff/geometry';

const rect = (x: number, y: number, w: number, h: number) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

describe('takeoff geometry: lengths', () => {
  it('adds the segments of a polyline', () => {
    // (0,0)→(3,4) is 5 (3-4-5 triangle); (3,4)→(3,10) is 6; total 11.
    expect(
      polylineLength([
        { x: 0, y: 0 },
        { x: 3, y: 4 },
        { x: 3, y: 10 },
      ]),
    ).toBe(11);
  });

  it('is 0 for fewer than 2 points', () => {
    expect(polylineLength([])).toBe(0);
    expect(polylineLength([{ x: 5, y: 5 }])).toBe(0);
  });
});

describe('takeoff geometry: areas (shoelace)', () => {
  it('measures a rectangle either way round', () => {
    // 40 × 25 = 1000 square pixels.
    const r = rect(10, 20, 40, 25);
    expect(polygonArea(r)).toBe(1000);
    expect(polygonArea([...r].reverse())).toBe(1000);
  });

  it('measures an L-shaped room', () => {
    // 10×10 square less its 5×5 top-right corner: 100 − 25 = 75.
    expect(
      polygonArea([
        { x: 0, y: 0 },
        { x: 5, y: 0 },
        { x: 5, y: 5 },
        { x: 10, y: 5 },
        { x: 10, y: 10 },
        { x: 0, y: 10 },
      ]),
    ).toBe(75);
  });

  it('measures a triangle', () => {
    // base 6, height 4: 6 × 4 / 2 = 12.
    expect(
      polygonArea([
        { x: 0, y: 0 },
        { x: 6, y: 0 },
        { x: 2, y: 4 },
      ]),
    ).toBe(12);
  });

  it('subtracts cut-outs', () => {
    // 100×80 = 8000, less a 10×10 (100) and a 20×5 (100) hole: 7800.
    expect(areaWithHoles(rect(0, 0, 100, 80), [rect(10, 10, 10, 10), rect(50, 50, 20, 5)])).toBe(
      7800,
    );
  });

  it('is 0 for fewer than 3 points, for collinear points, and never negative', () => {
    expect(polygonArea([])).toBe(0);
    expect(
      polygonArea([
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ]),
    ).toBe(0);
    expect(
      polygonArea([
        { x: 0, y: 0 },
        { x: 1, y: 1 },
        { x: 2, y: 2 },
      ]),
    ).toBe(0);
    // A hole larger than the outline (bad input) gives 0, not a negative area.
    expect(areaWithHoles(rect(0, 0, 2, 2), [rect(0, 0, 10, 10)])).toBe(0);
    expect(areaWithHoles([{ x: 0, y: 0 }], [])).toBe(0);
  });
});

describe('takeoff geometry: scale', () => {
  it('calibrates from a drawn line in metres or feet', () => {
    // 250 px = 5 m → 0.02 m/px.
    expect(calibrate(250, 5, 'm')).toBeCloseTo(0.02, 12);
    // 100 px = 10 ft = 3.048 m → 0.03048 m/px.
    expect(calibrate(100, 10, 'ft')).toBeCloseTo(0.03048, 12);
  });

  it('refuses a zero-length line or length, and non-numbers', () => {
    expect(calibrate(0, 5, 'm')).toBeNull();
    expect(calibrate(100, 0, 'm')).toBeNull();
    expect(calibrate(100, -1, 'm')).toBeNull();
    expect(calibrate(Number.NaN, 5, 'm')).toBeNull();
    expect(calibrate(100, Number.POSITIVE_INFINITY, 'm')).toBeNull();
  });

  it('takes the scale from a drawing scale at a DPI', () => {
    // 1:100 at 72 dpi: 1 px = 0.0254/72 m on paper × 100 = 0.035277… m.
    expect(scaleFromDrawing('1:100', 72)).toBeCloseTo(0.0352777778, 9);
    // 1:50 at 96 dpi: 0.0254/96 × 50 = 0.01322916… m.
    expect(scaleFromDrawing('1:50', 96)).toBeCloseTo(0.0132291667, 9);
    // 1/4" = 1' at 72 dpi: 18 px = 1/4 in on paper = 1 ft → 0.3048/18 = 0.016933… m.
    expect(scaleFromDrawing('1/4in=1ft', 72)).toBeCloseTo(0.3048 / 18, 12);
    // 1/8" = 1' at 72 dpi: 9 px = 1 ft → 0.3048/9.
    expect(scaleFromDrawing('1/8in=1ft', 72)).toBeCloseTo(0.3048 / 9, 12);
    expect(() => scaleFromDrawing('1:50', 0)).toThrow(RangeError);
  });
});

describe('takeoff geometry: units', () => {
  it('converts metres and feet both ways', () => {
    expect(toMetres(10, 'ft')).toBeCloseTo(3.048, 12);
    expect(fromMetres(3.048, 'ft')).toBeCloseTo(10, 12);
    expect(fromMetres(7, 'm')).toBe(7);
  });

  it('converts square metres to square feet', () => {
    // 1 ft² = 0.3048² = 0.09290304 m², so 20 m² = 215.2782… ft².
    expect(fromSquareMetres(20, 'ft')).toBeCloseTo(215.278208, 5);
    expect(fromSquareMetres(20, 'm')).toBe(20);
  });
});

describe('takeoff geometry: a measurement value', () => {
  // Scale 0.02 m/px (250 px = 5 m).
  const mpp = 0.02;

  it('gives a room of 200 × 150 px as 4 m × 3 m = 12 m² = 129.17 ft²', () => {
    const room = { kind: 'area' as const, points: rect(0, 0, 200, 150) };
    expect(measureValue(room, mpp, 'm')).toBeCloseTo(12, 9);
    // 12 / 0.09290304 = 129.1669…
    expect(measureValue(room, mpp, 'ft')).toBeCloseTo(129.1669, 3);
  });

  it('gives a wall run of 250 + 100 px as 7 m', () => {
    const wall = {
      kind: 'length' as const,
      points: [
        { x: 0, y: 0 },
        { x: 250, y: 0 },
        { x: 250, y: 100 },
      ],
    };
    expect(measureValue(wall, mpp, 'm')).toBeCloseTo(7, 9);
  });

  it('counts marks whatever the scale', () => {
    const outlets = { kind: 'count' as const, points: rect(0, 0, 1, 1) };
    expect(measureValue(outlets, mpp, 'ft')).toBe(4);
  });

  it('knows when a shape has enough points', () => {
    expect(isComplete({ kind: 'length', points: [{ x: 0, y: 0 }] })).toBe(false);
    expect(isComplete({ kind: 'area', points: rect(0, 0, 1, 1).slice(0, 2) })).toBe(false);
    expect(isComplete({ kind: 'area', points: rect(0, 0, 1, 1), holes: [[{ x: 0, y: 0 }]] })).toBe(
      false,
    );
    expect(isComplete({ kind: 'count', points: [{ x: 0, y: 0 }] })).toBe(true);
  });
});
