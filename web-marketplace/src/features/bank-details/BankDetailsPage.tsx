import type { Provider } from '@esm/contract/providers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, Landmark, Lock } from 'lucide-react';
import { useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/http';
import { myProviderKey, payoutAccountKey, saveBankDetails } from '../../api/providers';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { useAuth } from '../../auth/use-auth';
import { Field } from '../../components/form/Field';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { EmptyState } from '../../components/States';
import { useToast } from '../../components/toast/toast-context';
import { usePageTitle } from '../../components/use-page-title';
import { BankCheckStatus } from './BankCheckStatus';
import {
  ACCOUNT_NUMBER_DIGITS,
  type BankDetailsValues,
  bankDetailsSchema,
  bankNumberInput,
  bankNumberInsert,
  SORT_CODE_DIGITS,
} from './bank-schema';
import { PayoutSetup } from './PayoutSetup';
import '../../components/marketing/marketing.css';

const FIELDS = ['bankAccountHolderName', 'bankAccountNumber', 'bankSortCode', 'bankName'] as const;

/**
 * A bank-number input: at most `digits` characters (the spec's maxLength), spaces and hyphens
 * dropped as they are typed or pasted. Text with separators is put in by `bankNumberInsert` before
 * the browser's maxLength could cut it ("20-00-00" to "20-00-"); the change handler cleans whatever
 * else arrives (autofill).
 */
function bankNumberField(field: UseFormRegisterReturn, digits: number) {
  return {
    ...field,
    maxLength: digits,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = bankNumberInput(event.target.value, digits);
      return field.onChange(event);
    },
    ref: (input: HTMLInputElement | null) => {
      field.ref(input);
      if (!input) return;
      const onBeforeInput = (event: InputEvent) => {
        const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
        if (text === null || !event.cancelable || event.isComposing) return;
        const end = input.selectionEnd ?? input.value.length;
        const inserted = bankNumberInsert(input.value, input.selectionStart ?? end, end, text, digits);
        if (!inserted) return;
        event.preventDefault();
        if (inserted.value === input.value) return;
        input.value = inserted.value;
        input.setSelectionRange(inserted.caret, inserted.caret);
        void field.onChange({ target: input, type: 'change' });
      };
      input.addEventListener('beforeinput', onBeforeInput);
      return () => {
        input.removeEventListener('beforeinput', onBeforeInput);
        field.ref(null);
      };
    },
  };
}

/**
 * The saved view: the details' status (pending verification, for new details) with a way back to
 * the dashboard. Whether payouts can be sent yet is the payout status above it.
 */
export function BankDetailsSaved({ provider }: { provider: Provider }) {
  return (
    <div className="stack" style={{ textAlign: 'center', alignItems: 'center' }}>
      <CircleCheck size={48} aria-hidden="true" style={{ color: 'var(--c-success)' }} />
      <h1>Bank details saved</h1>
      <BankCheckStatus provider={provider} />
      <p className="muted">
        Payouts go to this account from now on. Its status, and whether payouts can be sent yet, show here and
        in the same words on your dashboard's Settings tab.
      </p>
      <Link to="/provider-dashboard" className="button button--primary">
        Return to Dashboard
      </Link>
    </div>
  );
}

/** /provider/bank-details: the form, then a saved view back to the dashboard. */
export function BankDetailsPage() {
  usePageTitle('Bank Details');
  const { provider } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<BankDetailsValues>({
    resolver: zodResolver(bankDetailsSchema),
    defaultValues: {
      bankAccountHolderName: provider?.bankAccountHolderName ?? '',
      bankAccountNumber: '',
      bankSortCode: '',
      bankName: provider?.bankName ?? '',
    },
  });
  const errors = formState.errors;
  const mutation = useSingleFlightMutation({
    mutationFn: (values: BankDetailsValues) =>
      saveBankDetails({
        bankAccountHolderName: values.bankAccountHolderName.trim(),
        bankAccountNumber: values.bankAccountNumber.trim(),
        bankSortCode: values.bankSortCode.trim(),
        bankName: values.bankName.trim(),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(myProviderKey, updated);
      queryClient.invalidateQueries({ queryKey: myProviderKey });
      queryClient.invalidateQueries({ queryKey: payoutAccountKey });
      toast({ title: 'Bank details saved successfully', variant: 'success' });
      setSaved(true);
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError, FIELDS);
      toast({
        title: 'Error saving bank details',
        description: errorText(error, 'Failed to save bank details. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  if (!provider) {
    return (
      <div className="container container--narrow section">
        <EmptyState title="Create your provider profile first" icon={<Landmark size={28} />}>
          <p>Bank details belong to a provider profile. Set yours up on the dashboard.</p>
          <Link to="/provider-dashboard" className="button button--primary">
            Go to Provider Dashboard
          </Link>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="container container--narrow section stack stack--lg">
      <Link to="/provider-dashboard?tab=settings" className="back-link">
        <ArrowLeft size={16} aria-hidden="true" /> Back to Dashboard
      </Link>
      {saved || provider.bankDetailsAddedAt ? <PayoutSetup bankCheck={provider.bankDetailsStatus} /> : null}
      <div className="card card__body stack stack--lg">
        {saved ? (
          <BankDetailsSaved provider={provider} />
        ) : (
          <>
            <div>
              <h1>Bank details</h1>
              <p className="muted">Where we pay you for your bookings. UK bank accounts only.</p>
              <BankCheckStatus provider={provider} />
              {provider.bankAccountLast4 ? (
                <p className="muted">
                  Saved now: account •••• {provider.bankAccountLast4}, sort code {provider.bankSortCode}.
                  Enter new details below to replace it; new details are checked again before payouts.
                </p>
              ) : null}
            </div>
            <form className="form" onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
              <Field label="Account holder name" error={errors.bankAccountHolderName?.message} required>
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    autoComplete="name"
                    {...register('bankAccountHolderName')}
                  />
                )}
              </Field>
              <div className="form-grid">
                <Field
                  label="Account number"
                  error={errors.bankAccountNumber?.message}
                  hint="8 digits"
                  required
                >
                  {(control) => (
                    <input
                      {...control}
                      className="input"
                      inputMode="numeric"
                      autoComplete="off"
                      {...bankNumberField(register('bankAccountNumber'), ACCOUNT_NUMBER_DIGITS)}
                    />
                  )}
                </Field>
                <Field
                  label="Sort code"
                  error={errors.bankSortCode?.message}
                  hint="6 digits, e.g. 20-00-00"
                  required
                >
                  {(control) => (
                    <input
                      {...control}
                      className="input"
                      inputMode="numeric"
                      autoComplete="off"
                      {...bankNumberField(register('bankSortCode'), SORT_CODE_DIGITS)}
                    />
                  )}
                </Field>
              </div>
              <Field label="Bank name" error={errors.bankName?.message} required>
                {(control) => <input {...control} className="input" {...register('bankName')} />}
              </Field>
              <p className="subtle">
                <Lock size={14} aria-hidden="true" /> Your details are encrypted. Only the last 4 digits of
                your account number are ever shown again.
              </p>
              <div>
                <button
                  type="submit"
                  className="button button--primary button--lg"
                  disabled={mutation.isPending}
                >
                  {mutation.isPending
                    ? 'Saving…'
                    : provider.bankAccountLast4
                      ? 'Replace Bank Details'
                      : 'Save Bank Details'}
                </button>
              </div>
            </form>
          </>
        )}
      </div>
      <section className="info-card prose" aria-labelledby="payment-timing-title">
        <h2 id="payment-timing-title">When you get paid</h2>
        <ul>
          <li>
            Clients pay when they book, and we hold the payment in escrow until the service is delivered.
          </li>
          <li>
            When you accept a booking, your deposit is paid by bank transfer within 14 days of the booking's
            confirmation, or within 4 days when the event is less than a week away.
          </li>
          <li>
            The balance is released 48 hours after the event if no dispute is raised, and paid 7, 5 or 3 days
            after the event on the Basic, Professional and Enterprise plans.
          </li>
        </ul>
      </section>
    </div>
  );
}
