import { describe, expect, it } from 'vitest';
import { mailNotice, wantsMailCatcher } from '../../scripts/pocketbase.mjs';

describe('npm start: what it says about email', () => {
  it('warns when the server has no mail settings, and says how to set them', () => {
    const notice = mailNotice({ mailState: 'not_configured' }, null);
    expect(notice).toContain('WARNING: email is not set up');
    expect(notice).toContain('Settings → Mail settings');
    expect(notice).toContain('npm start -- --mail-catcher');
  });

  it('says nothing when mail is set up, or when the server did not answer', () => {
    expect(mailNotice({ mailState: 'ready' }, null)).toBe('');
    expect(mailNotice({ mailState: 'failing' }, null)).toBe('');
    expect(mailNotice(null, null)).toBe('');
  });

  it('gives the mail catcher’s page when one runs', () => {
    const notice = mailNotice({ mailState: 'ready' }, 'http://127.0.0.1:1080/');
    expect(notice).toContain('local mail catcher: http://127.0.0.1:1080/');
    expect(notice).not.toContain('WARNING');
  });

  it('runs the catcher for --mail-catcher or MAIL_CATCHER=1', () => {
    const before = process.env.MAIL_CATCHER;
    try {
      delete process.env.MAIL_CATCHER;
      expect(wantsMailCatcher(['start'])).toBe(false);
      expect(wantsMailCatcher(['start', '--mail-catcher'])).toBe(true);
      process.env.MAIL_CATCHER = '1';
      expect(wantsMailCatcher(['start'])).toBe(true);
    } finally {
      if (before === undefined) delete process.env.MAIL_CATCHER;
      else process.env.MAIL_CATCHER = before;
    }
  });
});
