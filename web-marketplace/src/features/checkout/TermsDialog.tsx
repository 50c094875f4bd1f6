import { Link } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';

/** The booking terms a client accepts at checkout; the full text is on /terms. */
export function TermsDialog({
  open,
  onClose,
  onAccept,
}: {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Terms and Conditions"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Close
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              onAccept();
              onClose();
            }}
          >
            I Accept
          </button>
        </>
      }
    >
      <div className="prose">
        <h3>Payment and escrow</h3>
        <p>
          You pay the full amount now. EventHire holds it in escrow and releases it to the provider after your
          event. Raise any problem within 48 hours of the event.
        </p>
        <h3>Provider confirmation</h3>
        <p>
          The provider has 24 hours to accept your booking. If they decline or don't respond, you get a full
          refund.
        </p>
        <h3>Cancellations</h3>
        <ul>
          <li>30 days or more before the event: 100% refund</li>
          <li>14 to 29 days: 75% refund</li>
          <li>7 to 13 days: 50% refund</li>
          <li>Under 7 days: no refund, subject to provider policy</li>
        </ul>
        <p>Refunds take 3–5 business days. Cancellations by the provider are always refunded in full.</p>
        <h3>Contact details</h3>
        <p>
          The provider's contact details are shared with you once the booking is confirmed and paid. Please
          keep messages on EventHire until then.
        </p>
        <p>
          Read the full{' '}
          <Link to="/terms" target="_blank">
            Terms of Service
          </Link>{' '}
          (version 2.1).
        </p>
      </div>
    </Dialog>
  );
}
