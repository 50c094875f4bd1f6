import { Link, useSearchParams } from 'react-router-dom';
import { displayName, useAuth } from '../../auth/use-auth';
import { Logo } from '../../components/layout/Logo';
import { Tabs } from '../../components/Tabs';
import { usePageTitle } from '../../components/use-page-title';
import { safeReturnTo } from '../../lib/navigation';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import './login.css';

type LoginTab = 'signin' | 'signup';

/**
 * /login?returnTo=…&mode=… — where /api/login sends people. Sign In and Sign Up tabs; after
 * either, a full navigation to returnTo so every cached query starts from the new session.
 * mode=provider (Join as Provider) opens Sign Up and returns to the provider dashboard.
 */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode');
  const isProvider = mode === 'provider';
  const returnTo = safeReturnTo(params.get('returnTo') ?? (isProvider ? '/provider-dashboard' : null));
  const tab: LoginTab = mode === 'signup' || isProvider ? 'signup' : 'signin';
  const { user } = useAuth();
  usePageTitle(tab === 'signup' ? 'Create your account' : 'Sign In');

  const finish = () => window.location.assign(returnTo);
  const setTab = (next: LoginTab) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'signup') nextParams.set('mode', isProvider ? 'provider' : 'signup');
    else nextParams.delete('mode');
    setParams(nextParams, { replace: true });
  };

  return (
    <div className="login-page">
      <div className="login-card">
        <div className="login-card__brand">
          <Logo />
        </div>
        <h1 className="login-card__title">
          {isProvider
            ? 'Join EventHire UK as a provider'
            : tab === 'signup'
              ? 'Create your account'
              : 'Welcome back'}
        </h1>
        <p className="muted login-card__lead">
          {isProvider
            ? 'Create an account, then set up your business profile and list your services.'
            : tab === 'signup'
              ? 'Request quotes, chat with providers and book event services.'
              : 'Sign in to manage your quotes, bookings and messages.'}
        </p>
        {user && (
          <p className="notice notice--info">
            You're signed in as {displayName(user)}. <a href={returnTo}>Continue</a>
          </p>
        )}
        <Tabs
          label="Sign in or sign up"
          tabs={[
            { key: 'signin', label: 'Sign In' },
            { key: 'signup', label: 'Sign Up' },
          ]}
          active={tab}
          onChange={setTab}
        >
          {tab === 'signin' ? (
            <SignInForm onSignedIn={finish} />
          ) : (
            <SignUpForm
              onSignedUp={finish}
              submitLabel={isProvider ? 'Create account and continue' : 'Create Account'}
            />
          )}
        </Tabs>
        {/* Sign Up says it in its own sentence, by the button that agrees to them. */}
        {tab === 'signin' && (
          <p className="subtle login-card__legal">
            See our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
          </p>
        )}
      </div>
    </div>
  );
}
