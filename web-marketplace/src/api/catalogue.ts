import type { Category } from '@esm/contract/categories';
import type { Review } from '@esm/contract/reviews';
import type {
  Service,
  ServiceDetail,
  ServicePage,
  ServiceRequest,
  ServiceSearch,
} from '@esm/contract/services';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, postJson, putJson } from './http';

export const categoriesKey = ['/api/categories'] as const;
export const servicesKey = ['/api/services'] as const;

export function useCategoriesQuery() {
  return useQuery<Category[]>({ queryKey: categoriesKey });
}

/** One page of the catalogue; empty values are left out of the query string. */
export function useServicesQuery(search: ServiceSearch, options: { enabled?: boolean } = {}) {
  return useQuery<ServicePage>({ queryKey: [...servicesKey, search], enabled: options.enabled ?? true });
}

export function useServiceQuery(id: string | undefined) {
  return useQuery<ServiceDetail>({ queryKey: [...servicesKey, id], enabled: Boolean(id) });
}

export function useServiceReviewsQuery(id: string) {
  return useQuery<Review[]>({ queryKey: [...servicesKey, id, 'reviews'] });
}

export const createService = (body: ServiceRequest) => postJson<Service>('/api/services', body);
export const updateService = (id: string, body: ServiceRequest) =>
  putJson<Service>(`/api/services/${encodeURIComponent(id)}`, body);
export const deleteService = async (id: string) => {
  await apiRequest('DELETE', `/api/services/${encodeURIComponent(id)}`);
};
