/// <reference path="../pb_data/types.d.ts" />
// When the server starts (`serve` only), it prints to its output (the terminal, or journalctl
// under systemd) and logs (dashboard → Logs) which services are off: email without SMTP
// settings, payments without STRIPE_SECRET_KEY, as `npm start` does. Logic in
// lib/start-notice.js.
// The JSVM has no onServe, and the order of two files' onBootstrap handlers is not fixed: the
// mail catcher's in-memory SMTP settings (mail-catcher.pb.js) may come after this runs, so its
// port counts as mail set up here (tests/integration/release-start.test.ts).

onBootstrap((e) => {
  e.next();
  if ($os.args[1] !== 'serve') return;
  const { mailCatcherPort, startWarnings } = require(`${__hooks}/lib/start-notice.js`);
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  const { feeConfig } = require(`${__hooks}/lib/fees.js`);
  const settings = require(`${__hooks}/lib/env.js`);
  // A setting that does not parse reads as its default: say so once, where staff look.
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
  const output = /** @type {any} */ (globalThis).console;
  for (const line of lines) {
    output.warn(line);
    // Payments' state is logged by fees.pb.js.
    if (line.indexOf('email') >= 0) e.app.logger().warn(line);
  }
});
