import type PocketBase from 'pocketbase';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/pocketbase.mjs';
import { signUp, type Actor } from '../support/actors';
import {
  partsOf,
  sendMailTo,
  stopSendingMail,
  subjectOf,
  useSmtpCatcher,
  type CaughtMail,
} from '../support/smtp-catcher';
import { createListing, moveHire } from '../support/trust';
import { testPocketBaseUrl } from '../support/servers';

// The mail a listing's owner gets for a new hire request (pb_hooks/hires.pb.js,
// lib/hire-notify.js; docs/security-model.md "Email"), read as the owner's inbox gets it
// from PocketBase's real mailer: once per client and listing a day, in the owner's language,
// only to a verified owner, and never in the way of the request itself.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const mail = useSmtpCatcher(url);
const copy = JSON.parse(
  readFileSync(new URL('../../pb_hooks/lib/hire-mail.json', import.meta.url), 'utf8'),
) as Record<string, { subject: string; tradeLabel: string }>;

let admin: PocketBase;
let roofer: string;

beforeAll(async () => {
  admin = mail.admin;
  roofer = (await admin.collection('trades').getFirstListItem('value = "roofer"', opts)).id;
});

let serial = 0;
/** A contractor (in `language`) with an active roofing listing, and its business name. */
async function listingOf(language = 'English'): Promise<{ owner: Actor; listing: string }> {
  serial += 1;
  const owner = await signUp(url, { user_type: 'contractor', language_preference: language });
  const name = `Mail Roofing ${serial} ${Date.now()}`;
  const listing = (await createListing(owner, roofer, { business_name: name })).id;
  return { owner, listing };
}

/** A client named `name` asks for roofing, wanting to be emailed. */
function ask(client: Actor, listing: string) {
  return client.pb.collection('hires').create(
    {
      client: client.id,
      contractor: listing,
      trade: roofer,
      status: 'requested',
      description: 'Two slipped tiles above the porch.',
      contact_preference: 'email',
    },
    opts,
  );
}

/** The mails the catcher holds for `email`. */
const inbox = (email: string): CaughtMail[] =>
  mail.smtp.messages.filter((m) => m.to.includes(email));

/** Waits until `email` has `count` mails (sends finish before the create answers). */
async function waitForMails(email: string, count: number): Promise<CaughtMail[]> {
  return vi.waitFor(() => {
    const found = inbox(email);
    if (found.length < count) throw new Error(`${found.length} of ${count} mails`);
    return found;
  });
}

describe('a new hire request is mailed to the listing owner', () => {
  it("once, in the owner's language, with the trade and the link, not the client's email", async () => {
    const { owner, listing } = await listingOf('German');
    const client = await signUp(url, { user_type: 'client', name: 'Cora Kundin' });
    const hire = await ask(client, listing);
    expect(hire.status).toBe('requested');
    const [sent] = await waitForMails(owner.email, 1);
    if (!sent) throw new Error('no mail');
    const german = copy['de'];
    if (!german) throw new Error('no German copy');
    expect(subjectOf(sent)).toBe(german.subject);
    const { text, html } = partsOf(sent);
    expect(text).toContain('Cora Kundin');
    expect(text).toContain(`${german.tradeLabel} Dachdecker`);
    expect(text).toContain('https://trades.example/dashboard');
    expect(html).toContain('lang="de"');
    expect(html).toContain('href="https://trades.example/dashboard"');
    expect(sent.raw).not.toContain(client.email);
    // The client's email is on the hire, hidden from the contractor until accepted and paid.
    const stored = await admin.collection('hires').getOne(hire.id, opts);
    expect(stored['client_email']).toBe(client.email);
    expect(inbox(client.email)).toEqual([]);
  });

  it('sends no second mail when the client cancels and asks again within 24 hours', async () => {
    const { owner, listing } = await listingOf();
    const client = await signUp(url, { user_type: 'client', name: 'Flo Flood' });
    for (let i = 0; i < 3; i += 1) {
      const hire = await ask(client, listing);
      await moveHire(client, hire.id, 'cancelled');
    }
    await ask(client, listing);
    // Another client's request to the same listing is mailed: the limit is per client.
    const other = await signUp(url, { user_type: 'client', name: 'Olga Other' });
    await ask(other, listing);
    const mails = await waitForMails(owner.email, 2);
    const texts = mails.map((m) => partsOf(m).text);
    expect(texts.filter((t) => t.includes('Flo Flood'))).toHaveLength(1);
    expect(texts.filter((t) => t.includes('Olga Other'))).toHaveLength(1);
    expect(
      (await admin.collection('hires').getFullList({ ...opts, filter: `client = "${client.id}"` }))
        .length,
    ).toBe(4);
  });

  it('mails no owner whose address is not verified', async () => {
    const { owner, listing } = await listingOf();
    await admin.collection('users').update(owner.id, { verified: false }, opts);
    const client = await signUp(url, { user_type: 'client' });
    const hire = await ask(client, listing);
    expect(hire.status).toBe('requested');
    // A verified owner asked after it is mailed: the sends run in the order asked.
    const marker = await listingOf();
    await ask(client, marker.listing);
    await waitForMails(marker.owner.email, 1);
    expect(inbox(owner.email)).toEqual([]);
  });
});

describe('the request never depends on the mail', () => {
  it('is stored without a mail server, and no mail is tried', async () => {
    const { owner, listing } = await listingOf();
    const client = await signUp(url, { user_type: 'client' });
    await stopSendingMail(admin);
    try {
      const hire = await ask(client, listing);
      expect((await admin.collection('hires').getOne(hire.id, opts)).status).toBe('requested');
    } finally {
      await sendMailTo(admin, mail.smtp.port);
    }
    expect(inbox(owner.email)).toEqual([]);
    // Nothing was sent, so nothing counts against the day: a new request is mailed.
    const again = await signUp(url, { user_type: 'client' });
    await ask(again, listing);
    await waitForMails(owner.email, 1);
  });

  it('is stored when the mail server refuses, and the next request is mailed then', async () => {
    const { owner, listing } = await listingOf();
    const client = await signUp(url, { user_type: 'client', name: 'Rita Retry' });
    await sendMailTo(admin, await freePort());
    let first;
    try {
      first = await ask(client, listing);
    } finally {
      await sendMailTo(admin, mail.smtp.port);
    }
    expect((await admin.collection('hires').getOne(first.id, opts)).status).toBe('requested');
    expect(inbox(owner.email)).toEqual([]);
    // The failed send did not use up the day's mail for this client and listing.
    await moveHire(client, first.id, 'cancelled');
    await ask(client, listing);
    const [sent] = await waitForMails(owner.email, 1);
    expect(partsOf(sent as CaughtMail).text).toContain('Rita Retry');
  });
});
