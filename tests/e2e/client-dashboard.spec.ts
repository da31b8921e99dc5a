import PocketBase from 'pocketbase';
import { expect, superuserClient, test } from './fixtures';
import { withCaughtMail } from './mail';

// The client dashboard against the real PocketBase: hires made through the API show with their
// states; the client cancels, reviews (the review reaches the server and the rating shows on
// the profile) and saves contractors.
test.use({ serviceWorkers: 'block' });

const PASSWORD = 'e2e-password-123';
const opts = { requestKey: null };

/** A contractor with an active listing, signed in on their own SDK client. */
async function contractorWithListing(baseURL: string, name: string) {
  const pb = new PocketBase(baseURL);
  const email = `pro-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await pb
    .collection('users')
    .create(
      { email, password: PASSWORD, passwordConfirm: PASSWORD, user_type: 'contractor' },
      opts,
    );
  const auth = await pb.collection('users').authWithPassword(email, PASSWORD, opts);
  // Listing needs a verified email (docs/security-model.md, "Trust rules").
  const admin = await superuserClient(baseURL);
  await admin.collection('users').update(auth.record.id, { verified: true }, opts);
  const trade = await pb.collection('trades').getFirstListItem('value = "roofer"', opts);
  const listing = await pb
    .collection('contractors')
    .create(
      { owner: auth.record.id, business_name: name, trades: [trade.id], status: 'active' },
      opts,
    );
  return { pb, listingId: listing.id, tradeId: trade.id };
}

/** Signs the client in on their own SDK client and asks for a hire. */
async function requestHire(
  baseURL: string,
  client: { id: string; email: string },
  listing: { listingId: string; tradeId: string },
  description: string,
) {
  const pb = new PocketBase(baseURL);
  await pb.collection('users').authWithPassword(client.email, PASSWORD, opts);
  return pb.collection('hires').create(
    {
      client: client.id,
      contractor: listing.listingId,
      trade: listing.tradeId,
      description,
      status: 'requested',
      preferred_start: '2030-06-01 12:00:00.000Z',
      preferred_end: '2030-06-05 12:00:00.000Z',
      contact_preference: 'either',
    },
    opts,
  );
}

test('a client sees a hire, reviews it once completed, and the rating shows on the profile', async ({
  page,
  baseURL,
  signIn,
}) => {
  const url = baseURL ?? '';
  const name = `Review Roofing ${Date.now()}`;
  const pro = await contractorWithListing(url, name);
  const client = await signIn(page, { user_type: 'client', name: 'Cora Client' });
  const hire = await requestHire(url, client, pro, 'Replace three broken roof tiles');

  await page.goto('/client-dashboard');
  const item = page.getByTestId('hire').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name })).toHaveAttribute(
    'href',
    `/profile/${pro.listingId}`,
  );
  await expect(item.getByTestId('hire-status')).toHaveText('Requested');
  await expect(item).toContainText('Replace three broken roof tiles');
  await expect(item).toContainText('Roofer');
  // A client in their first month pays no hire fee, and is told why.
  await expect(item.getByTestId('hire-fee')).toHaveText('Fee: Free: your first month');
  await expect(item.getByTestId('pending-sync')).toHaveCount(0);

  // The contractor accepts and marks the job done on their side; the client confirms it.
  await pro.pb.collection('hires').update(hire.id, { status: 'accepted' }, opts);
  await pro.pb.collection('hires').update(hire.id, { status: 'done' }, opts);
  await page.reload();
  await expect(item.getByTestId('hire-status')).toHaveText('Done, please confirm');
  await item.getByRole('button', { name: 'Confirm the work is done' }).click();
  await expect(item.getByTestId('hire-status')).toHaveText('Completed');

  const form = item.getByTestId('review-form');
  await form.getByRole('radio', { name: '4 of 5 stars' }).check({ force: true });
  await form.getByLabel('Your review').fill('Quick, tidy and friendly.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(item.getByTestId('review-form')).toHaveCount(0);
  // A client who signed up just before the hire, from the contractor's network (every browser
  // here is 127.0.0.1), paid no fee (the first month): the review waits for staff, and the
  // client is told so, not that it shows.
  await expect(item.getByTestId('review-held')).toHaveText(
    'Thank you. Your review waits for a quick check by our staff before it shows on the listing.',
  );
  const admin = await superuserClient(url);
  const review = await admin.collection('reviews').getFirstListItem(`hire = '${hire.id}'`, opts);
  expect(review).toMatchObject({ rating: 4, hidden: true, held_reason: 'self_dealing' });
  await page.goto(`/profile/${pro.listingId}`);
  await expect(page.getByTestId('review')).toHaveCount(0);

  // Staff publish it: it shows and counts, and the client's dashboard says it is posted.
  await admin.send(`/api/admin/reviews/${review.id}/moderate`, {
    method: 'POST',
    body: { action: 'unhide', reason: '' },
    ...opts,
  });
  await page.goto('/client-dashboard');
  await expect(item).toContainText('You reviewed this hire.');
  await page.goto(`/profile/${pro.listingId}`);
  await expect(page.getByTestId('profile-rating')).toContainText('4 (1 review)');
  await expect(page.getByTestId('review')).toContainText('Quick, tidy and friendly.');
});

test('a client cancels one request, and disputes another job marked done: Disputed, no review form', async ({
  page,
  baseURL,
  signIn,
}) => {
  const url = baseURL ?? '';
  const name = `Dispute Roofing ${Date.now()}`;
  const pro = await contractorWithListing(url, name);
  const carpenterName = `Cancel Carpentry ${Date.now()}`;
  const carpenter = await contractorWithListing(url, carpenterName);
  const client = await signIn(page, { user_type: 'client' });
  const hire = await requestHire(url, client, pro, 'Fix the leaking valley');
  await pro.pb.collection('hires').update(hire.id, { status: 'accepted' }, opts);
  await pro.pb.collection('hires').update(hire.id, { status: 'done' }, opts);
  const shed = await requestHire(url, client, carpenter, 'Build a garden shed door');

  await page.goto('/client-dashboard');
  const requested = page.getByTestId('hire').filter({ hasText: carpenterName });
  await requested.getByRole('button', { name: 'Cancel request' }).click();
  await expect(requested.getByTestId('hire-status')).toHaveText('Cancelled');
  await expect(requested.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  const admin = await superuserClient(url);
  await expect
    .poll(async () => (await admin.collection('hires').getOne(shed.id, opts)).status as string)
    .toBe('cancelled');

  const item = page.getByTestId('hire').filter({ hasText: name });
  await expect(item.getByTestId('hire-status')).toHaveText('Done, please confirm');
  await item.getByRole('button', { name: 'Dispute' }).click();
  await item.getByLabel('What is wrong with the work?').fill('The valley still leaks.');
  await item.getByRole('button', { name: 'Send dispute' }).click();
  await expect(item.getByTestId('hire-status')).toHaveText('Disputed');
  await expect(item.getByTestId('hire-disputed')).toBeVisible();
  await expect(item.getByTestId('review-form')).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await admin.collection('hires').getOne<{ dispute_reason: string }>(hire.id, opts))
          .dispute_reason,
    )
    .toBe('The valley still leaks.');
  expect((await admin.collection('hires').getOne(hire.id, opts)).status).toBe('disputed');
});

test('a client signs in, is sent from /dashboard to theirs, saves a contractor from the profile and finds it there', async ({
  page,
  baseURL,
  signIn,
}) => {
  const name = `Saved Plumbing ${Date.now()}`;
  const pro = await contractorWithListing(baseURL ?? '', name);
  // Signed out, the dashboard asks to sign in.
  await page.goto('/client-dashboard');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/auth?tab=login&next=%2Fclient-dashboard',
  );
  await signIn(page, { user_type: 'client' });

  // The contractors' dashboard sends a client to the client dashboard.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByText('You have not asked anyone for a hire yet.')).toBeVisible();
  await expect(
    page.getByText('Save contractors from their profile to find them here.'),
  ).toBeVisible();

  await page.goto(`/profile/${pro.listingId}`);
  const save = page.getByTestId('save-contractor');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/client-dashboard');
  const saved = page.getByTestId('saved-contractors');
  await expect(saved.getByRole('link', { name })).toBeVisible();
  await saved.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('saved-contractors')).toHaveCount(0);
});

test('an unverified client is asked to verify their email instead of getting the hire form', async ({
  page,
  baseURL,
  signIn,
}) => {
  const name = `Unverified Roofing ${Date.now()}`;
  const pro = await contractorWithListing(baseURL ?? '', name);
  await signIn(page, { user_type: 'client', verified: false });
  // A server that can send mail (without it the notice has no button: mail-off-verify.spec.ts).
  await withCaughtMail(baseURL ?? '', async (smtp) => {
    await page.goto(`/profile/${pro.listingId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const notice = page.getByTestId('verify-email-notice');
    await expect(notice).toContainText('Verify your email to send hire requests.');
    await expect(page.getByRole('button', { name: 'Request a hire' })).toHaveCount(0);
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await expect(notice).toContainText('We sent the link again. Check your inbox.');
    await expect.poll(() => smtp.messages.length).toBeGreaterThan(0);
  });
});

test('a second completed hire of the same contractor updates the one review instead of adding one', async ({
  page,
  baseURL,
  signIn,
}) => {
  const url = baseURL ?? '';
  const name = `Twice Roofing ${Date.now()}`;
  const pro = await contractorWithListing(url, name);
  const client = await signIn(page, { user_type: 'client' });
  const clientPb = new PocketBase(url);
  await clientPb.collection('users').authWithPassword(client.email, PASSWORD, opts);
  // One open request per client and listing: the second job is asked for once the first is
  // completed.
  const complete = async (hire: { id: string }) => {
    await pro.pb.collection('hires').update(hire.id, { status: 'accepted' }, opts);
    await pro.pb.collection('hires').update(hire.id, { status: 'done' }, opts);
    await clientPb.collection('hires').update(hire.id, { status: 'completed' }, opts);
  };
  const first = await requestHire(url, client, pro, 'First job: gutters');
  await complete(first);
  await complete(await requestHire(url, client, pro, 'Second job: ridge tiles'));
  await clientPb.collection('reviews').create(
    {
      contractor: pro.listingId,
      author: client.id,
      hire: first.id,
      rating: 3,
      body: 'Gutters fine, some mess.',
    },
    opts,
  );

  await page.goto('/client-dashboard');
  const item = page.getByTestId('hire').filter({ hasText: 'Second job: ridge tiles' });
  await expect(item.getByTestId('update-review')).toContainText(
    'You have already reviewed this contractor. You can update that review.',
  );
  await expect(item.getByTestId('review-form')).toHaveCount(0);
  await item.getByRole('button', { name: 'Update your review' }).click();
  const form = item.getByTestId('review-form');
  await expect(form.getByLabel('Your review')).toHaveValue('Gutters fine, some mess.');
  await expect(form.getByRole('radio', { name: '3 of 5 stars' })).toBeChecked();
  await form.getByRole('radio', { name: '5 of 5 stars' }).check({ force: true });
  await form.getByLabel('Your review').fill('Both jobs done well, cleaned up the second time.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(item.getByTestId('update-review')).toContainText('Your review was updated.');
  await expect(item.getByTestId('review-form')).toHaveCount(0);

  const admin = await superuserClient(url);
  await expect
    .poll(async () => {
      const found = await admin
        .collection('reviews')
        .getFullList({ filter: `contractor = '${pro.listingId}'`, ...opts });
      return found.map((r) => [r.rating as number, r.body as string]);
    })
    .toEqual([[5, 'Both jobs done well, cleaned up the second time.']]);
});
