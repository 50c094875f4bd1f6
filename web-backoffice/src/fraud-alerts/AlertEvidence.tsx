import type { FraudAlertTimeline } from '@esm/contract/admin/fraud-alerts';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { formatLondon } from '../format/london-time';
import type { BackOfficeDataProvider } from '../providers/dataProvider';

const KIND_LABEL = {
  booking: 'Booking',
  payment: 'Payment',
  dispute: 'Dispute',
  violation: 'Violation',
  message: 'Message',
} as const;
const KIND_COLOUR = {
  booking: 'default',
  payment: 'success',
  dispute: 'warning',
  violation: 'error',
  message: 'info',
} as const;

/**
 * The evidence beside an alert, read-only: the provider's risk score now with the rules that
 * produced it, and the provider's and the customer's bookings, payments, disputes, violations
 * and chat messages, newest first.
 */
export function AlertEvidence({ alertId, refreshKey }: { alertId: string; refreshKey: string }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [timeline, setTimeline] = useState<FraudAlertTimeline | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [subject, setSubject] = useState<'all' | 'provider' | 'customer'>('all');
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey reloads the evidence after a command.
  useEffect(() => {
    let live = true;
    dataProvider
      .read<FraudAlertTimeline>('fraud-alerts', { id: alertId, path: 'timeline' })
      .then(({ data }) => live && setTimeline(data))
      .catch(
        (failure: unknown) => live && setError(failure instanceof Error ? failure.message : 'Not loaded'),
      );
    return () => {
      live = false;
    };
  }, [dataProvider, alertId, refreshKey]);
  if (error) return <Alert severity="error">The evidence could not be loaded: {error}</Alert>;
  if (!timeline) return <Typography color="text.secondary">Loading the evidence…</Typography>;
  const entries = timeline.entries.filter((e) => subject === 'all' || e.subject === subject);
  // An alert without a customer has only the provider's history: nothing to choose between.
  const hasCustomer = timeline.entries.some((e) => e.subject === 'customer');
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Risk score now: {timeline.risk.score} ({timeline.risk.level})
          </Typography>
          {timeline.risk.reasons.length === 0 ? (
            <Typography color="text.secondary">No rule adds to the score.</Typography>
          ) : (
            <List dense aria-label="Rules behind the risk score">
              {timeline.risk.reasons.map((reason) => (
                <ListItem key={reason.rule} disableGutters>
                  <ListItemText primary={`+${reason.points}  ${reason.description}`} />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2">
              Timeline
            </Typography>
            {hasCustomer ? (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={subject}
                onChange={(_, value) => value && setSubject(value)}
                aria-label="Whose timeline"
              >
                <ToggleButton value="all">Both</ToggleButton>
                <ToggleButton value="provider">Provider</ToggleButton>
                <ToggleButton value="customer">Customer</ToggleButton>
              </ToggleButtonGroup>
            ) : null}
          </Box>
          {entries.length === 0 ? (
            <Typography color="text.secondary">Nothing recorded.</Typography>
          ) : (
            <List dense aria-label="Timeline">
              {entries.map((entry) => (
                <ListItem key={entry.id} disableGutters alignItems="flex-start">
                  <Chip
                    size="small"
                    label={KIND_LABEL[entry.kind]}
                    color={KIND_COLOUR[entry.kind]}
                    sx={{ mr: 1, mt: 0.5, minWidth: 84 }}
                  />
                  <ListItemText
                    primary={entry.summary}
                    // Whose history the entry is in comes last: a payout in the customer's
                    // history went to the booking's provider, which the detail names.
                    secondary={[
                      entry.detail,
                      formatLondon(entry.at),
                      entry.subject === 'provider' ? "Provider's history" : "Customer's history",
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
