/// <reference path="../pb_data/types.d.ts" />
// What the server does once at each start, after PocketBase's own bootstrap. Each handler
// calls e.next() first, so the parts after it run in the reverse of the order they are
// registered here: the start notices (registered first) run last, once the in-memory settings
// below them are in place. `serve` only: `migrate up` bootstraps too, and a migration that
// saves the settings would store an in-memory change in the data directory for good.

// When the server starts, it prints to its output (the terminal, or journalctl under systemd)
// and logs (dashboard → Logs) which services are off: email without SMTP settings, payments
// without STRIPE_SECRET_KEY, as `npm start` does (lib/start-notice.js). A mail catcher's port
// counts as mail set up (tests/integration/release-start.test.ts). A setting that does not
// parse reads as its default: that is said here once, where staff look.
onBootstrap((e) => {
  e.next();
  if ($os.args[1] !== 'serve') return;
  const { mailCatcherPort, startWarnings } = require(`${__hooks}/lib/start-notice.js`);
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  const { feeConfig } = require(`${__hooks}/lib/fees.js`);
  const settings = require(`${__hooks}/lib/env.js`);
  for (const problem of settings.problems()) {
    e.app.logger().warn(problem.message, 'setting', problem.name);
  }
  const catcher = mailCatcherPort(settings.integer('MAIL_CATCHER_SMTP_PORT'));
  const lines = startWarnings(
    catcher > 0 ? 'ready' : currentMailState(e.app),
    feeConfig().paymentsOn,
  );
  // goja's console (the server's output); PocketBase's typings do not declare it.
  /** @type {{ warn: (line: string) => void }} */
  const output = /** @type {{ console: { warn: (line: string) => void } }} */ (
    /** @type {unknown} */ (globalThis)
  ).console;
  for (const line of lines) {
    output.warn(line);
    // Payments' state is logged by the handler below.
    if (line.indexOf('email') >= 0) e.app.logger().warn(line);
  }
});

// Staff see in the dashboard's Logs whether the server takes payments and what it charges;
// without STRIPE_SECRET_KEY every fee is waived ("payments not configured", docs/fees.md).
onBootstrap((e) => {
  e.next();
  if ($os.args[1] !== 'serve') return;
  const { feeConfig } = require(`${__hooks}/lib/fees.js`);
  const fee = feeConfig();
  if (fee.paymentsOn) {
    e.app
      .logger()
      .info('payments are on', 'amount_cents', fee.amountCents, 'currency', fee.currency);
  } else {
    e.app
      .logger()
      .warn('payments are off: fees are waived until STRIPE_SECRET_KEY is set (docs/fees.md)');
  }
});

// Development only: with MAIL_CATCHER_SMTP_PORT set (`npm start -- --mail-catcher`, `npm run
// dev`), this server's mail goes to the local mail catcher on that port (127.0.0.1, no TLS, no
// login). In memory, not saved, so the dashboard's mail settings come back once the server
// runs without the catcher.
onBootstrap((e) => {
  e.next();
  if ($os.args[1] !== 'serve') return;
  const port = require(`${__hooks}/lib/start-notice.js`).mailCatcherPort(
    require(`${__hooks}/lib/env.js`).integer('MAIL_CATCHER_SMTP_PORT'),
  );
  if (port === 0) return;
  const smtp = e.app.settings().smtp;
  smtp.enabled = true;
  smtp.host = '127.0.0.1';
  smtp.port = port;
  smtp.tls = false;
  smtp.username = '';
  smtp.password = '';
  e.app.logger().info('mail goes to the local mail catcher', 'port', port);
});

// The product's name and address in PocketBase's own mails (verification, password reset,
// one-time code) and in links the hooks build: until staff set them (dashboard → Settings →
// Application), PocketBase says "Acme" and links to http://localhost:8090, a port the app may
// not run on. In memory only (staff's settings always win): the name becomes "TradesMarket"
// and the URL APP_URL (`npm start` sets it to the address it serves on).
onBootstrap((e) => {
  e.next();
  if ($os.args[1] !== 'serve') return;
  const { defaultsReplaced } = require(`${__hooks}/lib/app-url.js`);
  const meta = e.app.settings().meta;
  const next = defaultsReplaced(
    { appName: meta.appName, appURL: meta.appURL },
    require(`${__hooks}/lib/env.js`).text('APP_URL'),
  );
  meta.appName = next.appName;
  meta.appURL = next.appURL;
});
