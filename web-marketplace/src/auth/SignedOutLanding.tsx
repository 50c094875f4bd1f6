import { LockKeyhole } from 'lucide-react';
import { LandingCard } from '../components/LandingCard';
import { usePageTitle } from '../components/use-page-title';
import { loginUrl } from '../lib/navigation';

/** What a signed-out visitor sees on a page that needs an account. */
export function SignedOutLanding({ returnTo }: { returnTo: string }) {
  usePageTitle('Sign in to continue');
  return (
    <section className="container section">
      <LandingCard
        above={
          <>
            <div className="landing-card__icon" aria-hidden="true">
              <LockKeyhole size={28} />
            </div>
            <p className="landing-card__eyebrow">Authentication Required</p>
          </>
        }
        title="Sign in to continue"
        text="You need an EventHire UK account to view this page. Sign in, or create a free client account to request quotes, chat with providers and book event services."
        actions={
          <>
            <a className="button button--primary" href={loginUrl({ returnTo, mode: 'signup' })}>
              Sign Up as Client
            </a>
            <a className="button button--secondary" href={loginUrl({ returnTo })}>
              Sign In
            </a>
          </>
        }
      />
    </section>
  );
}
