// Sending an email through PocketBase's mailer (SMTP from the settings, else sendmail),
// from the sender set in the dashboard. Used by pb_hooks/routes-admin.pb.js.

/**
 * Sends one email.
 * @param {core.App} app PocketBase app (the event's `e.app`)
 * @param {string} to recipient address
 * @param {{ subject: string, html: string, text: string, headers?: Record<string, string> }} mail
 *   headers: extra message headers (e.g. List-Unsubscribe)
 * @throws the mailer's error when sending fails
 */
function sendMail(app, to, mail) {
  const meta = app.settings().meta;
  app.newMailClient().send(
    new MailerMessage({
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: to }],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ...(mail.headers ? { headers: mail.headers } : {}),
    }),
  );
}

module.exports = { sendMail };
