import type { ProviderHistory as History } from '@esm/contract/admin/providers';
import { Alert, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { formatLondon } from '../format/london-time';
import type { BackOfficeDataProvider } from '../providers/dataProvider';

/** The standing and payout-freeze events of the provider, newest first. */
export function ProviderHistory({ providerId, refreshKey }: { providerId: string; refreshKey: string }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [history, setHistory] = useState<History | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey reloads the history after a command.
  useEffect(() => {
    let live = true;
    dataProvider
      .read<History>('providers', { id: providerId, path: 'history' })
      .then(({ data }) => live && setHistory(data))
      .catch(
        (failure: unknown) => live && setError(failure instanceof Error ? failure.message : 'Not loaded'),
      );
    return () => {
      live = false;
    };
  }, [dataProvider, providerId, refreshKey]);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Standing history
        </Typography>
        {error ? <Alert severity="error">The history could not be loaded: {error}</Alert> : null}
        {history && history.entries.length === 0 ? (
          <Typography color="text.secondary">
            Nothing recorded: the provider has always been in good standing.
          </Typography>
        ) : null}
        {history && history.entries.length > 0 ? (
          <List dense aria-label="Standing history">
            {history.entries.map((entry) => (
              <ListItem key={entry.id} disableGutters>
                <ListItemText
                  primary={`${entry.summary}${entry.until ? ` until ${formatLondon(entry.until)}` : ''}`}
                  secondary={[formatLondon(entry.at), entry.by ? `by ${entry.by}` : null, entry.reason]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
    </Card>
  );
}
