/// <reference path="../pb_data/types.d.ts" />
// When the server starts (`serve` only), it prints to its output (the terminal, or journalctl
// under systemd) and logs (dashboard → Logs) which services are off: email without SMTP
// settings, payments without STRIPE_SECRET_KEY, as `npm start` does. Logic in
// lib/start-notice.js.
// The JSVM has no onServe; the mail settings read here include the local mail catcher's
// (mail-catcher.pb.js), as tests/integration/release-start.test.ts checks.

onBootstrap((e) => {
  e.next();
  if ($os.args[1] !== 'serve') return;
  const { startWarnings } = require(`${__hooks}/lib/start-notice.js`);
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  const { feeConfig } = require(`${__hooks}/lib/fees.js`);
  const lines = startWarnings(
    currentMailState(e.app),
    feeConfig((/** @type {string} */ name) => $os.getenv(name)).paymentsOn,
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
