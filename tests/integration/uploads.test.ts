import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRecords, expectRefused, signUp, superuser } from '../support/actors';
import { loadHooksLib } from '../support/hooks-lib';
import { fieldCodes } from '../support/refusal';
import { createListing, rooferId } from '../support/trust';
import { testPocketBaseUrl } from '../support/servers';

// Uploads are stored under the extension of their content (lib/record-hooks.js checkUploads,
// lib/upload-types.js), sent as an attacker would: multipart with a name of their choosing.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!doctype html><script>alert(document.domain)</script>');
const { UPLOAD_COLLECTIONS } = loadHooksLib('upload-types.js') as {
  UPLOAD_COLLECTIONS: string[];
};

let admin: PocketBase;
let tradeId: string;
beforeAll(async () => {
  admin = await superuser(url);
  tradeId = await rooferId(admin);
});

const form = (field: string, bytes: Buffer, name: string, type: string) => {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
};

describe('uploads keep the extension of what they are', () => {
  it('stores and serves a PNG named logo.html as .png', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const listing = await createListing(owner, tradeId);
    const updated = await owner.pb
      .collection('contractors')
      .update(listing.id, form('logo', PNG, 'logo.html', 'text/html'), opts);
    const logo = String(updated.logo);
    expect(logo).toMatch(/^logo_\w+\.png$/);
    const served = await fetch(`${url}/api/files/contractors/${listing.id}/${logo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses an HTML file named .png with a code, and stores nothing', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const listing = await createListing(owner, tradeId);
    const error = await expectRefused(
      owner.pb
        .collection('contractors')
        .update(listing.id, form('photos', HTML, 'photo.png', 'image/png'), opts),
      400,
    );
    expect(fieldCodes(error)).toEqual({ photos: 'validation_invalid_mime_type' });
    const stored = await admin.collection('contractors').getOne(listing.id, opts);
    expect(stored.photos).toEqual([]);
  });

  it('corrects the name on create too (a plan PDF sent as plan.exe)', async () => {
    const user = await signUp(url);
    const before = await countRecords(admin, 'plan_files');
    const body = form('file', Buffer.from('%PDF-1.4\n%%EOF\n'), 'plan.exe', 'application/pdf');
    body.append('name', 'Plan');
    body.append('takeoff', JSON.stringify({ page: 1, unit: 'm', scales: {}, measurements: [] }));
    const created = await user.pb.collection('plan_files').create(body, opts);
    expect(String(created.file)).toMatch(/^plan_\w+\.pdf$/);
    expect(await countRecords(admin, 'plan_files')).toBe(before + 1);
  });

  it('covers every collection with a file field', async () => {
    const collections = await admin.collections.getFullList(opts);
    const withFiles = collections
      .filter((c) => !c.system && c.fields.some((f) => f.type === 'file'))
      .map((c) => c.name);
    expect(withFiles.sort()).toEqual([...UPLOAD_COLLECTIONS].sort());
  });
});
