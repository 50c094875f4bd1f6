import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import { ErrorState } from '../components/States';
import { SignedOutLanding } from './SignedOutLanding';
import { useAuth } from './use-auth';

/**
 * Routes for signed-in users only. While the sign-in state loads a spinner shows;
 * signed-out visitors get a landing page with Sign Up as Client and Sign In. With
 * `needsCompleteProfile`, a user whose isProfileComplete is false goes to /complete-profile
 * first. These guards are for people; the API checks every permission again.
 */
export function RequireAuth({
  children,
  needsCompleteProfile = false,
}: {
  children: ReactNode;
  needsCompleteProfile?: boolean;
}) {
  const { isLoading, user, error } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your sign-in…" />;
  if (error && !user) {
    return (
      <div className="container section">
        <ErrorState title="We couldn't check your sign-in" message="Please refresh the page in a moment." />
      </div>
    );
  }
  if (!user) return <SignedOutLanding returnTo={`${location.pathname}${location.search}`} />;
  if (needsCompleteProfile && !user.isProfileComplete) {
    return (
      <Navigate to="/complete-profile" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  return <>{children}</>;
}
