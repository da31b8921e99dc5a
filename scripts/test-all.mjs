/**
 * `npm test`: every check the project has, failing when any fails. CI has two cores. The e2e
 * build, the unit and the integration tests share them first; then the e2e tests (two
 * Playwright workers, each with a browser, against one PocketBase) take both: their time limits
 * assume the machine to themselves. Each step says how many cores it keeps busy (`cores`); a
 * step starts when its turn comes (the order of STEPS), the steps it comes `after` have passed
 * and the cores it needs are free.
 *
 * The checks with no time limit (lint, typecheck, format) run from the start at the lowest CPU
 * priority (`nice` 19), taking no core: they use what the other steps leave idle (the
 * integration tests mostly wait on their servers; the e2e tests leave part of the two cores
 * idle), instead of taking their turn. The unit and
 * integration tests have time limits of their own (5 and 20 s a test, 20 s for an emulator to
 * start), which starving them would break: measured at nice 19 beside the e2e tests, tests of
 * both timed out.
 *
 * Output: a step marked `stream` (the e2e tests) is streamed as it comes when every earlier
 * step is printed; every other step is collected (stdout and stderr interleaved) and printed
 * in one piece, under a header with its result and time, in the order of STEPS, so the log
 * reads as if they had run one after another. After a failure no new step starts; the running
 * ones finish and are printed, and the exit code is 1. At the end a table gives each step's
 * wall time (seconds) and the whole run's.
 *
 * Takes: `--jobs=N`, the cores to fill (default 2).
 *
 * Why a script and not `concurrently` or npm-run-all2 in package.json: neither orders steps
 * by what they wait for. With `concurrently "build:e2e && integration" "unit && component"`
 * and the e2e tests after it, `--timings` times each whole `&&` chain, not its steps, and
 * prints its table when the last command exits, inside `--group`'s output rather than after
 * it; a failed check (lint) does not keep the e2e tests from starting, or with
 * `--kill-others-on-fail` kills the running steps instead of letting them finish; and each
 * nice-19 check needs `setsid` and the autogroup write in its own command string. npm-run-all2
 * has no timings and no priorities. The code below does all of it.
 */
import { spawn } from 'node:child_process';

/**
 * @typedef {{ name: string, args: string[], cores: number, after?: string[], nice?: number,
 *   stream?: boolean }} Step
 * `args` are npm's arguments; `after` names steps that must pass first; `nice` runs the step
 * (and what it starts) at that CPU priority, 19 the lowest, taking no core.
 */

/**
 * @type {Step[]} In the order they start and are printed. The integration tests start after
 * the e2e build, since their servers serve dist/, which the build rewrites; they keep about
 * half a core busy (their servers mostly wait). Started beside the e2e tests instead of
 * before them, both took longer and so did the whole run.
 */
const STEPS = [
  { name: 'build:e2e', args: ['run', 'build:e2e'], cores: 1 },
  { name: 'test:unit', args: ['run', 'test:unit'], cores: 1 },
  { name: 'test:component', args: ['run', 'test:component'], cores: 1 },
  { name: 'test:integration', args: ['run', 'test:integration'], cores: 1, after: ['build:e2e'] },
  {
    name: 'e2e (playwright test)',
    args: ['exec', '--', 'playwright', 'test'],
    cores: 2,
    after: ['build:e2e', 'test:unit', 'test:component', 'test:integration'],
    stream: true,
  },
  { name: 'lint', args: ['run', 'lint'], cores: 0, nice: 19 },
  { name: 'typecheck', args: ['run', 'typecheck'], cores: 0, nice: 19 },
  { name: 'format:check', args: ['run', 'format:check'], cores: 0, nice: 19 },
];

const jobsArg = process.argv.find((a) => a.startsWith('--jobs='));
const JOBS = Math.max(1, Number(jobsArg?.slice('--jobs='.length)) || 2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * @typedef {{ step: Step, state: 'waiting' | 'running' | 'done', ok: boolean, seconds: number,
 *   output: Buffer[], streamed: boolean, printed: boolean }} Run
 */
/** @type {Run[]} */
const runs = STEPS.map((step) => ({
  step,
  state: 'waiting',
  ok: false,
  seconds: 0,
  output: [],
  streamed: false,
  printed: false,
}));
const started = Date.now();
let failed = false;
/**
 * The running steps started in a session of their own: an interrupt of `npm test` reaches
 * only its own process group, so these are stopped on the way out.
 * @type {Set<import('node:child_process').ChildProcess>}
 */
const detachedGroups = new Set();
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    for (const child of detachedGroups) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    process.exit(1);
  });
}

/** Cores taken by the running steps (a step needing more than JOBS takes them all). */
function busyCores() {
  return runs
    .filter((r) => r.state === 'running')
    .reduce((sum, r) => sum + Math.min(r.step.cores, JOBS), 0);
}

/** Prints the finished steps whose earlier steps are all printed (the order of STEPS). */
function printInOrder() {
  for (const run of runs) {
    if (run.printed) continue;
    if (run.state !== 'done') return;
    const result = run.ok ? 'passed' : 'FAILED';
    const header = `── ${run.step.name}: ${result} in ${run.seconds.toFixed(1)} s ──`;
    if (run.streamed) {
      console.log(header);
    } else {
      console.log(`\n${header}`);
      process.stdout.write(Buffer.concat(run.output));
    }
    run.printed = true;
  }
}

/**
 * Starts `run`'s step; streams its output when nothing else runs and every earlier step is
 * printed, else collects it.
 * @param {Run} run
 * @param {() => void} onDone called when it has ended
 */
function start(run, onDone) {
  run.state = 'running';
  const t0 = Date.now();
  run.streamed = !!run.step.stream && runs.slice(0, runs.indexOf(run)).every((r) => r.printed);
  if (run.streamed) console.log(`\n── ${run.step.name} ──`);
  const nice = process.platform === 'win32' ? undefined : run.step.nice;
  // In a session of its own, whose autogroup (Linux) gets the same nice level: Linux shares the
  // CPU between sessions' autogroups first, and only then by nice within one, and Chromium runs
  // in sessions of its own (Playwright starts it detached), so a nice level alone would not
  // rank the step below the browsers. Elsewhere there is no /proc/self/autogroup to write.
  const [command, args] =
    nice === undefined
      ? [npm, run.step.args]
      : [
          'sh',
          ['-c', `echo ${nice} > /proc/self/autogroup 2>/dev/null; exec nice -n ${nice} "$@"`]
            .concat(['sh', npm])
            .concat(run.step.args),
        ];
  const child = spawn(command, args, {
    stdio: run.streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: nice !== undefined,
  });
  if (nice !== undefined) detachedGroups.add(child);
  child.on('exit', () => detachedGroups.delete(child));
  if (!run.streamed) {
    child.stdout?.on('data', (/** @type {Buffer} */ c) => run.output.push(c));
    child.stderr?.on('data', (/** @type {Buffer} */ c) => run.output.push(c));
  }
  child.on('close', (code, signal) => {
    run.seconds = (Date.now() - t0) / 1000;
    run.ok = code === 0;
    if (!run.ok) {
      failed = true;
      run.output.push(Buffer.from(`(${signal ?? `exit code ${code}`})\n`));
    }
    run.state = 'done';
    onDone();
  });
}

/** Runs STEPS as described above; resolves when none runs and none can start. */
function runAll() {
  return new Promise((resolve) => {
    const tick = () => {
      printInOrder();
      if (!failed) {
        for (const run of runs) {
          if (run.state !== 'waiting') continue;
          const depsPassed = (run.step.after ?? []).every((name) =>
            runs.some((r) => r.step.name === name && r.state === 'done' && r.ok),
          );
          if (!depsPassed) continue;
          if (busyCores() + Math.min(run.step.cores, JOBS) > JOBS) break;
          start(run, tick);
        }
      }
      if (!runs.some((r) => r.state === 'running')) resolve(undefined);
    };
    tick();
  });
}

await runAll();
printInOrder();
console.log('\nstep                       seconds  result');
for (const run of runs) {
  const result = run.state === 'done' ? (run.ok ? 'ok' : 'FAILED') : 'not run';
  const seconds = run.state === 'done' ? run.seconds.toFixed(1) : '-';
  console.log(`${run.step.name.padEnd(26)} ${seconds.padStart(7)}  ${result}`);
}
const ok = runs.every((r) => r.state === 'done' && r.ok);
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s: ${ok ? 'passed' : 'FAILED'}`);
process.exit(ok ? 0 : 1);
