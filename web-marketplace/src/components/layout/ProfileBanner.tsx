import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/use-auth';

/** The blue banner for signed-in users whose profile is incomplete, except on the form itself. */
export function ProfileBanner() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user || user.isProfileComplete || pathname === '/complete-profile') return null;
  return (
    <div className="profile-banner">
      <div className="container profile-banner__inner">
        <p>Complete your profile to start booking services.</p>
        <Link to="/complete-profile" className="button button--light button--sm">
          Complete Profile
        </Link>
      </div>
    </div>
  );
}
