import { describe, expect, it } from 'vitest';
import { signUpNoticeView, verifyNoticeView } from '@/features/auth/model';

// With no mail set up on the server, the app never offers a link that cannot
// arrive, and says the site's staff must confirm the account.
describe('signUpNoticeView', () => {
  it('a sent link: check your inbox, send again, no staff line', () => {
    expect(signUpNoticeView('sent')).toEqual({
      mailSent: true,
      resend: true,
      staffMustConfirm: false,
    });
  });

  it('no mail set up: no "send again" (nothing could arrive), staff must confirm', () => {
    expect(signUpNoticeView('notConfigured')).toEqual({
      mailSent: false,
      resend: false,
      staffMustConfirm: true,
    });
  });

  it('a send that failed: not sent, "send again" stays (mail may work later)', () => {
    expect(signUpNoticeView('failed')).toEqual({
      mailSent: false,
      resend: true,
      staffMustConfirm: false,
    });
  });
});

describe('verifyNoticeView', () => {
  it('mail ready or not known yet: "verify your email", with "send again", no extra line', () => {
    for (const state of ['ready', null] as const) {
      for (const resend of ['idle', 'sending'] as const) {
        expect(verifyNoticeView(state, resend)).toEqual({
          headline: 'verify',
          line: null,
          resend: true,
          support: false,
        });
      }
    }
  });

  it('no mail set up: says what is needed, why no link comes, no button, the support form', () => {
    expect(verifyNoticeView('not_configured', 'idle')).toEqual({
      headline: 'needs',
      line: 'noMail',
      resend: false,
      support: true,
    });
  });

  it('mail failing: the failure, "send again" to retry, and the support form', () => {
    expect(verifyNoticeView('failing', 'idle')).toEqual({
      headline: 'verify',
      line: 'failed',
      resend: true,
      support: true,
    });
  });

  it("the answer to the user's own resend is newer than the mail state on mount", () => {
    expect(verifyNoticeView('ready', 'notConfigured')).toMatchObject({
      headline: 'needs',
      line: 'noMail',
      resend: false,
    });
    expect(verifyNoticeView('not_configured', 'sent')).toEqual({
      headline: 'verify',
      line: 'sent',
      resend: false,
      support: false,
    });
    expect(verifyNoticeView(null, 'failed')).toMatchObject({ line: 'failed', resend: true });
  });
});
