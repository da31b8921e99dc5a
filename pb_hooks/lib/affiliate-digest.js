// The hourly affiliate digest (docs/security-model.md "Email"): one email per affiliate with
// new clicks, built from affiliate_digest_pending, which is emptied as each digest goes out;
// daily dedupe keys of clicks older than two days are cleared. Required by pb_hooks/cron.pb.js.

/** Dedupe keys are cleared once their click is this old, ms (two days). */
const DEDUPE_KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Sends the pending digests. A digest that fails to send stays pending for the next hour.
 * @param {core.App} app PocketBase app
 * @returns {{ sent: number, failed: number }}
 */
function sendDigests(app) {
  const { affiliateDigestMail } = require(`${__hooks}/lib/affiliate-mail.js`);
  const copy = require(`${__hooks}/lib/affiliate-mail.json`);
  const rows = app.findRecordsByFilter('affiliate_digest_pending', 'clicks > 0', 'affiliate', 0, 0);
  /** @type {Map<string, core.Record[]>} */
  const byAffiliate = new Map();
  for (const row of rows) {
    if (!row) continue;
    const id = row.getString('affiliate');
    byAffiliate.set(id, (byAffiliate.get(id) || []).concat([row]));
  }
  let sent = 0;
  let failed = 0;
  byAffiliate.forEach((pending, id) => {
    try {
      const affiliate = app.findRecordById('affiliates', id);
      const user = app.findRecordById('users', affiliate.getString('user'));
      const countries = pending.map((r) => ({
        country: r.getString('country'),
        clicks: r.getInt('clicks'),
      }));
      const mail = affiliateDigestMail(
        copy,
        user.getString('language_preference'),
        {
          code: affiliate.getString('referral_code'),
          count: countries.reduce((sum, c) => sum + c.clicks, 0),
          countries: countries.some((c) => c.country !== '') ? countries : [],
          total: app.countRecords('affiliate_clicks', $dbx.hashExp({ affiliate: id })),
        },
        app.settings().meta.appURL,
      );
      require(`${__hooks}/lib/mailer.js`).sendMail(app, user.email(), mail);
      for (const r of pending) app.delete(r);
      sent += 1;
    } catch (err) {
      failed += 1;
      app.logger().error('affiliate digest email failed', 'affiliate', id, 'error', String(err));
    }
  });
  const before = new Date(Date.now() - DEDUPE_KEEP_MS).toISOString().replace('T', ' ');
  app
    .db()
    .newQuery(
      "UPDATE affiliate_clicks SET dedupe_key = '', visitor_key = '' WHERE (dedupe_key != '' OR visitor_key != '') AND created < {:before}",
    )
    .bind({ before })
    .execute();
  return { sent, failed };
}

module.exports = { DEDUPE_KEEP_MS, sendDigests };
