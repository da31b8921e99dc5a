import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '../../scripts/pocketbase.mjs';
import { expect, test } from './fixtures';
import { submitSignUp } from './sign-up-form';
import { FIRST_VISIT, IP_LOCATION_PATTERN } from './visitor-state';

// Works offline through the service worker (blocked by default, see playwright.config.ts),
// installed on the first visit to the release's own server: withServiceWorker's (fixtures.ts)
// is the shared server's, another origin.
test.use({ serviceWorkers: 'allow' });

// SELF-HOSTING: the release tarball (`npm run package`, scripts/package.mjs) of the
// app just built, unpacked into an empty directory and started as README.txt says (`.env` made
// from `.env.example` with only the operator's name filled in, loaded by `set -a; . ./.env`,
// then `./pocketbase serve`; no mail server, no payments), is the product: the home page, a
// sign-up, the terms naming the operator, browse, and an offline reload from its service
// worker.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ARCH = process.arch === 'arm64' ? 'arm64' : 'amd64';
const PASSWORD = 'release-password-123';
const OPERATOR = 'Rhea & Sons Trades Ltd, Leeds';
let workDir = '';
let root = '';
let server: ChildProcess | null = null;
let url = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const made = spawnSync(
    process.execPath,
    ['scripts/package.mjs', '--no-build', `--arch=${ARCH}`],
    {
      encoding: 'utf8',
    },
  );
  expect(made.status, made.stderr).toBe(0);
  const tarball = /(release\/tradesmarket-\S+-linux-\S+\.tar\.gz)/.exec(made.stdout)?.[1] ?? '';
  expect(tarball).toMatch(new RegExp(`linux-${ARCH}\\.tar\\.gz$`));
  workDir = mkdtempSync(join(tmpdir(), 'tradesmarket-release-'));
  const untar = spawnSync('tar', ['-xzf', join(process.cwd(), tarball), '-C', workDir], {
    encoding: 'utf8',
  });
  expect(untar.status, untar.stderr).toBe(0);
  const [dirName] = readdirSync(workDir);
  root = join(workDir, dirName ?? '');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // The operator's name is a run-time setting (the release was built without one), with
  // spaces, so in double quotes as .env.example shows.
  const env = readFileSync(join(root, '.env.example'), 'utf8').replace(
    /^LEGAL_ENTITY=$/m,
    `LEGAL_ENTITY="${OPERATOR}"`,
  );
  expect(env).toContain(`LEGAL_ENTITY="${OPERATOR}"`);
  writeFileSync(join(root, '.env'), env);
  server = spawn(
    'bash',
    [
      '-c',
      `set -a; . ./.env; set +a; exec ./pocketbase serve --http=127.0.0.1:${port} --automigrate=false --hooksWatch=false`,
    ],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: workDir },
      stdio: 'ignore',
    },
  );
  await expect
    .poll(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('holds what it lists: every file matches SHA256SUMS, and the README, unit and examples are there', () => {
  const check = spawnSync('sha256sum', ['--check', '--quiet', 'SHA256SUMS'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(check.status, check.stdout + check.stderr).toBe(0);
  expect(readdirSync(root).sort()).toEqual(
    [
      '.env',
      '.env.example',
      'Caddyfile.example',
      'README.txt',
      'docs',
      'SHA256SUMS',
      'pb_data',
      'pb_hooks',
      'pb_migrations',
      'pb_public',
      'pocketbase',
      'tradesmarket.service',
    ].sort(),
  );
  const version = spawnSync('./pocketbase', ['--version'], { cwd: root, encoding: 'utf8' });
  expect(version.stdout).toContain('pocketbase version 0.40.6');
});

test('every relative link in its documents resolves inside the release', () => {
  const docs = readdirSync(join(root, 'docs')).map((name) => join('docs', name));
  expect(docs).toContain('docs/self-hosting.md');
  expect(docs).toContain('docs/scaling.md');
  for (const doc of [...docs, 'README.txt']) {
    const text = readFileSync(join(root, doc), 'utf8');
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = (match[1] ?? '').split('#')[0] ?? '';
      if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      expect(existsSync(join(root, dirname(doc), target)), `${doc} → ${target}`).toBe(true);
    }
  }
  // README.txt names files by path.
  for (const named of ['docs/self-hosting.md', '.env.example', 'tradesmarket.service']) {
    expect(readFileSync(join(root, 'README.txt'), 'utf8')).toContain(named);
  }
});

test('lets only itself frame its pages', async () => {
  const policy = (await fetch(`${url}/faq`)).headers.get('content-security-policy') ?? '';
  expect(policy.split('; ')).toContain("frame-ancestors 'self'");
});

test('unpacked and started from .env with only LEGAL_ENTITY filled in: home, sign-up without mail, terms, browse, offline reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: url, storageState: FIRST_VISIT });
  await context.route(IP_LOCATION_PATTERN, (route) =>
    route.fulfill({ json: { country_code: 'GB', region: 'England' } }),
  );
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hire contractors for $1');
  await page
    .getByTestId('consent-banner')
    .getByRole('button', { name: 'Decline Optional' })
    .click();

  const email = `release-${Date.now()}@example.com`;
  await page.goto('/auth');
  await submitSignUp(page, {
    name: 'Rhea Release',
    email: email,
    password: PASSWORD,
    role: 'client',
  });
  const verification = page.getByTestId('verification-notice');
  await expect(
    verification.getByRole('heading', { name: 'Your account is created' }),
  ).toBeVisible();
  await expect(verification).toContainText(`We could not send the confirmation link to ${email}.`);
  await expect(verification).not.toContainText('We sent a link');

  // Named from the server's LEGAL_ENTITY, in a build that has none.
  await page.goto('/terms');
  await expect(page.getByRole('main')).toContainText(OPERATOR);
  await expect(page.getByRole('main')).not.toContainText('operator name not configured');

  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Contractors');

  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 60_000,
  });
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Contractors');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await context.close();
});
