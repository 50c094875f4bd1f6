import type { Provider } from '@esm/contract/providers';

/**
 * Our team's check of the saved details (not whether payouts can be sent, which the payout status
 * says): the same status the back office's provider verification page shows.
 */
export function BankCheckStatus({ provider }: { provider: Provider }) {
  switch (provider.bankDetailsStatus) {
    case 'none':
      return null;
    case 'verified':
      return (
        <p className="notice notice--success" role="status">
          <strong>Verified.</strong> Our team has checked these bank details.
        </p>
      );
    case 'rejected':
      return (
        <p className="notice notice--warning" role="alert">
          <strong>Bank details rejected:</strong> {provider.bankDetailsRejectionReason} Please enter your
          details again below.
        </p>
      );
    default:
      return (
        <p className="notice notice--info" role="status">
          <strong>Pending verification.</strong> Our team checks new bank details; you can keep taking
          bookings meanwhile.
        </p>
      );
  }
}
