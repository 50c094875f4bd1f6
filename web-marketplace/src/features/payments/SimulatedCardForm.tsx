import type { SimulatedGatewayResult } from '@esm/contract/payments';
import { CreditCard, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../api/http';
import { authenticateSimulatedPayment, confirmSimulatedPayment } from '../../api/payments';
import { Field } from '../../components/form/Field';
import { useToast } from '../../components/toast/toast-context';
import { AuthenticateDialog } from './AuthenticateDialog';
import {
  type CardErrors,
  type CardFields,
  cardDigits,
  formatCardNumber,
  formatExpiry,
  validateCard,
} from './card-format';
import type { PaymentFormProps } from './payment-form-props';

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/**
 * The built-in gateway's card form: card number, expiry, CVC and name go to the API's simulated
 * gateway, which answers succeeded, failed, or requires_action (then the authenticate step).
 */
export function SimulatedCardForm({
  clientSecret,
  payLabel,
  canPay,
  blockedReason,
  onBlocked,
  onSucceeded,
}: PaymentFormProps) {
  const toast = useToast();
  const [fields, setFields] = useState<CardFields>({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [busy, setBusy] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);
  /** The user has started on the card: from then on a missing terms box is an error, not a hint. */
  const [started, setStarted] = useState(false);
  /** The gateway's last refusal, shown by the button until the card is changed. */
  const [declined, setDeclined] = useState<string | null>(null);

  const set = (key: keyof CardFields, value: string) => {
    setStarted(true);
    setDeclined(null);
    setFields((f) => ({ ...f, [key]: value }));
  };

  const fail = (message?: string) => {
    setDeclined(message || UNEXPECTED);
    toast({ title: 'Payment Failed', description: message || UNEXPECTED, variant: 'destructive' });
  };

  const handle = (result: SimulatedGatewayResult) => {
    if (result.status === 'succeeded') onSucceeded();
    else if (result.status === 'requires_action') setAuthenticating(true);
    else fail(result.message);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPay) {
      setStarted(true);
      onBlocked?.();
      return;
    }
    setDeclined(null);
    const found = validateCard(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      handle(
        await confirmSimulatedPayment({
          clientSecret,
          cardNumber: cardDigits(fields.cardNumber),
          expiry: fields.expiry,
          cvc: fields.cvc,
          name: fields.name.trim(),
        }),
      );
    } catch (error) {
      fail(errorText(error, UNEXPECTED));
    } finally {
      setBusy(false);
    }
  };

  const authenticate = async (approve: boolean) => {
    setBusy(true);
    try {
      const result = await authenticateSimulatedPayment(clientSecret, approve);
      setAuthenticating(false);
      handle(result);
    } catch (error) {
      setAuthenticating(false);
      fail(errorText(error, UNEXPECTED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form card-form" onSubmit={onSubmit} noValidate>
      <Field label="Card number" error={errors.cardNumber} required>
        {(control) => (
          <div className="input-with-icon">
            <CreditCard size={18} aria-hidden="true" />
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              value={fields.cardNumber}
              onChange={(event) => set('cardNumber', formatCardNumber(event.target.value))}
            />
          </div>
        )}
      </Field>
      <div className="form-grid">
        <Field label="Expiry (MM/YY)" error={errors.expiry} required>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={fields.expiry}
              onChange={(event) => set('expiry', formatExpiry(event.target.value))}
            />
          )}
        </Field>
        <Field label="CVC" error={errors.cvc} required>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              value={fields.cvc}
              onChange={(event) => set('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
            />
          )}
        </Field>
      </div>
      <Field label="Name on card" error={errors.name} required>
        {(control) => (
          <input
            {...control}
            className="input"
            autoComplete="cc-name"
            value={fields.name}
            onChange={(event) => set('name', event.target.value)}
          />
        )}
      </Field>
      <button
        type="submit"
        className="button button--primary button--lg button--block"
        disabled={!canPay || busy}
      >
        <Lock size={18} aria-hidden="true" /> {busy ? 'Processing…' : payLabel}
      </button>
      {declined && (
        <p className="notice notice--danger" role="alert">
          <span className="notice__title">Payment Failed</span> {declined}
        </p>
      )}
      <BlockedReason canPay={canPay} reason={blockedReason} started={started} />
      <details className="test-cards">
        <summary>Test cards</summary>
        <ul>
          <li>
            <code>4242 4242 4242 4242</code> succeeds
          </li>
          <li>
            <code>4000 0000 0000 0002</code> is declined
          </li>
          <li>
            <code>4000 0025 0000 3155</code> asks for authentication
          </li>
        </ul>
        <p>Use any future expiry date, any 3-digit CVC and any name.</p>
      </details>
      <AuthenticateDialog
        open={authenticating}
        busy={busy}
        onComplete={() => authenticate(true)}
        onFail={() => authenticate(false)}
      />
    </form>
  );
}

/**
 * Why the button is disabled. Before the user has done anything it is a hint; once they start on
 * the card without having accepted, it is the error.
 */
export function BlockedReason({
  canPay,
  reason,
  started,
}: {
  canPay: boolean;
  reason: string | undefined;
  started: boolean;
}) {
  if (canPay || !reason) return null;
  if (started)
    return (
      <p className="field__error" role="alert">
        {reason}
      </p>
    );
  return <p className="field__hint">Accept the terms and conditions above to pay.</p>;
}
