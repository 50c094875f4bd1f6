import { useState } from 'react';
import { type Identifier, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { BackOfficeDataProvider } from '../providers/dataProvider';

/**
 * Sends one workflow command (`POST /api/admin/<resource>/<id>/<action>`), then tells the user
 * what happened and reloads the record; a refusal shows the API's own message.
 */
export function useCommand(resource: string) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const send = async (id: Identifier, action: string, data: unknown, done: string) => {
    setBusy(true);
    try {
      await dataProvider.act(resource, { id, action, data });
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      const message =
        (error as { body?: { message?: string } }).body?.message ??
        (error instanceof Error ? error.message : 'Something went wrong.');
      notify(message, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { send, busy };
}
