import type { AdminProvider } from '@esm/contract/admin/providers';
import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link, Show, TopToolbar, useCanAccess, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatLondon } from '../format/london-time';
import { ProviderCommandButton } from './ProviderCommandButton';
import { ProviderHistory } from './ProviderHistory';
import { StandingChip } from './StandingChip';

function Actions() {
  const provider = useRecordContext<AdminProvider>();
  if (!provider) return <TopToolbar />;
  const blocked =
    provider.standing === 'suspended' ||
    provider.standing === 'terminated' ||
    provider.standing === 'restricted';
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {provider.standing !== 'suspended' && provider.standing !== 'terminated' ? (
        <ProviderCommandButton providerId={provider.id} command="suspend" />
      ) : null}
      {blocked ? <ProviderCommandButton providerId={provider.id} command="lift" /> : null}
      {provider.standing !== 'terminated' ? (
        <ProviderCommandButton providerId={provider.id} command="terminate" />
      ) : null}
      {provider.payoutsFrozen ? (
        <ProviderCommandButton providerId={provider.id} command="unfreeze" />
      ) : (
        <ProviderCommandButton providerId={provider.id} command="freeze" />
      )}
    </TopToolbar>
  );
}

function ProviderBody() {
  const provider = useRecordContext<AdminProvider>();
  // Verifiers see providers but not fraud alerts: no link to a page they may not open.
  const { canAccess: canSeeAlerts } = useCanAccess({ resource: 'fraud-alerts', action: 'list' });
  if (!provider) return null;
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <StandingChip />
            </Stack>
            <Typography variant="h6" component="h2">
              {provider.businessName}
            </Typography>
            <Typography>{provider.ownerName ?? 'Owner unknown'}</Typography>
            <Typography color="text.secondary">{provider.contactEmail ?? 'No contact e-mail'}</Typography>
            <Typography sx={{ mt: 1 }}>Joined {formatLondon(provider.createdAt)}</Typography>
            {provider.blockReason ? (
              <Typography sx={{ mt: 1 }}>
                Block: {provider.blockReason}
                {provider.blockedUntil ? ` (until ${formatLondon(provider.blockedUntil)})` : ''}
              </Typography>
            ) : null}
            <Typography sx={{ mt: 1 }}>Contact-sharing violations: {provider.violationCount}</Typography>
            <Typography sx={{ mt: 1 }}>
              Payouts:{' '}
              {provider.payoutsFrozen
                ? `frozen since ${formatLondon(provider.payoutsFrozenAt)} (${provider.payoutsFrozenReason ?? 'no reason'})`
                : 'paid as scheduled'}
            </Typography>
            <Typography sx={{ mt: 1 }}>
              Risk score: {provider.riskScore} ({provider.riskLevel})
            </Typography>
            <Typography sx={{ mt: 1 }}>
              Open alerts:{' '}
              {canSeeAlerts ? (
                <Link
                  component={RouterLink}
                  to={`/fraud-alerts?filter=${encodeURIComponent(JSON.stringify({ providerId: provider.id }))}`}
                >
                  {provider.openAlerts}
                </Link>
              ) : (
                provider.openAlerts
              )}
            </Typography>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <ProviderHistory
          providerId={provider.id}
          refreshKey={`${provider.standing}-${provider.payoutsFrozen}-${provider.blockedUntil}`}
        />
      </Grid>
    </Grid>
  );
}

const Title = () => {
  const provider = useRecordContext<AdminProvider>();
  return <>{provider ? `Provider: ${provider.businessName}` : 'Provider'}</>;
};

export default function ProviderShow() {
  return (
    <Show title={<Title />} actions={<Actions />}>
      <ProviderBody />
    </Show>
  );
}
