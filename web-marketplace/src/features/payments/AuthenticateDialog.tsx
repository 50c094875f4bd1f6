import { ShieldCheck } from 'lucide-react';
import { Dialog } from '../../components/Dialog';

interface AuthenticateDialogProps {
  open: boolean;
  busy: boolean;
  onComplete: () => void;
  onFail: () => void;
}

/**
 * The simulated gateway's extra confirmation step (test card 4000 0025 0000 3155), standing in
 * for the bank's 3-D Secure page.
 */
export function AuthenticateDialog({ open, busy, onComplete, onFail }: AuthenticateDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onFail}
      title="Authenticate payment"
      size="sm"
      footer={
        <>
          <button type="button" className="button button--danger-outline" onClick={onFail} disabled={busy}>
            Fail
          </button>
          <button type="button" className="button button--primary" onClick={onComplete} disabled={busy}>
            {busy ? 'Please wait…' : 'Complete'}
          </button>
        </>
      }
    >
      <div className="stack" style={{ alignItems: 'center', textAlign: 'center' }}>
        <ShieldCheck size={40} aria-hidden="true" style={{ color: 'var(--c-primary)' }} />
        <p>
          Your bank asks you to confirm this payment. This is a test authentication: choose Complete to
          approve it or Fail to decline it.
        </p>
      </div>
    </Dialog>
  );
}
