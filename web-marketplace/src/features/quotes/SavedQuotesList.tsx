import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useQuotesQuery } from '../../api/quotes';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/States';
import { formatDate, formatMoney } from '../../lib/format';
import { eventTypeLabel, quoteStatus } from './quote-labels';
import './quotes.css';

/** The signed-in user's quotes, newest first; drafts saved for later are among them. */
export function SavedQuotesList({ limit }: { limit?: number }) {
  const quotes = useQuotesQuery(true);
  if (quotes.isPending) return <Spinner label="Loading your quotes…" />;
  if (quotes.isError)
    return <ErrorState title="We couldn't load your quotes" onRetry={() => quotes.refetch()} />;
  const list = limit ? quotes.data.slice(0, limit) : quotes.data;
  if (list.length === 0) {
    return (
      <EmptyState title="No saved quotes yet" icon={<FileText size={28} />}>
        <p>Build a quote on the home page and save it for later, or request it straight away.</p>
      </EmptyState>
    );
  }
  return (
    <ul className="list-reset saved-quotes">
      {list.map((quote) => {
        const status = quoteStatus(quote);
        return (
          <li key={quote.id} className="saved-quotes__item">
            <div className="saved-quotes__main">
              <p className="saved-quotes__title">
                {eventTypeLabel(quote.eventType)} · {formatDate(quote.eventDate)}
              </p>
              <p className="subtle">
                {quote.services.map((item) => item.serviceName).join(', ')} · {quote.eventPostcode}
              </p>
            </div>
            <span className={`badge ${status.tone}`}>{status.label}</span>
            <span className="saved-quotes__total">{formatMoney(quote.totalAmount)}</span>
            <Link to={`/booking/${quote.id}`} className="button button--secondary button--sm">
              View <ArrowRight size={14} aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
