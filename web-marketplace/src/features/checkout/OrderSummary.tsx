import type { CheckoutPaymentSetup } from '@esm/contract/payments';
import { useServiceQuery } from '../../api/catalogue';
import { useQuoteQuery } from '../../api/quotes';
import { Spinner } from '../../components/Spinner';
import { formatLongDate, formatMoney } from '../../lib/format';
import { QuoteBreakdown } from '../quotes/QuoteBreakdown';
import type { CheckoutTarget } from './checkout-request';

/** What is being paid for, with the server's amounts (the quote's lines, or the intent's amount). */
export function OrderSummary({ target, setup }: { target: CheckoutTarget; setup: CheckoutPaymentSetup }) {
  return (
    <section className="card card__body" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="card__title">
        Order summary
      </h2>
      {target.kind === 'quote' ? (
        <QuoteSummary quoteId={target.quoteId} />
      ) : target.kind === 'service' ? (
        <ServiceSummary target={target} />
      ) : null}
      <dl className="summary-list" style={{ marginTop: 'var(--space-4)' }}>
        <div className="summary-list__total">
          <dt>Total to pay</dt>
          <dd>{formatMoney(setup.amount)}</dd>
        </div>
      </dl>
      <p className="subtle">
        {target.kind === 'quote'
          ? 'Includes provider fees, the platform fee and VAT, as listed above. Paid in GBP.'
          : 'Includes the platform fee of 20% of the service price. Paid in GBP.'}
      </p>
    </section>
  );
}

function QuoteSummary({ quoteId }: { quoteId: string }) {
  const quote = useQuoteQuery(quoteId);
  if (quote.isPending) return <Spinner label="Loading quote…" />;
  if (quote.isError) return <p className="muted">Quote details are not available right now.</p>;
  return (
    <div className="stack">
      <p className="muted">
        {formatLongDate(quote.data.eventDate)} · {quote.data.eventLocation}, {quote.data.eventPostcode}
      </p>
      <QuoteBreakdown quote={quote.data} />
    </div>
  );
}

function ServiceSummary({ target }: { target: Extract<CheckoutTarget, { kind: 'service' }> }) {
  const service = useServiceQuery(target.serviceId);
  return (
    <dl className="summary-list">
      <div>
        <dt>Service</dt>
        <dd>{service.data?.name ?? '…'}</dd>
      </div>
      {service.data?.provider && (
        <div>
          <dt>Provider</dt>
          <dd>{service.data.provider.businessName}</dd>
        </div>
      )}
      <div>
        <dt>Event date</dt>
        <dd>{formatLongDate(target.eventDate)}</dd>
      </div>
      {target.tableQuantity !== undefined && (
        <div>
          <dt>Tables</dt>
          <dd>{target.tableQuantity}</dd>
        </div>
      )}
      {target.chairQuantity !== undefined && (
        <div>
          <dt>Chairs</dt>
          <dd>{target.chairQuantity}</dd>
        </div>
      )}
    </dl>
  );
}
