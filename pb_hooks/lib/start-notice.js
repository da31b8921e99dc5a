// What a server says when it starts serving (pb_hooks/bootstrap.pb.js): the services that are
// off, so an operator who runs a release (`./pocketbase serve`, systemd) reads in its output
// (journalctl) what `npm start` prints: email not set up, payments off. Pure; unit-tested in
// tests/hooks/start-notice.test.ts.

/**
 * The warning lines for the server's output at start.
 * @param {'ready' | 'not_configured' | 'failing'} mailState lib/capabilities.js currentMailState
 * @param {boolean} paymentsOn lib/fees.js feeConfig(...).paymentsOn (STRIPE_SECRET_KEY set)
 * @returns {string[]} one line per service that is off (none when everything is on)
 */
function startWarnings(mailState, paymentsOn) {
  /** @type {string[]} */
  const lines = [];
  if (mailState === 'not_configured') {
    lines.push(
      'WARNING: email is not set up (no SMTP settings, no sendmail): sign-up confirmation, ' +
        'password reset, staff sign-in codes and contact-form notices cannot be sent; the app ' +
        'tells users so. Dashboard /_/ → Settings → Mail settings (docs/self-hosting.md "Mail").',
    );
  }
  if (!paymentsOn) {
    lines.push(
      'WARNING: payments are off (no STRIPE_SECRET_KEY): every fee is waived as "payments not ' +
        'configured" (docs/self-hosting.md "Payments").',
    );
  }
  return lines;
}

/**
 * The local mail catcher's SMTP port (development: `npm start -- --mail-catcher`, `npm run
 * dev`), from MAIL_CATCHER_SMTP_PORT; pb_hooks/bootstrap.pb.js sends the server's mail there.
 * @param {string | number} value the setting (lib/env.js; '' or 0 when unset)
 * @returns {number} the port, or 0 when unset or not a port number
 */
function mailCatcherPort(value) {
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port <= 65535 ? port : 0;
}

module.exports = { mailCatcherPort, startWarnings };
