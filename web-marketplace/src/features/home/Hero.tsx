import { BadgeCheck, ShieldCheck, Star } from 'lucide-react';
import { useAuth } from '../../auth/use-auth';
import { loginUrl } from '../../lib/navigation';
import { HeroSearchForm } from './HeroSearchForm';

export function Hero() {
  const { isSignedIn } = useAuth();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">The UK's event services marketplace</p>
          <h1 id="hero-title" className="hero__title">
            Find Perfect Event Services Across the UK
          </h1>
          <p className="hero__lead">
            Compare verified providers of staging, sound, lighting, catering, furniture, marquees, DJs and
            more. Get quotes, chat before you book and pay securely — no hidden fees.
          </p>
          {!isSignedIn && (
            <a href={loginUrl({ mode: 'signup' })} className="button button--light button--lg">
              Sign Up as Client
            </a>
          )}
          <ul className="hero__points">
            <li>
              <BadgeCheck size={18} aria-hidden="true" /> Verified providers
            </li>
            <li>
              <ShieldCheck size={18} aria-hidden="true" /> Payments held in escrow
            </li>
            <li>
              <Star size={18} aria-hidden="true" /> Rated 4.9/5 by clients
            </li>
          </ul>
        </div>
        <div className="hero__search-card">
          <h2 className="hero__search-title">What do you need for your event?</h2>
          <HeroSearchForm />
        </div>
      </div>
    </section>
  );
}
