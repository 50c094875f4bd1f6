import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LOGOUT_URL, loginUrl } from '../../lib/navigation';

interface MobileMenuProps {
  id: string;
  /** 'Welcome, {first} {last}' when signed in. */
  welcome: string | null;
  isSignedIn: boolean;
  isProvider: boolean;
  returnTo: string;
  onClose: () => void;
}

/** The small-screen navigation panel under the header; Escape closes it. */
export function MobileMenu({ id, welcome, isSignedIn, isProvider, returnTo, onClose }: MobileMenuProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <nav id={id} className="mobile-menu" aria-label="Mobile">
      {welcome && <p className="mobile-menu__welcome">{welcome}</p>}
      <ul className="mobile-menu__list">
        <li>
          <Link to="/services">Services</Link>
        </li>
        <li>
          <Link to="/how-it-works">How It Works</Link>
        </li>
        <li>
          <Link to="/provider-dashboard">{isProvider ? 'Dashboard' : 'For Providers'}</Link>
        </li>
        {isSignedIn && (
          <>
            <li>
              <Link to="/bookings">My Bookings</Link>
            </li>
            <li>
              <Link to="/messages">Messages</Link>
            </li>
            <li>
              <Link to="/quotes">My Quotes</Link>
            </li>
            <li>
              <Link to="/complete-profile">My Profile</Link>
            </li>
          </>
        )}
      </ul>
      <div className="mobile-menu__actions">
        {isSignedIn ? (
          <a href={LOGOUT_URL} className="button button--secondary button--block">
            Logout
          </a>
        ) : (
          <>
            <a href={loginUrl({ returnTo })} className="button button--secondary button--block">
              Sign In
            </a>
            <a
              href={loginUrl({ returnTo, mode: 'signup' })}
              className="button button--secondary button--block"
            >
              Sign Up as Client
            </a>
            <a href={loginUrl({ mode: 'provider' })} className="button button--primary button--block">
              Join as Provider
            </a>
          </>
        )}
      </div>
    </nav>
  );
}
