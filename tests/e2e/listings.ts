import type PocketBase from 'pocketbase';

const opts = { requestKey: null };

/**
 * An active roofer's listing named `name` of the user `ownerId`, made as a superuser (the
 * dashboard's view).
 * @returns the listing's id
 */
export async function listingOf(admin: PocketBase, ownerId: string, name: string): Promise<string> {
  const trade = await admin.collection('trades').getFirstListItem('value = "roofer"', opts);
  const listing = await admin.collection('contractors').create(
    {
      owner: ownerId,
      business_name: name,
      trades: [trade.id],
      status: 'active',
      description: 'Roofs, gutters and chimneys.',
    },
    opts,
  );
  return listing.id;
}

/**
 * An active roofer's listing named `name`, with a contractor owner of its own, made as a
 * superuser (the dashboard's view).
 * @returns the listing's id
 */
export async function activeListing(admin: PocketBase, name: string): Promise<string> {
  const owner = await admin.collection('users').create(
    {
      email: `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'listing-owner-password-1',
      passwordConfirm: 'listing-owner-password-1',
      user_type: 'contractor',
    },
    opts,
  );
  return listingOf(admin, owner.id, name);
}
