// Pure helpers of the capacity bench (scripts/bench-capacity.mjs): percentiles, the printed
// table, CPU shares from /proc tick counts, visitor addresses and the Server-Sent Events
// parser. No I/O here, so tests/unit/bench-capacity-lib.test.ts covers every function.

/**
 * The nearest-rank percentile: the smallest value with at least `p` of the values at or below.
 * @param {readonly number[]} values in any order (not changed)
 * @param {number} p 0–1, e.g. 0.95
 * @returns {number} NaN for no values
 */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return /** @type {number} */ (sorted[rank - 1]);
}

/**
 * p50 / p95 / p99 and max of latencies.
 * @param {readonly number[]} ms latencies in milliseconds
 * @returns {{ count: number, p50: number, p95: number, p99: number, max: number }} NaN when empty
 */
export function latencySummary(ms) {
  return {
    count: ms.length,
    p50: percentile(ms, 0.5),
    p95: percentile(ms, 0.95),
    p99: percentile(ms, 0.99),
    max: ms.length === 0 ? NaN : Math.max(...ms),
  };
}

/**
 * A number for the table: thousands separated, fixed decimals; '-' for NaN or undefined.
 * @param {number | undefined} n @param {number} [digits] decimals (default 0)
 * @returns {string}
 */
export function fmt(n, digits = 0) {
  if (n === undefined || !Number.isFinite(n)) return '-';
  return n.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * A plain-text table: a header row, a rule, then the rows; columns as wide as their widest
 * cell, numbers-looking cells (digits, separators, %, ms) right-aligned.
 * @param {readonly string[]} header
 * @param {readonly (readonly string[])[]} rows each as long as the header
 * @returns {string} lines joined with "\n", each indented by two spaces, no trailing spaces
 * @throws Error when a row's length differs from the header's
 */
export function formatTable(header, rows) {
  for (const row of rows) {
    if (row.length !== header.length) {
      throw new Error(`row has ${row.length} cells, header ${header.length}: ${row.join(' | ')}`);
    }
  }
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]?.length ?? 0)));
  const numeric = /^[-+]?[\d,.]+( ?(%|ms|s|MB))?$|^-$/;
  /** @param {readonly string[]} cells */
  const line = (cells) =>
    `  ${cells
      .map((cell, c) => {
        const width = widths[c] ?? 0;
        return numeric.test(cell) && c > 0 ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')}`.trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * CPU used over an interval as a percentage of one core (200 % = both cores of a 2-core box).
 * @param {number} ticks clock ticks spent (utime + stime difference from /proc/<pid>/stat)
 * @param {number} ticksPerSecond the kernel's USER_HZ (getconf CLK_TCK, 100 on Linux)
 * @param {number} ms length of the interval in milliseconds
 * @returns {number} NaN when the interval is empty
 */
export function cpuPercent(ticks, ticksPerSecond, ms) {
  if (!(ms > 0)) return NaN;
  return (ticks / ticksPerSecond / (ms / 1000)) * 100;
}

/**
 * utime + stime of a process, in clock ticks, from the text of /proc/<pid>/stat.
 * @param {string} stat the file's one line
 * @returns {number}
 * @throws Error when the line is not a stat line
 */
export function processTicks(stat) {
  // The command name (field 2) is in parentheses and may hold spaces: count after its ")".
  const end = stat.lastIndexOf(')');
  const fields = stat.slice(end + 2).split(' ');
  // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (end < 0 || !Number.isFinite(utime) || !Number.isFinite(stime)) {
    throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  }
  return utime + stime;
}

/**
 * Busy and total ticks of all CPUs together, from the text of /proc/stat (its "cpu " line).
 * @param {string} text
 * @returns {{ busy: number, total: number }} busy = total - idle - iowait
 * @throws Error when there is no "cpu " line
 */
export function machineTicks(text) {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('no "cpu " line in /proc/stat');
  const n = line.trim().split(/\s+/).slice(1).map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * The address of the n-th simulated visitor, in 198.18.0.0/15 (RFC 2544's range for
 * benchmarks: never a real client). The bench sends it as X-Real-IP, the header the
 * documented reverse proxy sets (docs/self-hosting.md), so PocketBase's per-address rate
 * limits see one visitor per address, as in production.
 * @param {number} n 0 to 131,071
 * @returns {string}
 * @throws RangeError outside that range
 */
export function visitorAddress(n) {
  if (!Number.isInteger(n) || n < 0 || n >= 2 * 65536) {
    throw new RangeError(`visitor ${n} is outside 198.18.0.0/15`);
  }
  return `198.${18 + Math.floor(n / 65536)}.${Math.floor(n / 256) % 256}.${n % 256}`;
}

/**
 * Splits a Server-Sent Events stream into its complete events.
 * @param {string} buffer what arrived so far, with what was left over last time in front
 * @returns {{ events: { event: string, id: string, data: string }[], rest: string }} the
 *   complete events (blank-line terminated; "message" when unnamed; data lines joined with
 *   "\n") and the incomplete tail to prepend to the next chunk
 */
export function parseSse(buffer) {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  /** @type {{ event: string, id: string, data: string }[]} */
  const events = [];
  for (const block of blocks) {
    let event = 'message';
    let id = '';
    /** @type {string[]} */
    const data = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0 || event !== 'message') events.push({ event, id, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * What limited a target first, from its measured shares.
 * @param {{ serverCpu: number, loadCpu: number, machineBusy: number, cores: number,
 *   errors: number, limited: number }} m serverCpu and loadCpu in % of one core, machineBusy
 *   in % of all cores, errors (5xx and failed connections), limited (429 answers)
 * @returns {string} a short phrase for the table
 */
export function saturation(m) {
  if (m.limited > 0) return 'rate limit (429)';
  if (m.errors > 0) return 'server errors';
  if (m.loadCpu >= 90) return 'load generator (1 core)';
  if (m.serverCpu >= m.cores * 100 * 0.8) return 'PocketBase CPU';
  if (m.machineBusy >= 90) return 'machine CPU (shared)';
  return 'none (latency-bound)';
}
