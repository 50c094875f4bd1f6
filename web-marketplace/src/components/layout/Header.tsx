import { LayoutDashboard, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { displayName, useAuth } from '../../auth/use-auth';
import { LOGOUT_URL, loginUrl } from '../../lib/navigation';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

/**
 * Sticky header: Services, How It Works, and 'For Providers' (or 'Dashboard' for
 * providers); sign-in actions when signed out; name, picture and Logout when signed in.
 */
export function Header() {
  const auth = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu on navigation.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  const returnTo = `${location.pathname}${location.search}`;

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand" aria-label="EventHire UK home">
          <Logo />
        </Link>
        <nav className="site-nav" aria-label="Main">
          <NavLink to="/services" className="site-nav__link">
            Services
          </NavLink>
          <NavLink to="/how-it-works" className="site-nav__link">
            How It Works
          </NavLink>
          <NavLink to="/provider-dashboard" className="site-nav__link">
            {auth.isProvider ? 'Dashboard' : 'For Providers'}
          </NavLink>
        </nav>
        <div className="site-header__actions">
          {auth.isLoading ? null : auth.user ? (
            <>
              {auth.isProvider && (
                <Link to="/provider-dashboard" className="button button--primary button--sm">
                  <LayoutDashboard size={16} aria-hidden="true" /> Dashboard
                </Link>
              )}
              <AccountMenu user={auth.user} />
              <a href={LOGOUT_URL} className="button button--ghost button--sm">
                <LogOut size={16} aria-hidden="true" /> Logout
              </a>
            </>
          ) : (
            <>
              <a href={loginUrl({ returnTo })} className="button button--ghost button--sm">
                Sign In
              </a>
              <a
                href={loginUrl({ returnTo, mode: 'signup' })}
                className="button button--secondary button--sm"
              >
                Sign Up as Client
              </a>
              <a href={loginUrl({ mode: 'provider' })} className="button button--primary button--sm">
                Join as Provider
              </a>
            </>
          )}
        </div>
        <button
          type="button"
          className="icon-button site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
        </button>
      </div>
      {menuOpen && (
        <MobileMenu
          id="mobile-menu"
          welcome={auth.user ? `Welcome, ${displayName(auth.user)}` : null}
          isSignedIn={auth.isSignedIn}
          isProvider={auth.isProvider}
          returnTo={returnTo}
          onClose={() => setMenuOpen(false)}
        />
      )}
    </header>
  );
}
