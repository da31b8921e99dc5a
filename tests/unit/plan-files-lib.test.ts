import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

// The shape check of a saved plan's takeoff (pb_hooks/lib/plan-files.js).
const { takeoffProblem } = loadHooksLib('plan-files.js') as {
  takeoffProblem: (value: unknown) => string;
};
const valid = { page: 1, unit: 'm', scales: {}, measurements: [] };

describe('takeoffProblem', () => {
  it('accepts the app’s takeoff', () => {
    expect(takeoffProblem(valid)).toBe('');
    expect(takeoffProblem({ ...valid, unit: 'ft', page: 3, measurements: [{ id: 'a' }] })).toBe('');
  });

  it.each<[string, unknown, string]>([
    ['null', null, 'shape'],
    ['a list', [1], 'shape'],
    ['a string', 'x', 'shape'],
    ['an extra key', { ...valid, onload: 'x' }, 'shape'],
    ['page 0', { ...valid, page: 0 }, 'page'],
    ['page 1.5', { ...valid, page: 1.5 }, 'page'],
    ['yards', { ...valid, unit: 'yd' }, 'unit'],
    ['scales as a list', { ...valid, scales: [] }, 'scales'],
    ['measurements not a list', { ...valid, measurements: {} }, 'measurements'],
    [
      '501 measurements',
      { ...valid, measurements: Array.from({ length: 501 }, () => ({})) },
      'measurements',
    ],
    ['a measurement that is a number', { ...valid, measurements: [1] }, 'measurements'],
  ])('refuses %s', (_t, value, problem) => {
    expect(takeoffProblem(value)).toBe(problem);
  });
});
