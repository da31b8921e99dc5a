import { expect, test } from './fixtures';

// The layout's sync status loads in steps (src/features/sync/components/sync-status-slot.tsx):
// on a device with local data, the live button reads the outbox and sync state, and the panel
// (Headless UI's popover) is fetched only when the button is pointed at, focused or pressed.
test.use({ viewport: { width: 1280, height: 800 } });

/** The full control's chunk, with its panel (sync-status-panel.tsx). */
const PANEL_CHUNK = /\/assets\/sync-status-panel-[\w-]+\.js$/;
const LIVE_CHUNK = /\/assets\/sync-status-live-[\w-]+\.js$/;

test('a signed-in page shows the live status without its panel, which comes when pressed or on Enter', async ({
  page,
  signIn,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await signIn(page, { user_type: 'client' });
  await page.goto('/browse');

  const status = page.getByTestId('sync-status').filter({ visible: true });
  await expect(status).toHaveAttribute('data-pending', '0');
  await expect.poll(() => fetched.some((path) => LIVE_CHUNK.test(path))).toBe(true);
  await expect(status).toHaveAccessibleName(/Sync status: Online/);
  expect(fetched.filter((path) => PANEL_CHUNK.test(path))).toEqual([]);

  await status.click();
  await expect(page.getByTestId('sync-panel')).toBeVisible();
  await expect(page.getByTestId('sync-queue')).toHaveText('All changes saved');
  expect(fetched.filter((path) => PANEL_CHUNK.test(path))).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sync-panel')).toHaveCount(0);
  await expect(status).toBeVisible();

  // From the keyboard the panel opens on Enter, keeps the focus on its button, and Escape
  // closes it.
  await status.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sync-panel')).toBeVisible();
  await expect(status).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sync-panel')).toHaveCount(0);
  await expect(status).toBeFocused();
});

test('the focus moves with the button when the live status replaces the light one', async ({
  page,
  signIn,
}) => {
  // The live status's chunk is held back until the light button has the focus, so the swap
  // comes while it is focused, as on a slow phone right after load.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(LIVE_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, { user_type: 'client' });
  await page.goto('/browse');
  const status = page.getByTestId('sync-status').filter({ visible: true });
  await expect(status).toHaveAttribute('data-pending', '0');
  const light = await status.elementHandle();
  await status.focus();
  release();
  await expect.poll(() => light.evaluate((el) => el.isConnected)).toBe(false);
  await expect(status).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sync-panel')).toBeVisible();
});
