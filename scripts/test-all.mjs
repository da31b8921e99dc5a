/**
 * `npm test`: every check the project has, failing when any fails. The quick checks that
 * each use about one core (typecheck, lint, format:check, unit tests) run two at a time, since
 * CI has two cores; each one's output is printed in one piece when it ends, under a header
 * with its result and time, so the log reads as if they had run one after another. Then the
 * integration tests and the e2e tests (which build the app first) run alone, their output
 * streamed as it comes. A failure stops the run after the group it is in, as `&&` did; the
 * exit code is 1 then. At the end a table gives each step's wall time (seconds).
 *
 * Takes: `--jobs=N` to run N quick checks at a time (default 2).
 */
import { spawn } from 'node:child_process';

const QUICK = ['typecheck', 'lint', 'format:check', 'test:unit'];
const ALONE = ['test:integration', 'test:e2e'];
const jobsArg = process.argv.find((a) => a.startsWith('--jobs='));
const JOBS = Math.max(1, Number(jobsArg?.slice('--jobs='.length)) || 2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @type {{ script: string, seconds: number, ok: boolean }[]} */
const timings = [];

/**
 * Runs `npm run <script>`; with `buffer`, collects its output (stdout and stderr interleaved)
 * and prints it when it ends, else streams it.
 * @param {string} script
 * @param {boolean} buffer
 * @returns {Promise<boolean>} whether it exited with code 0
 */
function run(script, buffer) {
  const started = Date.now();
  if (!buffer) console.log(`\n── npm run ${script} ──`);
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], {
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    /** @type {Buffer[]} */
    const chunks = [];
    if (buffer) {
      child.stdout?.on('data', (/** @type {Buffer} */ c) => chunks.push(c));
      child.stderr?.on('data', (/** @type {Buffer} */ c) => chunks.push(c));
    }
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      timings.push({ script, seconds, ok });
      const result = ok ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`;
      if (buffer) {
        console.log(`\n── npm run ${script}: ${result} in ${seconds.toFixed(1)} s ──`);
        process.stdout.write(Buffer.concat(chunks));
      } else {
        console.log(`── npm run ${script}: ${result} in ${seconds.toFixed(1)} s ──`);
      }
      resolve(ok);
    });
  });
}

/**
 * Runs `scripts` with at most JOBS at a time; resolves to whether all passed.
 * @param {string[]} scripts
 */
async function runQuick(scripts) {
  const queue = [...scripts];
  let allOk = true;
  const worker = async () => {
    for (let script = queue.shift(); script; script = queue.shift()) {
      if (!(await run(script, true))) allOk = false;
    }
  };
  await Promise.all(Array.from({ length: Math.min(JOBS, scripts.length) }, worker));
  return allOk;
}

function summary() {
  console.log('\nstep                 seconds  result');
  for (const t of timings) {
    console.log(
      `${t.script.padEnd(20)} ${t.seconds.toFixed(1).padStart(7)}  ${t.ok ? 'ok' : 'FAILED'}`,
    );
  }
}

const started = Date.now();
let ok = await runQuick(QUICK);
for (const script of ALONE) {
  if (!ok) break;
  ok = await run(script, false);
}
summary();
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s: ${ok ? 'passed' : 'FAILED'}`);
process.exit(ok ? 0 : 1);
