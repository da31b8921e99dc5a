import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { navLinks } from './nav-model';

interface NavItemsProps {
  /** Called after a link or Sign Out is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
  className: string;
  itemClassName: string;
}

/** The navigation links for the current visitor, plus Sign Out when signed in. */
export function NavItems({ onNavigate, className, itemClassName }: NavItemsProps) {
  const { t } = useTranslation();
  const { user, isAdmin, staffRoles, signOut } = useSession();
  return (
    <ul className={className}>
      {navLinks(user, isAdmin, staffRoles.includes('moderator')).map((link) => (
        <li key={link.label}>
          <RouterNavLink
            to={link.to}
            state={link.state}
            className={itemClassName}
            onClick={onNavigate}
            end
          >
            {t(`nav.${link.label}`)}
          </RouterNavLink>
        </li>
      ))}
      {user && (
        <li>
          <button
            type="button"
            className={itemClassName}
            onClick={() => {
              signOut();
              onNavigate?.();
            }}
          >
            {t('nav.signOut')}
          </button>
        </li>
      )}
    </ul>
  );
}
