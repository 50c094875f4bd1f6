import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../Spinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { ProfileBanner } from './ProfileBanner';
import { ScrollToTop } from './ScrollToTop';

export function Layout() {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <ProfileBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* Each route's code loads on first visit; the spinner covers that moment. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
