import type { Provider } from '@esm/contract/providers';
import { Landmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePayoutAccountQuery } from '../../../api/providers';
import { formatDate } from '../../../lib/format';
import { BankCheckStatus } from '../../bank-details/BankCheckStatus';
import { PAYOUT_STATUS_BADGE, PAYOUT_STATUS_TITLE } from '../../bank-details/payout-status';

/**
 * Bank details as the API returns them: last 4 digits and a masked sort code only, with the same
 * payout status, in the same words, as the bank details page.
 */
export function BankDetailsCard({ provider }: { provider: Provider }) {
  const hasDetails = Boolean(provider.bankAccountLast4);
  const payout = usePayoutAccountQuery(hasDetails);
  return (
    <section className="card card__body" aria-labelledby="bank-card-title">
      <div className="card__header">
        <h2 id="bank-card-title" className="card__title">
          <Landmark size={20} aria-hidden="true" /> Bank details
        </h2>
        {hasDetails && payout.data && (
          <span className={`badge ${PAYOUT_STATUS_BADGE[payout.data.status]}`}>
            {PAYOUT_STATUS_TITLE[payout.data.status]}
          </span>
        )}
      </div>
      {hasDetails ? (
        <>
          <dl className="summary-list">
            <div>
              <dt>Account holder</dt>
              <dd>{provider.bankAccountHolderName}</dd>
            </div>
            <div>
              <dt>Account number</dt>
              <dd>•••• {provider.bankAccountLast4}</dd>
            </div>
            <div>
              <dt>Sort code</dt>
              <dd>{provider.bankSortCode}</dd>
            </div>
            <div>
              <dt>Bank</dt>
              <dd>{provider.bankName}</dd>
            </div>
            {provider.bankDetailsAddedAt && (
              <div>
                <dt>Added</dt>
                <dd>{formatDate(provider.bankDetailsAddedAt)}</dd>
              </div>
            )}
          </dl>
          {/* Only a rejection here: it needs the provider's action; the bank page shows every state. */}
          {provider.bankDetailsStatus === 'rejected' ? <BankCheckStatus provider={provider} /> : null}
          <Link
            to="/provider/bank-details"
            className="button button--secondary"
            style={{ marginTop: 'var(--space-4)' }}
          >
            Update bank details
          </Link>
        </>
      ) : (
        <>
          <p className="muted">Add your bank account so we can pay you for your bookings.</p>
          <Link to="/provider/bank-details" className="button button--primary">
            Add bank details
          </Link>
        </>
      )}
    </section>
  );
}
