import { describe, expect, it } from 'vitest';
import {
  cpuPercent,
  fmt,
  formatTable,
  latencySummary,
  machineTicks,
  parseSse,
  percentile,
  processTicks,
  saturation,
  visitorAddress,
} from '../../scripts/bench/capacity-lib.mjs';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_v, i) => 100 - i); // 100..1, unsorted

  it('takes the smallest value with at least p of the values at or below it', () => {
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile([10, 20, 30], 0.5)).toBe(20);
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(20);
  });

  it('gives the minimum at 0, the maximum at 1 and the only value of one', () => {
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile(hundred, 1)).toBe(100);
    expect(percentile([7], 0.95)).toBe(7);
  });

  it('is NaN for no values and leaves its input unsorted', () => {
    expect(percentile([], 0.95)).toBeNaN();
    const values = [3, 1, 2];
    percentile(values, 0.5);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('latencySummary', () => {
  it('gives count, p50, p95, p99 and max', () => {
    const ms = Array.from({ length: 200 }, (_v, i) => i + 1);
    expect(latencySummary(ms)).toEqual({ count: 200, p50: 100, p95: 190, p99: 198, max: 200 });
  });

  it('is NaN but for the count when nothing answered', () => {
    const none = latencySummary([]);
    expect(none.count).toBe(0);
    expect(none.p95).toBeNaN();
    expect(none.max).toBeNaN();
  });
});

describe('fmt', () => {
  it('separates thousands and fixes the decimals', () => {
    expect(fmt(12345.678)).toBe('12,346');
    expect(fmt(12345.678, 1)).toBe('12,345.7');
    expect(fmt(0.5, 2)).toBe('0.50');
  });

  it('shows "-" for a figure that does not exist', () => {
    expect(fmt(NaN)).toBe('-');
    expect(fmt(undefined)).toBe('-');
    expect(fmt(Infinity)).toBe('-');
  });
});

describe('formatTable', () => {
  it('pads columns to their widest cell, right-aligns figures, rules the header', () => {
    const table = formatTable(
      ['target', 'req/s', 'p95 ms', 'limited by'],
      [
        ['browse', '1,234', '12.5', 'PocketBase CPU'],
        ['hire create', '88', '-', 'rate limit (429)'],
      ],
    );
    expect(table.split('\n')).toEqual([
      '  target       req/s  p95 ms  limited by',
      '  -----------  -----  ------  ----------------',
      '  browse       1,234    12.5  PocketBase CPU',
      '  hire create     88       -  rate limit (429)',
    ]);
  });

  it('keeps the first column left-aligned even when it looks like a number', () => {
    const table = formatTable(['n', 'value'], [['2000', 'x']]);
    expect(table.split('\n')[2]).toBe('  2000  x');
  });

  it('refuses a row of the wrong length', () => {
    expect(() => formatTable(['a', 'b'], [['only one']])).toThrow(/1 cells, header 2/);
  });
});

describe('CPU from /proc', () => {
  it('reads utime + stime after the command name, even one with spaces and parentheses', () => {
    const stat =
      '4242 (pocket base (x)) S 1 4242 4242 0 -1 4194560 500 0 0 0 730 270 0 0 20 0 12 0 100 0 0';
    expect(processTicks(stat)).toBe(1000);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => processTicks('nonsense')).toThrow(/stat line/);
  });

  it('turns ticks over an interval into % of one core', () => {
    expect(cpuPercent(150, 100, 1000)).toBe(150);
    expect(cpuPercent(50, 100, 2000)).toBe(25);
    expect(cpuPercent(10, 100, 0)).toBeNaN();
  });

  it('counts idle and iowait as not busy on the machine line', () => {
    const text = 'cpu  100 0 50 800 50 0 0 0 0 0\ncpu0 50 0 25 400 25 0 0 0 0 0\nintr 1\n';
    expect(machineTicks(text)).toEqual({ busy: 150, total: 1000 });
    expect(() => machineTicks('intr 1\n')).toThrow(/cpu/);
  });
});

describe('visitorAddress', () => {
  it('numbers visitors through 198.18.0.0/15', () => {
    expect(visitorAddress(0)).toBe('198.18.0.0');
    expect(visitorAddress(257)).toBe('198.18.1.1');
    expect(visitorAddress(65536)).toBe('198.19.0.0');
    expect(visitorAddress(131071)).toBe('198.19.255.255');
  });

  it('gives distinct addresses to distinct visitors', () => {
    const addresses = new Set(Array.from({ length: 5000 }, (_v, i) => visitorAddress(i * 26)));
    expect(addresses.size).toBe(5000);
  });

  it('refuses numbers outside the range', () => {
    expect(() => visitorAddress(131072)).toThrow(RangeError);
    expect(() => visitorAddress(-1)).toThrow(RangeError);
    expect(() => visitorAddress(1.5)).toThrow(RangeError);
  });
});

describe('parseSse', () => {
  it('splits complete events and keeps the incomplete tail', () => {
    const { events, rest } = parseSse(
      'id:abc\nevent:PB_CONNECT\ndata:{"clientId":"abc"}\n\nevent:contractors/*\ndata:{"a"',
    );
    expect(events).toEqual([{ event: 'PB_CONNECT', id: 'abc', data: '{"clientId":"abc"}' }]);
    expect(rest).toBe('event:contractors/*\ndata:{"a"');
    const next = parseSse(`${rest}:1}\n\n`);
    expect(next.events).toEqual([{ event: 'contractors/*', id: '', data: '{"a":1}' }]);
    expect(next.rest).toBe('');
  });

  it('joins data lines, drops one leading space, ignores comments, reads CRLF', () => {
    const { events } = parseSse(': keep-alive\r\ndata: one\r\ndata:two\r\n\r\n');
    expect(events).toEqual([{ event: 'message', id: '', data: 'one\ntwo' }]);
  });

  it('skips a block of comments only', () => {
    expect(parseSse(': ping\n\n').events).toEqual([]);
  });
});

describe('saturation', () => {
  const idle = { serverCpu: 40, loadCpu: 20, machineBusy: 50, cores: 2, errors: 0, limited: 0 };

  it('names the rate limiter first, then errors', () => {
    expect(saturation({ ...idle, limited: 1, errors: 3 })).toBe('rate limit (429)');
    expect(saturation({ ...idle, errors: 3 })).toBe('server errors');
  });

  it('names the load generator when its one core is spent', () => {
    expect(saturation({ ...idle, loadCpu: 95, serverCpu: 190 })).toBe('load generator (1 core)');
  });

  it('names PocketBase at 80 % of all cores, else a busy machine, else nothing', () => {
    expect(saturation({ ...idle, serverCpu: 170 })).toBe('PocketBase CPU');
    expect(saturation({ ...idle, machineBusy: 97 })).toBe('machine CPU (shared)');
    expect(saturation(idle)).toBe('none (latency-bound)');
  });
});
