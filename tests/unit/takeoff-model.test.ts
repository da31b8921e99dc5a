import { describe, expect, it } from 'vitest';
import {
  colourFor,
  fitWidth,
  MAX_ZOOM,
  MEASURE_COLOURS,
  nextNumber,
  panBy,
  pointsNeeded,
  toDrawing,
  toScreen,
  zoomAt,
} from '@/features/estimator/takeoff/model';
import { formatDecimal, formatLength } from '@/features/estimator/takeoff/format';

describe('plan viewer: pan and zoom', () => {
  it('maps screen and drawing points both ways', () => {
    const view = { zoom: 0.5, panX: 10, panY: 20 };
    // (72, 132) × 0.5 + (10, 20) = (46, 86).
    expect(toScreen(view, { x: 72, y: 132 })).toEqual({ x: 46, y: 86 });
    expect(toDrawing(view, { x: 46, y: 86 })).toEqual({ x: 72, y: 132 });
  });

  it('keeps the point under the anchor in place when zooming', () => {
    const view = { zoom: 1, panX: 0, panY: 0 };
    const anchor = { x: 100, y: 50 };
    const under = toDrawing(view, anchor);
    const zoomed = zoomAt(view, 2, anchor);
    // pan = 100 − (100 − 0) × 2 = −100; −50 for y.
    expect(zoomed).toEqual({ zoom: 2, panX: -100, panY: -50 });
    expect(toDrawing(zoomed, anchor)).toEqual(under);
  });

  it('stays within the zoom limits', () => {
    expect(zoomAt({ zoom: 10, panX: 0, panY: 0 }, 10, { x: 0, y: 0 }).zoom).toBe(MAX_ZOOM);
  });

  it('pans by screen pixels and fits a page to a width', () => {
    expect(panBy({ zoom: 2, panX: 1, panY: 2 }, 5, -2)).toEqual({ zoom: 2, panX: 6, panY: 0 });
    // 842 pt wide page in a 421 px box: zoom 0.5.
    expect(fitWidth(842, 421)).toEqual({ zoom: 0.5, panX: 0, panY: 0 });
    expect(fitWidth(0, 421).zoom).toBe(1);
  });
});

describe('plan viewer: tools and names', () => {
  it('needs 2 points for a line or calibration, 3 for an area or cut-out, 1 to count', () => {
    expect(pointsNeeded('length')).toBe(2);
    expect(pointsNeeded('calibrate')).toBe(2);
    expect(pointsNeeded('area')).toBe(3);
    expect(pointsNeeded('hole')).toBe(3);
    expect(pointsNeeded('count')).toBe(1);
  });

  it('cycles colours and numbers names per kind', () => {
    expect(colourFor(0)).toBe(MEASURE_COLOURS[0]);
    expect(colourFor(MEASURE_COLOURS.length + 1)).toBe(MEASURE_COLOURS[1]);
    expect(nextNumber(['area', 'length', 'area'], 'area')).toBe(3);
    expect(nextNumber([], 'count')).toBe(1);
  });
});

describe('plan values in the user language', () => {
  it('writes lengths with Intl units and areas with the locale decimals', () => {
    expect(formatLength(5, 'm', 'en')).toBe('5 m');
    expect(formatLength(16.404, 'ft', 'en')).toBe('16.4 ft');
    // 15 m² = 161.4586… ft².
    expect(formatDecimal(161.4586, 'en')).toBe('161.46');
    expect(formatDecimal(161.4586, 'de')).toBe('161,46');
  });
});
