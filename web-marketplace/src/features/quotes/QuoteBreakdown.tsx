import type { Quote } from '@esm/contract/quotes';
import { formatMoney, pluralise } from '../../lib/format';
import './quote-breakdown.css';

/** The server's prices for a quote, line by line: nothing here is computed in the browser. */
export function QuoteBreakdown({ quote }: { quote: Quote }) {
  return (
    <div className="stack">
      <ul className="list-reset quote-lines">
        {quote.services.map((item) => (
          <li key={`${item.serviceId}-${item.providerId}`} className="quote-lines__item">
            <div>
              <p className="quote-lines__name">{item.serviceName}</p>
              <p className="subtle">
                Qty {item.quantity} · {item.duration} h
                {item.tableQuantity !== null && ` · ${pluralise(item.tableQuantity, 'table')}`}
                {item.chairQuantity !== null && ` · ${pluralise(item.chairQuantity, 'chair')}`}
                {item.mileageMiles > 0 && ` · includes ${item.mileageMiles} miles travel`}
              </p>
            </div>
            <span className="quote-lines__price">{formatMoney(item.price)}</span>
          </li>
        ))}
      </ul>
      <dl className="summary-list">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(quote.subtotal)}</dd>
        </div>
        <div>
          <dt>Provider fees</dt>
          <dd>{formatMoney(quote.providerFees)}</dd>
        </div>
        <div>
          <dt>
            Platform fee{quote.platformFeePercentage === null ? '' : ` (${quote.platformFeePercentage}%)`}
          </dt>
          <dd>{formatMoney(quote.platformFee)}</dd>
        </div>
        <div>
          <dt>VAT (20%)</dt>
          <dd>{formatMoney(quote.vatAmount)}</dd>
        </div>
        <div className="summary-list__total">
          <dt>Total</dt>
          <dd>{formatMoney(quote.totalAmount)}</dd>
        </div>
      </dl>
    </div>
  );
}
