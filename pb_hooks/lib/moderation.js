// Moderation on the server (docs/moderation.md): the staff's queues and their actions on
// listings, reviews, disputed hires and verification requests, each written to the audit log
// in the same transaction as its change; the checks on new reports and verification
// requests. Required by pb_hooks/routes-admin.pb.js; the pure readers are unit-tested in
// tests/hooks/moderation.test.ts, the routes in tests/integration/moderation-*.test.ts.

/** Longest reason staff may give, in characters (admin_actions.reason holds 2000). */
const MAX_REASON = 2000;

/** Open reports listed with each queued item. */
const REPORTS_SHOWN = 20;

/**
 * What each staff route accepts in its choice field, and whether a reason is required.
 * @type {Record<string, { field: string, choices: Record<string, boolean> }>}
 */
const ACTIONS = {
  listing: { field: 'action', choices: { suspend: true, reinstate: true, keep: false } },
  review: { field: 'action', choices: { hide: true, unhide: false, keep: false } },
  dispute: { field: 'outcome', choices: { completed: true, cancelled: true } },
  verification: { field: 'decision', choices: { approve: false, reject: true } },
};

/**
 * Reads a staff action's body: one choice of `kind`'s table (ACTIONS) and a reason. Pure.
 * @param {unknown} body the parsed JSON body
 * @param {keyof typeof ACTIONS} kind which route's table
 * @returns {{ choice: string, reason: string }} the reason trimmed ('' when none)
 * @throws {BadRequestError} 400 with field errors (lib/staff-admin.js readStaffChoice)
 */
function readAction(body, kind) {
  const { field, choices } = ACTIONS[kind];
  return require('./staff-admin.js').readStaffChoice(body, field, choices);
}

/**
 * Reads the background-check body `{passed, reason}`. Pure.
 * @param {unknown} body the parsed JSON body
 * @returns {{ passed: boolean, reason: string }}
 * @throws {BadRequestError} 400 with field errors (`passed` not a boolean, `reason` missing,
 *   not text or too long: the reason is the check's reference, always required)
 */
function readBackgroundCheck(body) {
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  const data = require('./http.js').jsonObject(body);
  if (typeof data.passed !== 'boolean') {
    errors.passed = { code: 'validation_invalid_type', message: 'true or false.' };
  }
  const reason = typeof data.reason === 'string' ? data.reason.trim() : '';
  if (data.reason !== undefined && typeof data.reason !== 'string') {
    errors.reason = { code: 'validation_invalid_type', message: 'Text.' };
  } else if (reason.length > MAX_REASON) {
    errors.reason = { code: 'validation_max_text_constraint', message: `At most ${MAX_REASON}.` };
  } else if (!reason) {
    errors.reason = { code: 'validation_required', message: 'Give the check reference.' };
  }
  if (Object.keys(errors).length > 0) {
    require('./http.js').throwFieldErrors(errors[Object.keys(errors)[0]].message, errors);
  }
  return { passed: data.passed === true, reason };
}

/**
 * Reads a queue name from the query. Pure.
 * @template {string} Q
 * @param {Record<string, string>} query the request's query
 * @param {string} name the query parameter
 * @param {Q[]} allowed its values; the first is the default
 * @returns {Q}
 * @throws {BadRequestError} 400 with a field error for any other value
 */
function readQueue(query, name, allowed) {
  const raw = query[name];
  if (raw === undefined || raw === '') return allowed[0];
  const queue = /** @type {Q} */ (String(raw));
  if (allowed.indexOf(queue) < 0) {
    require('./http.js').throwFieldErrors('Unknown queue.', {
      [name]: { code: 'validation_invalid_value', message: `One of: ${allowed.join(', ')}.` },
    });
  }
  return queue;
}

/** A move from the wrong state: 400 with `data.status.code` = `invalid_state`. */
function invalidState(/** @type {string} */ message) {
  return new BadRequestError(message, {
    status: new ValidationError('invalid_state', message),
  });
}

/** The current time as PocketBase stores dates ("YYYY-MM-DD hh:mm:ss.sssZ"). */
function nowDate() {
  return new Date().toISOString().replace('T', ' ');
}

/**
 * A record by id, or 404.
 * @param {core.App} app @param {string} collection @param {string} id @param {string} what
 */
function findOr404(app, collection, id, what) {
  try {
    return app.findRecordById(collection, id);
  } catch {
    throw new NotFoundError(`No such ${what}.`);
  }
}

/**
 * One number from a SQL query answering a column `n`.
 * @param {core.App} app @param {string} sql @param {Record<string, unknown>} [params]
 * @returns {number}
 */
function countSql(app, sql, params) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(sql)
    .bind(params || {})
    .one(row);
  return Number(row.n) || 0;
}

/**
 * GET /api/admin/queues: how many items wait in each queue.
 * @param {core.App} app
 * @param {number} nowMs current time, ms since the epoch
 * @returns {{ newListings: number, reportedListings: number, reportedReviews: number,
 *   heldReviews: number, verificationRequests: number, disputes: number,
 *   securityEvents24h: number }}
 */
function queueCounts(app, nowMs) {
  const since = new Date(nowMs - 24 * 60 * 60 * 1000).toISOString().replace('T', ' ');
  return {
    newListings: countSql(
      app,
      "SELECT COUNT(*) AS n FROM contractors WHERE status = 'active' AND COALESCE(moderated_at, '') = ''",
    ),
    reportedListings: countSql(
      app,
      "SELECT COUNT(DISTINCT contractor) AS n FROM reports WHERE status = 'open' AND COALESCE(review, '') = ''",
    ),
    reportedReviews: countSql(
      app,
      "SELECT COUNT(DISTINCT review) AS n FROM reports WHERE status = 'open' AND COALESCE(review, '') != ''",
    ),
    heldReviews: countSql(
      app,
      "SELECT COUNT(*) AS n FROM reviews WHERE COALESCE(held_reason, '') != ''",
    ),
    verificationRequests: countSql(
      app,
      "SELECT COUNT(*) AS n FROM verification_requests WHERE status = 'pending'",
    ),
    disputes: countSql(app, "SELECT COUNT(*) AS n FROM hires WHERE status = 'disputed'"),
    securityEvents24h: countSql(
      app,
      'SELECT COUNT(*) AS n FROM security_events WHERE created >= {:since}',
      { since },
    ),
  };
}

/**
 * The open reports of a listing (reviewId '') or of one review, newest first.
 * @param {core.App} app @param {string} contractorId @param {string} reviewId
 * @returns {{ id: string, reason: string, details: string, created: string }[]}
 */
function openReports(app, contractorId, reviewId) {
  return app
    .findRecordsByFilter(
      'reports',
      'contractor = {:c} && review = {:r} && status = "open"',
      '-created',
      REPORTS_SHOWN,
      0,
      { c: contractorId, r: reviewId },
    )
    .map((r) => ({
      id: r.id,
      reason: r.getString('reason'),
      details: r.getString('details'),
      created: r.getString('created'),
    }));
}

/**
 * Closes the open reports of a listing (reviewId '') or review.
 * @param {core.App} app a transaction's app
 * @param {{ id: string, superuser?: boolean }} actor
 * @param {string} contractorId @param {string} reviewId
 * @param {'resolved' | 'dismissed'} status resolved: staff acted on the item; dismissed: kept it
 * @param {string} resolution staff's reason
 * @returns {number} how many were closed
 */
function closeReports(app, actor, contractorId, reviewId, status, resolution) {
  const rows = app.findRecordsByFilter(
    'reports',
    'contractor = {:c} && review = {:r} && status = "open"',
    '',
    0,
    0,
    { c: contractorId, r: reviewId },
  );
  const at = nowDate();
  for (const report of rows) {
    report.set('status', status);
    report.set('resolution', resolution);
    if (!actor.superuser) report.set('resolved_by', actor.id);
    report.set('resolved_at', at);
    app.save(report);
  }
  return rows.length;
}

/**
 * A page of records from SQL that answers their ids in order (`ids`) and their number (`count`).
 * @param {core.App} app
 * @param {string} collection whose records the ids name
 * @param {{ page: number, perPage: number }} paging
 * @param {string} idsSql a SELECT answering `id`, ordered, without LIMIT
 * @param {string} countSqlText a SELECT answering `n`
 * @param {(record: core.Record) => object} shape
 * @param {Record<string, unknown>} [params] values bound into both queries ({:name})
 */
function pageBySql(app, collection, paging, idsSql, countSqlText, shape, params) {
  const totalItems = countSql(app, countSqlText, params);
  const rows = arrayOf(new DynamicModel({ id: '' }));
  app
    .db()
    .newQuery(`${idsSql} LIMIT {:limit} OFFSET {:offset}`)
    .bind(
      Object.assign({}, params, {
        limit: paging.perPage,
        offset: (paging.page - 1) * paging.perPage,
      }),
    )
    .all(rows);
  const items = [];
  for (const row of rows) {
    try {
      items.push(shape(app.findRecordById(collection, row.id)));
    } catch {
      // Deleted between the two reads: left out.
    }
  }
  return {
    page: paging.page,
    perPage: paging.perPage,
    totalItems,
    totalPages: Math.ceil(totalItems / paging.perPage),
    items,
  };
}

/**
 * A listing's business name, '' when the listing is gone.
 * @param {core.App} app @param {string} contractorId
 */
function businessNameOf(app, contractorId) {
  try {
    return app.findRecordById('contractors', contractorId).getString('business_name');
  } catch {
    return '';
  }
}

/**
 * A user's email, '' when the account is gone.
 * @param {core.App} app @param {string} userId
 */
function emailOf(app, userId) {
  if (!userId) return '';
  try {
    return app.findRecordById('users', userId).email();
  } catch {
    return '';
  }
}

/** The longest search text the `all` listings queue takes. */
const MAX_LISTING_SEARCH = 100;

/**
 * GET /api/admin/listings?queue=new|reported|suspended|all (+ paging; `q` searches the `all`
 * queue by business name or owner email, case-insensitive, at most 100 characters). `all` is
 * every listing but removed ones, newest change first: staff find a listing that left the
 * queues (kept, reinstated) to suspend it again or record a background check.
 * @param {core.RequestEvent} e the request event (after requireStaff)
 * @returns {object} a page of `{id, businessName, ownerEmail, status, suspensionReason,
 *   verified, backgroundCheck, backgroundCheckedAt, created, reports}`
 */
function listListings(e) {
  const app = e.app;
  const query = e.requestInfo().query || {};
  const queue = readQueue(query, 'queue', ['new', 'reported', 'suspended', 'all']);
  const search = String(query.q || '').trim();
  if (search.length > MAX_LISTING_SEARCH) {
    require('./http.js').throwFieldErrors(`At most ${MAX_LISTING_SEARCH} characters.`, {
      q: { code: 'validation_max_text_constraint', message: `At most ${MAX_LISTING_SEARCH}.` },
    });
  }
  const paging = require(`${__hooks}/lib/staff-admin.js`).readPaging(e);
  const shape = (/** @type {core.Record} */ r) => ({
    id: r.id,
    businessName: r.getString('business_name'),
    ownerEmail: emailOf(app, r.getString('owner')),
    status: r.getString('status'),
    suspensionReason: r.getString('suspension_reason'),
    verified: r.getBool('verified'),
    backgroundCheck: r.getBool('background_check'),
    backgroundCheckedAt: r.getString('background_checked_at'),
    created: r.getString('created'),
    reports: openReports(app, r.id, ''),
  });
  const open = "FROM reports WHERE status = 'open' AND COALESCE(review, '') = ''";
  const allListings =
    "FROM contractors c LEFT JOIN users u ON u.id = c.owner WHERE c.status != 'removed' AND " +
    "(LOWER(c.business_name) LIKE {:like} ESCAPE '\\' OR LOWER(COALESCE(u.email, '')) LIKE {:like} ESCAPE '\\')";
  const sql = {
    new: {
      ids: "SELECT id FROM contractors WHERE status = 'active' AND COALESCE(moderated_at, '') = '' ORDER BY created, id",
      count:
        "SELECT COUNT(*) AS n FROM contractors WHERE status = 'active' AND COALESCE(moderated_at, '') = ''",
    },
    reported: {
      ids: `SELECT contractor AS id ${open} GROUP BY contractor ORDER BY MIN(created), contractor`,
      count: `SELECT COUNT(DISTINCT contractor) AS n ${open}`,
    },
    suspended: {
      ids: "SELECT id FROM contractors WHERE status = 'suspended' ORDER BY updated DESC, id",
      count: "SELECT COUNT(*) AS n FROM contractors WHERE status = 'suspended'",
    },
    all: {
      ids: `SELECT c.id AS id ${allListings} ORDER BY c.updated DESC, c.id`,
      count: `SELECT COUNT(*) AS n ${allListings}`,
    },
  }[queue];
  const like = `%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return pageBySql(app, 'contractors', paging, sql.ids, sql.count, shape, { like });
}

/**
 * GET /api/admin/reviews?queue=reported|held|hidden (+ paging). `held`: reviews the server
 * holds for staff (lib/review-trust.js), oldest first; `hidden`: reviews staff hid.
 * @param {core.RequestEvent} e the request event (after requireStaff)
 * @returns {object} a page of `{id, contractorId, businessName, authorName, rating, body,
 *   hidden, heldReason, created, reports}`
 */
function listReviews(e) {
  const app = e.app;
  const queue = readQueue(e.requestInfo().query || {}, 'queue', ['reported', 'held', 'hidden']);
  const paging = require(`${__hooks}/lib/staff-admin.js`).readPaging(e);
  const shape = (/** @type {core.Record} */ r) => ({
    id: r.id,
    contractorId: r.getString('contractor'),
    businessName: businessNameOf(app, r.getString('contractor')),
    authorName: r.getString('author_name'),
    rating: r.getInt('rating'),
    body: r.getString('body'),
    hidden: r.getBool('hidden'),
    heldReason: r.getString('held_reason'),
    created: r.getString('created'),
    reports: openReports(app, r.getString('contractor'), r.id),
  });
  const open = "FROM reports WHERE status = 'open' AND COALESCE(review, '') != ''";
  const sql = {
    reported: {
      ids: `SELECT review AS id ${open} GROUP BY review ORDER BY MIN(created), review`,
      count: `SELECT COUNT(DISTINCT review) AS n ${open}`,
    },
    held: {
      ids: "SELECT id FROM reviews WHERE COALESCE(held_reason, '') != '' ORDER BY created, id",
      count: "SELECT COUNT(*) AS n FROM reviews WHERE COALESCE(held_reason, '') != ''",
    },
    hidden: {
      ids: "SELECT id FROM reviews WHERE hidden = TRUE AND COALESCE(held_reason, '') = '' ORDER BY updated DESC, id",
      count:
        "SELECT COUNT(*) AS n FROM reviews WHERE hidden = TRUE AND COALESCE(held_reason, '') = ''",
    },
  }[queue];
  return pageBySql(app, 'reviews', paging, sql.ids, sql.count, shape);
}

/**
 * GET /api/admin/disputes (+ paging): disputed hires, oldest first.
 * @param {core.RequestEvent} e the request event (after requireStaff)
 */
function listDisputes(e) {
  const app = e.app;
  const paging = require(`${__hooks}/lib/staff-admin.js`).readPaging(e);
  return pageBySql(
    app,
    'hires',
    paging,
    "SELECT id FROM hires WHERE status = 'disputed' ORDER BY updated, id",
    "SELECT COUNT(*) AS n FROM hires WHERE status = 'disputed'",
    (r) => {
      let trade = '';
      try {
        trade = app.findRecordById('trades', r.getString('trade')).getString('value');
      } catch {
        // no trade named
      }
      return {
        id: r.id,
        contractorId: r.getString('contractor'),
        businessName: businessNameOf(app, r.getString('contractor')),
        clientName: r.getString('client_name'),
        trade,
        description: r.getString('description'),
        disputeReason: r.getString('dispute_reason'),
        updated: r.getString('updated'),
      };
    },
  );
}

/**
 * GET /api/admin/verifications?status=pending|approved|rejected (+ paging).
 * @param {core.RequestEvent} e the request event (after requireStaff)
 */
function listVerifications(e) {
  const app = e.app;
  const status = readQueue(e.requestInfo().query || {}, 'status', [
    'pending',
    'approved',
    'rejected',
  ]);
  const paging = require(`${__hooks}/lib/staff-admin.js`).readPaging(e);
  const order = status === 'pending' ? 'created, id' : 'updated DESC, id';
  return pageBySql(
    app,
    'verification_requests',
    paging,
    `SELECT id FROM verification_requests WHERE status = '${status}' ORDER BY ${order}`,
    `SELECT COUNT(*) AS n FROM verification_requests WHERE status = '${status}'`,
    (r) => {
      return {
        id: r.id,
        contractorId: r.getString('contractor'),
        businessName: businessNameOf(app, r.getString('contractor')),
        ownerEmail: emailOf(app, r.getString('owner')),
        licenceDocument: r.getString('licence_document'),
        insuranceDocument: r.getString('insurance_document'),
        note: r.getString('note'),
        status: r.getString('status'),
        decisionReason: r.getString('decision_reason'),
        created: r.getString('created'),
      };
    },
  );
}

/**
 * Mails a listing's owner about a suspension or reinstatement, in their language.
 * @param {core.App} app
 * @param {core.Record} listing the contractors record
 * @param {'suspend' | 'reinstate'} kind
 * @param {string} reason staff's reason
 * @returns {'sent' | 'failed' | 'skipped'} skipped: no owner, or no mail server set up
 */
function mailOwner(app, listing, kind, reason) {
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  if (currentMailState(app) === 'not_configured') return 'skipped';
  let owner;
  try {
    owner = app.findRecordById('users', listing.getString('owner'));
  } catch {
    return 'skipped';
  }
  try {
    const { moderationMail } = require(`${__hooks}/lib/moderation-mail.js`);
    const mail = moderationMail(
      require(`${__hooks}/lib/moderation-mail.json`),
      owner.getString('language_preference'),
      kind,
      {
        business: listing.getString('business_name'),
        reason,
        portalUrl: `${String(app.settings().meta.appURL).replace(/\/+$/, '')}/contractor-portal`,
      },
    );
    require(`${__hooks}/lib/mailer.js`).sendMail(app, owner.email(), mail);
    require(`${__hooks}/lib/capabilities.js`).noteSend(app, null);
    return 'sent';
  } catch (err) {
    app.logger().error('moderation email failed', 'listing', listing.id, 'error', `${err}`);
    require(`${__hooks}/lib/capabilities.js`).noteSend(app, `${err}`);
    return 'failed';
  }
}

/**
 * POST /api/admin/listings/{id}/moderate {action: suspend | reinstate | keep, reason}.
 * @param {core.RequestEvent} e the request event
 * @param {{ id: string, email: string, superuser?: boolean }} actor from requireStaff
 * @returns {{ id: string, status: string, mail: 'sent' | 'failed' | 'skipped' | 'none' }}
 *   mail `none` for `keep` (nobody is told)
 * @throws {BadRequestError} 400 bad body or `invalid_state`; {NotFoundError} 404
 */
function moderateListing(e, actor) {
  const { choice, reason } = readAction(e.requestInfo().body, 'listing');
  const id = e.request.pathValue('id');
  const { logAdminAction } = require(`${__hooks}/lib/staff.js`);
  let found = /** @type {core.Record | null} */ (null);
  e.app.runInTransaction((txApp) => {
    const listing = findOr404(txApp, 'contractors', id, 'listing');
    found = listing;
    const before = listing.getString('status');
    if (choice === 'suspend') {
      if (before === 'suspended') throw invalidState('The listing is already suspended.');
      listing.set('status', 'suspended');
      listing.set('suspension_reason', reason);
      closeReports(txApp, actor, id, '', 'resolved', reason);
    } else if (choice === 'reinstate') {
      if (before !== 'suspended') throw invalidState('Only a suspended listing is reinstated.');
      listing.set('status', 'active');
      listing.set('suspension_reason', '');
      closeReports(txApp, actor, id, '', 'dismissed', reason);
    } else {
      closeReports(txApp, actor, id, '', 'dismissed', reason);
    }
    listing.set('moderated_at', nowDate());
    txApp.save(listing);
    logAdminAction(txApp, actor, `listing.${choice}`, { collection: 'contractors', id }, reason, {
      from: before,
      to: listing.getString('status'),
    });
  });
  // runInTransaction returns only after the callback ran through, which set it.
  const listing = /** @type {core.Record} */ (found);
  const mail =
    choice === 'keep'
      ? 'none'
      : mailOwner(e.app, listing, /** @type {'suspend' | 'reinstate'} */ (choice), reason);
  return { id, status: listing.getString('status'), mail };
}

/**
 * POST /api/admin/listings/{id}/background-check {passed, reason}.
 * @param {core.RequestEvent} e @param {{ id: string, email: string, superuser?: boolean }} actor
 * @returns {{ id: string, backgroundCheck: boolean }}
 */
function recordBackgroundCheck(e, actor) {
  const { passed, reason } = readBackgroundCheck(e.requestInfo().body);
  const id = e.request.pathValue('id');
  const { logAdminAction } = require(`${__hooks}/lib/staff.js`);
  e.app.runInTransaction((txApp) => {
    const listing = findOr404(txApp, 'contractors', id, 'listing');
    listing.set('background_check', passed);
    // The date says a check was recorded, passed or not; the badge shows only a passed one.
    listing.set('background_checked_at', nowDate());
    txApp.save(listing);
    logAdminAction(
      txApp,
      actor,
      'listing.background_check',
      { collection: 'contractors', id },
      reason,
      { passed },
    );
  });
  return { id, backgroundCheck: passed };
}

/**
 * POST /api/admin/reviews/{id}/moderate {action: hide | unhide | keep, reason}. The rating is
 * recomputed by the review hooks (pb_hooks/reviews.pb.js), which count visible reviews only.
 * A held review (hidden, with its `held_reason`) is released by `unhide` and kept from the
 * listing by `hide`; either way it leaves the held queue.
 * @param {core.RequestEvent} e @param {{ id: string, email: string, superuser?: boolean }} actor
 * @returns {{ id: string, hidden: boolean }}
 */
function moderateReview(e, actor) {
  const { choice, reason } = readAction(e.requestInfo().body, 'review');
  const id = e.request.pathValue('id');
  const { logAdminAction } = require(`${__hooks}/lib/staff.js`);
  let hidden = false;
  e.app.runInTransaction((txApp) => {
    const review = findOr404(txApp, 'reviews', id, 'review');
    const contractor = review.getString('contractor');
    const held = review.getString('held_reason') !== '';
    if (choice === 'hide') {
      if (review.getBool('hidden') && !held) throw invalidState('The review is already hidden.');
      review.set('hidden', true);
      review.set('held_reason', '');
      txApp.save(review);
      closeReports(txApp, actor, contractor, id, 'resolved', reason);
    } else if (choice === 'unhide') {
      if (!review.getBool('hidden')) throw invalidState('The review is not hidden.');
      review.set('hidden', false);
      review.set('held_reason', '');
      txApp.save(review);
    } else {
      closeReports(txApp, actor, contractor, id, 'dismissed', reason);
    }
    hidden = review.getBool('hidden');
    logAdminAction(txApp, actor, `review.${choice}`, { collection: 'reviews', id }, reason, {
      contractor,
    });
  });
  return { id, hidden };
}

/**
 * POST /api/admin/hires/{id}/resolve {outcome: completed | cancelled, reason}.
 * @param {core.RequestEvent} e @param {{ id: string, email: string, superuser?: boolean }} actor
 * @returns {{ id: string, status: string }}
 */
function resolveDispute(e, actor) {
  const { choice, reason } = readAction(e.requestInfo().body, 'dispute');
  const id = e.request.pathValue('id');
  const { logAdminAction } = require(`${__hooks}/lib/staff.js`);
  e.app.runInTransaction((txApp) => {
    const hire = findOr404(txApp, 'hires', id, 'hire');
    if (hire.getString('status') !== 'disputed') {
      throw invalidState('Only a disputed hire is resolved.');
    }
    hire.set('status', choice);
    hire.set('dispute_resolution', reason);
    txApp.save(hire);
    logAdminAction(txApp, actor, 'hire.resolve', { collection: 'hires', id }, reason, {
      outcome: choice,
    });
  });
  return { id, status: choice };
}

/**
 * POST /api/admin/verifications/{id}/decide {decision: approve | reject, reason}.
 * @param {core.RequestEvent} e @param {{ id: string, email: string, superuser?: boolean }} actor
 * @returns {{ id: string, status: string }}
 */
function decideVerification(e, actor) {
  const { choice, reason } = readAction(e.requestInfo().body, 'verification');
  const id = e.request.pathValue('id');
  const { logAdminAction } = require(`${__hooks}/lib/staff.js`);
  const status = choice === 'approve' ? 'approved' : 'rejected';
  e.app.runInTransaction((txApp) => {
    const request = findOr404(txApp, 'verification_requests', id, 'verification request');
    if (request.getString('status') !== 'pending') {
      throw invalidState('Only a pending request is decided.');
    }
    const at = nowDate();
    request.set('status', status);
    request.set('decision_reason', reason);
    if (!actor.superuser) request.set('decided_by', actor.id);
    request.set('decided_at', at);
    txApp.save(request);
    if (status === 'approved') {
      const listing = findOr404(txApp, 'contractors', request.getString('contractor'), 'listing');
      // The badge says which documents staff checked: these and any checked before.
      const checked = listing.getStringSlice('verified_documents');
      for (const [field, kind] of [
        ['licence_document', 'licence'],
        ['insurance_document', 'insurance'],
      ]) {
        if (request.getString(field) && checked.indexOf(kind) < 0) checked.push(kind);
      }
      listing.set('verified', true);
      listing.set('verified_at', at);
      listing.set('verified_documents', checked);
      txApp.save(listing);
    }
    logAdminAction(
      txApp,
      actor,
      `verification.${choice}`,
      { collection: 'verification_requests', id },
      reason,
      { contractor: request.getString('contractor') },
    );
  });
  return { id, status };
}

/**
 * Checks a verification request before PocketBase saves it (the API rule has checked who):
 * at least one document, and no pending request for the listing yet. Marks it pending.
 * @param {RecordRequestEventWithRecord} e the create request event
 * @throws {BadRequestError} 400 with `licence_document` `validation_required` when no
 *   document is attached, or `contractor` `verification_pending` when one waits already
 */
function checkNewVerificationRequest(e) {
  const record = e.record;
  const attached = (/** @type {string} */ field) => {
    const value = record.get(field);
    if (value === null || value === undefined || value === '') return false;
    return !(Array.isArray(value) && value.length === 0);
  };
  if (!attached('licence_document') && !attached('insurance_document')) {
    throw new BadRequestError('Attach a licence or an insurance document.', {
      licence_document: new ValidationError(
        'validation_required',
        'Attach a licence or an insurance document.',
      ),
    });
  }
  const waiting = e.app.findRecordsByFilter(
    'verification_requests',
    'contractor = {:c} && status = "pending"',
    '',
    1,
    0,
    { c: record.getString('contractor') },
  );
  if (waiting.length > 0) {
    const message = 'A verification request for this listing is waiting for staff already.';
    throw new BadRequestError(message, {
      contractor: new ValidationError('verification_pending', message),
    });
  }
  record.set('status', 'pending');
}

module.exports = {
  MAX_REASON,
  checkNewVerificationRequest,
  ACTIONS,
  readAction,
  readBackgroundCheck,
  readQueue,
  queueCounts,
  listListings,
  listReviews,
  listDisputes,
  listVerifications,
  moderateListing,
  recordBackgroundCheck,
  moderateReview,
  resolveDispute,
  decideVerification,
};
