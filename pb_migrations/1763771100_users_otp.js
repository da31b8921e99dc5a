/// <reference path="../pb_data/types.d.ts" />
// Lets users sign in with a one-time code sent by email (PocketBase OTP:
// POST /api/collections/users/request-otp, then auth-with-otp). The code is valid for 10
// minutes, longer than PocketBase's default 3, so a phone with poor signal has time to
// receive the mail.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.otp.enabled = true;
    users.otp.duration = 600;
    users.otp.length = 8;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    // PocketBase's defaults.
    users.otp.enabled = false;
    users.otp.duration = 180;
    users.otp.length = 8;
    app.save(users);
  },
);
