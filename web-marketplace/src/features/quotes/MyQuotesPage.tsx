import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { SavedQuotesList } from './SavedQuotesList';

export function MyQuotesPage() {
  usePageTitle('My Quotes');
  return (
    <div className="container container--medium section">
      <div className="page-title-row">
        <h1>My Quotes</h1>
        <Link to="/#quote-builder" className="button button--primary">
          Build a new quote
        </Link>
      </div>
      <p className="muted">
        Quotes hold the server's prices for your event. A quote can be booked until it expires; after that,
        build a new one.
      </p>
      <SavedQuotesList />
    </div>
  );
}
