import { useState } from 'react';
import { type Identifier, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { BackOfficeDataProvider } from '../providers/dataProvider';

/** The words of a refusal: the API's own message (httpClient puts it on the error). */
export const refusalOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'That could not be done.';

/**
 * Sends one workflow command (`POST /api/admin/<resource>/<id>/<action>`), then tells the user
 * what happened and reloads the page's records.
 */
export function useCommand(resource: string) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  /** A refusal is thrown on as an Error with the API's message, for the dialog that asked to show. */
  const send = async (id: Identifier, action: string, data: unknown, done: string) => {
    setBusy(true);
    try {
      await dataProvider.act(resource, { id, action, data });
    } catch (error) {
      throw new Error(refusalOf(error));
    } finally {
      setBusy(false);
    }
    notify(done, { type: 'success' });
    refresh();
  };
  /**
   * For a button with no dialog: a refusal becomes an error notification, and the page reloads,
   * since a refusal usually means it showed a state that has moved on. Resolves to whether it was done.
   */
  const sendOrNotify = async (id: Identifier, action: string, data: unknown, done: string) => {
    try {
      await send(id, action, data, done);
      return true;
    } catch (error) {
      notify(refusalOf(error), { type: 'error' });
      refresh();
      return false;
    }
  };
  return { send, sendOrNotify, busy };
}
