import { Link } from 'react-router-dom';
import { Logo } from './Logo';

/** Site footer: every link goes somewhere real; 2024, registered in England and Wales. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Logo />
          <p>
            The UK marketplace for event services: stage, sound, lighting, catering, furniture, marquees, DJs,
            photography and venues, from verified providers.
          </p>
        </div>
        <nav aria-label="For clients" className="site-footer__column">
          <h2 className="site-footer__heading">For Clients</h2>
          <ul>
            <li>
              <Link to="/services">Browse Services</Link>
            </li>
            <li>
              <Link to="/how-it-works">How It Works</Link>
            </li>
            <li>
              <Link to="/support">Support</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="For providers" className="site-footer__column">
          <h2 className="site-footer__heading">For Providers</h2>
          <ul>
            <li>
              <Link to="/provider-dashboard">Join as Provider</Link>
            </li>
            <li>
              <Link to="/provider-dashboard">Provider Dashboard</Link>
            </li>
            <li>
              <Link to="/pricing">Pricing</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Company" className="site-footer__column">
          <h2 className="site-footer__heading">Company</h2>
          <ul>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/logo-download">Logo Download</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>© 2024 EventHire UK Ltd. All rights reserved. Registered in England and Wales.</p>
      </div>
    </footer>
  );
}
