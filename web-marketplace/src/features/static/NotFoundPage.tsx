import { Home, Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LandingCard } from '../../components/LandingCard';
import { usePageTitle } from '../../components/use-page-title';
import './static.css';

/** Any path no route knows. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="container section">
      <LandingCard
        above={
          <p className="not-found__code" aria-hidden="true">
            404
          </p>
        }
        title="Page not found"
        text="The page you're looking for doesn't exist or has moved. Try the home page or browse our services."
        actions={
          <>
            <Link to="/" className="button button--primary">
              <Home size={16} aria-hidden="true" /> Back to Home
            </Link>
            <Link to="/services" className="button button--secondary">
              <Search size={16} aria-hidden="true" /> Browse Services
            </Link>
          </>
        }
      />
    </section>
  );
}
