/** Which navigation links a visitor sees, by role. Pure, no React. */
import type { SessionUser } from '@/lib/session';
import { hasContractorTools } from '@/lib/session';

export type NavLabel =
  | 'findContractors'
  | 'community'
  | 'signUp'
  | 'login'
  | 'admin'
  | 'moderation'
  | 'profile'
  | 'contractorPortal'
  | 'account';

export interface NavLink {
  readonly label: NavLabel;
  readonly to: string;
  /** Navigation state for the target page (the Login link opens /auth on its Log In tab). */
  readonly state?: { readonly tab: 'login' };
}

/**
 * The links for this visitor, in display order. Sign Out is an action, not a link: it is
 * shown whenever `user` is not null. "Admin" only for admins (spec §2 navigation); a
 * moderator gets "Moderation", to the same /admin dashboard of the queues they handle.
 * @param isAdmin the server's admin check; @param isModerator the user holds the moderator role
 */
export function navLinks(
  user: SessionUser | null,
  isAdmin: boolean,
  isModerator = false,
): NavLink[] {
  const links: NavLink[] = [
    { label: 'findContractors', to: '/browse' },
    { label: 'community', to: '/community' },
  ];
  if (!user) {
    links.push({ label: 'signUp', to: '/auth?mode=contractor' });
    links.push({ label: 'login', to: '/auth?mode=contractor', state: { tab: 'login' } });
    return links;
  }
  if (isAdmin) links.push({ label: 'admin', to: '/admin' });
  else if (isModerator) links.push({ label: 'moderation', to: '/admin' });
  if (hasContractorTools(user)) {
    links.push({ label: 'profile', to: '/dashboard' });
    links.push({ label: 'contractorPortal', to: '/contractor-portal' });
  }
  links.push({ label: 'account', to: '/account-settings' });
  return links;
}
