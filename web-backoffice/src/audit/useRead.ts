import { useEffect, useState } from 'react';
import { type Identifier, useDataProvider, useNotify } from 'react-admin';
import type { BackOfficeDataProvider } from '../providers/dataProvider';

/**
 * A view below a record (`GET /api/admin/<resource>/<id>/<path>`), loaded when the path changes.
 * A failure is shown as a notification and leaves the previous answer in place.
 */
export function useRead<T>(resource: string, id: Identifier | undefined, path: string | null) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (id === undefined || path === null) return;
    let live = true;
    setLoading(true);
    dataProvider
      .read<T>(resource, { id, path })
      .then(({ data: answer }) => {
        if (live) setData(answer);
      })
      .catch((error: unknown) => {
        if (live)
          notify(error instanceof Error ? error.message : 'Could not load this view', { type: 'error' });
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [dataProvider, notify, resource, id, path]);
  return { data, loading };
}
