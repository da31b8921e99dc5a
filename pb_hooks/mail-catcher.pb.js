/// <reference path="../pb_data/types.d.ts" />
// Development only: with MAIL_CATCHER_SMTP_PORT set (`npm start -- --mail-catcher`, `npm run
// dev`), this server's mail goes to the local mail catcher on that port (127.0.0.1, no TLS, no
// login). The settings are changed in memory at each start and not saved, so the dashboard's
// mail settings come back once the server runs without the catcher.

onBootstrap((e) => {
  e.next();
  // Only for `serve`: `migrate up` bootstraps too, and a migration that saves the settings
  // would store this in-memory change in the data directory for good.
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
