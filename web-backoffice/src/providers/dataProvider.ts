import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { httpClient } from './http';

export const API_ADMIN = '/api/admin';

/**
 * ra-data-simple-rest over /api/admin, plus `act`: the workflow commands a resource's buttons
 * send (`POST /api/admin/<resource>/<id>/<action>`), which are not CRUD.
 */
export interface BackOfficeDataProvider extends DataProvider {
  act<Result = unknown>(
    resource: string,
    params: { id: Identifier; action: string; data?: unknown },
  ): Promise<{ data: Result }>;
  /** A GET below a record (`/api/admin/<resource>/<id>/<path>`), e.g. a booking's history. */
  read<Result = unknown>(
    resource: string,
    params: { id: Identifier; path: string },
  ): Promise<{ data: Result }>;
}

const base = simpleRestProvider(API_ADMIN, httpClient);
const encode = (id: Identifier) => encodeURIComponent(String(id));

export const dataProvider: BackOfficeDataProvider = {
  ...base,
  async act(resource, { id, action, data }) {
    const { json } = await httpClient(`${API_ADMIN}/${resource}/${encode(id)}/${action}`, {
      method: 'POST',
      body: JSON.stringify(data ?? {}),
    });
    return { data: json };
  },
  async read(resource, { id, path }) {
    const { json } = await httpClient(`${API_ADMIN}/${resource}/${encode(id)}/${path}`);
    return { data: json };
  },
};
