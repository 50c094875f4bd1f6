import type { Provider } from '@esm/contract/providers';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/http';
import {
  createPayoutOnboardingLink,
  payoutAccountKey,
  refreshPayoutAccount,
  usePayoutAccountQuery,
} from '../../api/providers';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { useToast } from '../../components/toast/toast-context';
import { payoutStatusView } from './payout-status';

/**
 * Whether payouts can reach the provider, said with the team's check of the details in mind
 * (`bankCheck`): a ready account with details still pending verification is not "set up". With
 * Stripe, saved bank details open a Stripe account that may need more (identity, terms): the
 * button goes to Stripe's page, which sends the provider back here with ?payouts=returned (ask
 * again) or ?payouts=expired (the link was used up).
 */
export function PayoutSetup({ bankCheck }: { bankCheck: Provider['bankDetailsStatus'] }) {
  const [params, setParams] = useSearchParams();
  const returned = params.get('payouts');
  const toast = useToast();
  const queryClient = useQueryClient();
  const status = usePayoutAccountQuery(true);
  const refresh = useSingleFlightMutation({
    mutationFn: refreshPayoutAccount,
    // A status read still in flight was asked before the gateway was, so it must not win.
    onMutate: () => queryClient.cancelQueries({ queryKey: payoutAccountKey }),
    onSuccess: (data) => queryClient.setQueryData(payoutAccountKey, data),
  });
  const onboarding = useSingleFlightMutation({
    mutationFn: createPayoutOnboardingLink,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toast({
        title: 'Could not open the payout set-up',
        description: errorText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });

  const asked = useRef(false);
  useEffect(() => {
    if (returned !== 'returned' || asked.current) return;
    asked.current = true;
    refresh.mutate();
    setParams({}, { replace: true });
  }, [returned, refresh, setParams]);

  const data = status.data;
  if (!data) return null;
  const view = payoutStatusView(data, bankCheck);
  return (
    <section className={`notice notice--${view.tone}`} aria-labelledby="payout-setup-title" role="status">
      <p className="notice__title" id="payout-setup-title">
        {view.title}
      </p>
      <p>{view.message}</p>
      {returned === 'expired' && data.status === 'action_required' ? (
        <p>That set-up link has expired. Continue to get a new one.</p>
      ) : null}
      {data.status === 'action_required' ? (
        <button
          type="button"
          className="button button--primary"
          disabled={onboarding.isPending}
          onClick={() => onboarding.mutate()}
        >
          {onboarding.isPending ? 'Opening…' : 'Continue payout set-up with Stripe'}
        </button>
      ) : null}
    </section>
  );
}
