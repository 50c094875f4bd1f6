import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/use-auth';
import { loginUrl } from '../../lib/navigation';
import './marketing.css';

/** The sign-up call to action; signed-in users are pointed at the catalogue instead. */
export function CallToAction() {
  const { isSignedIn } = useAuth();
  return (
    <section className="section" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta-band">
          <h2 id="cta-title">Ready to plan something unforgettable?</h2>
          <p>
            Create a free client account to request quotes, message providers and book with secure payments.
            No hidden fees, and contact details are shared once your booking is confirmed.
          </p>
          <div className="button-row button-row--center">
            {isSignedIn ? (
              <Link to="/services" className="button button--light button--lg">
                Browse Services
              </Link>
            ) : (
              <a href={loginUrl({ mode: 'signup' })} className="button button--light button--lg">
                Sign Up as Client
              </a>
            )}
            {isSignedIn ? (
              <Link to="/provider-dashboard" className="button button--secondary button--lg">
                Become a Provider
              </Link>
            ) : (
              <a href={loginUrl({ mode: 'provider' })} className="button button--secondary button--lg">
                Become a Provider
              </a>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
