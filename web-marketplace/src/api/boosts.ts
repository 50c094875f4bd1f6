import type { BoostPackage, BoostStatus } from '@esm/contract/boosts';
import { useQuery } from '@tanstack/react-query';
import { postJson } from './http';

export function useBoostPackagesQuery() {
  return useQuery<BoostPackage[]>({ queryKey: ['/api/boost-packages'] });
}

export const boostStatusKey = (serviceId: string) => ['/api/services', serviceId, 'boost-status'] as const;

export function useBoostStatusQuery(serviceId: string) {
  return useQuery<BoostStatus>({ queryKey: boostStatusKey(serviceId) });
}

export const cancelBoost = (serviceId: string) =>
  postJson<BoostStatus>(`/api/services/${encodeURIComponent(serviceId)}/boost/cancel`);
