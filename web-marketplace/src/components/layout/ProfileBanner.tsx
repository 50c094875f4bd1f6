import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/use-auth';

/** The blue banner for signed-in users whose profile is incomplete. */
export function ProfileBanner() {
  const { user } = useAuth();
  if (!user || user.isProfileComplete) return null;
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
