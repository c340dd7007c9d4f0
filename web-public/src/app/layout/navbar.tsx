import { isAdministrator } from '@reviews/libs/rules';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

import {
  BookmarkIcon,
  FollowingIcon,
  LogoutIcon,
  PenIcon,
  SearchIcon,
  SettingsIcon,
  UserIcon,
} from '../../components/icons';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { UnreadBadge } from '../../features/notifications/components/unread-badge';
import { pathOf, type ReturnState } from '../../lib/return-to';
import { useSiteConfig } from '../../lib/site-config';
import { useUserStore } from '../../stores/user-store';

interface NavbarProps {
  onOpenSearch: () => void;
}

export function Navbar({ onOpenSearch }: NavbarProps) {
  const { siteName } = useSiteConfig();
  const user = useUserStore((state) => state.user);
  const initialised = useUserStore((state) => state.initialised);
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the phone menu and hands focus back to its toggle, as it does for dialogs.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const location = useLocation();
  const onAuthPage = location.pathname === paths.login.to() || location.pathname === paths.register.to();
  const authLinkState: ReturnState | undefined = onAuthPage ? undefined : { previous: pathOf(location) };

  return (
    <header className="navbar">
      <div className="navbar__inner">
        <NavLink to={paths.home.to()} className="navbar__brand" onClick={close}>
          <span className="navbar__logo" aria-hidden="true">
            ★
          </span>
          {siteName}
        </NavLink>
        <button
          type="button"
          className="navbar__search"
          onClick={onOpenSearch}
          aria-label="Search"
          title="Search (press /)"
        >
          <SearchIcon />
          <span className="navbar__search-hint" aria-hidden="true">
            Search <kbd>/</kbd>
          </span>
        </button>
        <button
          ref={toggle}
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
          {user && <UnreadBadge userId={user._id} />}
        </button>
        <nav
          id="main-menu"
          aria-label="Main"
          className={menuOpen ? 'navbar__menu navbar__menu--open' : 'navbar__menu'}
        >
          <ul className="navbar__links" onClick={close}>
            <li>
              <NavLink to={paths.listing.to('movie')}>Movies</NavLink>
            </li>
            <li>
              <NavLink to={paths.listing.to('series')}>Shows</NavLink>
            </li>
            <li>
              <NavLink to={paths.listing.to('articles')}>Articles</NavLink>
            </li>
            <li>
              <NavLink to={paths.collections.to()}>Collections</NavLink>
            </li>
            <li>
              <NavLink to={paths.leaderboard.to()}>Leaderboard</NavLink>
            </li>
          </ul>
          {/*
           * The account controls keep one place, as wide for a visitor, a member or before the
           * session is known, so the bar keeps its row when the session arrives (product.md §14):
           * a member's are icons named for assistive technology, labelled in the phone menu.
           */}
          <ul
            className={initialised ? 'navbar__account' : 'navbar__account navbar__placeholder'}
            aria-hidden={initialised ? undefined : true}
            onClick={close}
          >
            {!initialised ? null : user ? (
              <>
                <li>
                  <NotificationBell userId={user._id} />
                </li>
                <li>
                  <NavIconLink to={paths.feed.to()} label="Following" icon={<FollowingIcon />} />
                </li>
                <li>
                  <NavIconLink to={paths.watchlist.to()} label="Watchlist" icon={<BookmarkIcon />} />
                </li>
                {isAdministrator(user) && (
                  <li>
                    {/* The admin console is a separate application: a full page load. */}
                    <a href={paths.post.to()} className="navbar__icon" aria-label="Post" title="Post">
                      <PenIcon />
                      <span className="navbar__label">Post</span>
                    </a>
                  </li>
                )}
                <li>
                  <NavIconLink to={paths.settings.to()} label="Settings" icon={<SettingsIcon />} />
                </li>
                <li>
                  <NavIconLink
                    to={paths.profile.to(user.username)}
                    label="Profile"
                    icon={<UserIcon />}
                    title={`Profile (${user.username})`}
                  />
                </li>
                <li>
                  <button
                    type="button"
                    className="navbar__logout navbar__icon"
                    aria-label="Logout"
                    title="Logout"
                    onClick={() => void logout()}
                  >
                    <LogoutIcon />
                    <span className="navbar__label">Logout</span>
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <NavLink to={paths.login.to()} state={authLinkState}>
                    Login
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.register.to()} state={authLinkState} className="button button--small">
                    Register
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** A member's control of the bar: an icon named for assistive technology, labelled in the phone menu. */
function NavIconLink({
  to,
  label,
  icon,
  title = label,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  title?: string;
}) {
  return (
    <NavLink to={to} className="navbar__icon" aria-label={label} title={title}>
      {icon}
      <span className="navbar__label">{label}</span>
    </NavLink>
  );
}
