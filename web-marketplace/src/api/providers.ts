import type { ProviderDashboard } from '@esm/contract/dashboard';
import type {
  BankDetailsRequest,
  BlockStatus,
  CreateProviderRequest,
  PayoutAccountStatus,
  Provider,
  ProviderContact,
  RiskScore,
  UpdateProviderRequest,
} from '@esm/contract/providers';
import { useQuery } from '@tanstack/react-query';
import { postJson, putJson } from './http';
import { ACCOUNT_STALE_TIME, getQueryFn } from './query-client';

export const myProviderKey = ['/api/providers/me'] as const;

/** The signed-in user's provider record; null (401/404) means "not a provider". */
export function useMyProviderQuery(enabled: boolean) {
  return useQuery<Provider | null>({
    queryKey: myProviderKey,
    queryFn: getQueryFn<Provider>({ on401: 'returnNull', on404: 'returnNull' }),
    enabled,
    staleTime: ACCOUNT_STALE_TIME,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useProviderContactQuery(providerId: string, enabled: boolean) {
  return useQuery<ProviderContact>({ queryKey: ['/api/providers', providerId, 'contact'], enabled });
}

export function useRiskScoreQuery(providerId: string) {
  return useQuery<RiskScore>({ queryKey: ['/api/providers', providerId, 'risk-score'] });
}

export const blockStatusKey = ['/api/providers/block-status'] as const;

export function useBlockStatusQuery() {
  return useQuery<BlockStatus>({ queryKey: blockStatusKey, retry: false });
}

export const providerDashboardKey = ['/api/provider/dashboard'] as const;

export function useProviderDashboardQuery() {
  return useQuery<ProviderDashboard>({ queryKey: providerDashboardKey });
}

export const createProvider = (body: CreateProviderRequest) => postJson<Provider>('/api/providers', body);
export const updateProvider = (id: string, body: UpdateProviderRequest) =>
  putJson<Provider>(`/api/providers/${encodeURIComponent(id)}`, body);
export const saveBankDetails = (body: BankDetailsRequest) =>
  postJson<Provider>('/api/providers/bank-details', body);

export const payoutAccountKey = ['/api/providers/payout-account'] as const;

/** Polls while the account is being set up: the worker opens it moments after bank details are saved. */
export function usePayoutAccountQuery(enabled: boolean) {
  return useQuery<PayoutAccountStatus>({
    queryKey: payoutAccountKey,
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'setting_up' ? 2000 : false),
  });
}
export const refreshPayoutAccount = () =>
  postJson<PayoutAccountStatus>('/api/providers/payout-account/refresh', {});
export const createPayoutOnboardingLink = () =>
  postJson<{ url: string }>('/api/providers/payout-account/onboarding-link', {});
