import { describe, expect, it } from 'vitest';
import { navLinks } from '@/app/layout/nav-model';
import type { SessionUser } from '@/lib/session';

const user = (userType: string | null): SessionUser => ({
  id: 'u1',
  email: 'a@example.com',
  name: 'A',
  userType,
  languagePreference: '',
  updated: '',
});
const labels = (u: SessionUser | null, admin = false) => navLinks(u, admin).map((l) => l.label);

describe('navigation links', () => {
  it('shows Find Contractors, Community, Sign Up and Login to a signed-out visitor', () => {
    expect(navLinks(null, false)).toEqual([
      { label: 'findContractors', to: '/browse' },
      { label: 'community', to: '/community' },
      { label: 'signUp', to: '/auth?mode=contractor' },
      { label: 'login', to: '/auth?mode=contractor', state: { tab: 'login' } },
    ]);
  });

  it('ignores a stale admin answer when nobody is signed in', () => {
    expect(labels(null, true)).not.toContain('admin');
  });

  it('hides Profile and Contractor Portal from clients', () => {
    expect(labels(user('client'))).toEqual(['findContractors', 'community', 'account']);
  });

  it('shows Profile (/dashboard) and Contractor Portal to every other user type', () => {
    for (const type of ['contractor', 'general_contractor', 'subcontractor', null]) {
      const links = navLinks(user(type), false);
      expect(links).toContainEqual({ label: 'profile', to: '/dashboard' });
      expect(links).toContainEqual({ label: 'contractorPortal', to: '/contractor-portal' });
      expect(links.map((l) => l.label)).not.toContain('signUp');
    }
  });

  it('shows Admin only when the server said admin', () => {
    expect(navLinks(user('client'), true)).toContainEqual({ label: 'admin', to: '/admin' });
    expect(labels(user('contractor'), false)).not.toContain('admin');
  });

  it('gives a moderator "Moderation" to the dashboard, never "Admin"', () => {
    const links = navLinks(user('client'), false, true);
    expect(links).toContainEqual({ label: 'moderation', to: '/admin' });
    expect(links.map((l) => l.label)).not.toContain('admin');
    // An admin who also moderates sees one link, Admin.
    const both = navLinks(user('client'), true, true).map((l) => l.label);
    expect(both.filter((l) => l === 'admin' || l === 'moderation')).toEqual(['admin']);
    expect(navLinks(null, false, true).map((l) => l.label)).not.toContain('moderation');
  });
});
