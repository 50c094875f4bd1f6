import { type Identifier, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { BackOfficeDataProvider } from '../providers/dataProvider';

/**
 * Sends one workflow command (`POST /api/admin/<resource>/<id>/<action>`), then tells the
 * investigator what happened and reloads the page's records. A refusal is thrown on to the
 * dialog that asked, which shows the server's text.
 */
export function useCommand(resource: string) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return async (id: Identifier, action: string, data: unknown, done: string) => {
    await dataProvider.act(resource, { id, action, data });
    notify(done, { type: 'info' });
    refresh();
  };
}
