// "Sign out everywhere" for an account: a new token key ends every token of the user (each
// PocketBase auth token is signed with the record's tokenKey), and their staff sessions go with
// them. Required by pb_hooks/routes-account.pb.js; docs/security-model.md "Sessions".

/**
 * POST /api/account/sign-out-everywhere: ends all of the caller's tokens, this one too.
 * @param {core.RequestEvent} e the route's request event
 * @throws {UnauthorizedError} 401 `data.auth.code` = `auth_required` for guests, superusers
 *   and other auth collections
 */
function signOutEverywhere(e) {
  const auth = e.auth;
  if (!auth || auth.isSuperuser() || auth.collection().name !== 'users') {
    throw new UnauthorizedError('Sign in first.', {
      auth: new ValidationError('auth_required', 'Sign in first.'),
    });
  }
  e.app.runInTransaction((txApp) => {
    const user = txApp.findRecordById('users', auth.id);
    user.refreshTokenKey();
    txApp.save(user);
    const sessions = txApp.findRecordsByFilter('staff_sessions', 'user = {:user}', '', 0, 0, {
      user: auth.id,
    });
    for (const row of sessions) txApp.delete(row);
  });
}

module.exports = { signOutEverywhere };
