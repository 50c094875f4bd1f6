import type { AdminProvider } from '@esm/contract/admin/providers';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
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
        <ProviderCommandButton
          providerId={provider.id}
          kind="standing"
          action="suspend"
          label="Suspend"
          title="Suspend the provider for 7 days"
          help="The provider cannot send messages or list services while suspended; they see the reason."
          done="Provider suspended"
          icon={<PauseCircleIcon />}
        />
      ) : null}
      {blocked ? (
        <ProviderCommandButton
          providerId={provider.id}
          kind="standing"
          action="lift"
          label="Lift block"
          title="Lift the provider’s block now"
          help="The provider can message and list services again straight away."
          done="Block lifted"
          icon={<LockOpenIcon />}
        />
      ) : null}
      {provider.standing !== 'terminated' ? (
        <ProviderCommandButton
          providerId={provider.id}
          kind="standing"
          action="terminate"
          label="Terminate"
          title="Terminate the provider’s account"
          help="Termination is permanent until lifted by an investigator. Use it for confirmed fraud."
          done="Provider terminated"
          icon={<BlockIcon />}
          danger
        />
      ) : null}
      {provider.payoutsFrozen ? (
        <ProviderCommandButton
          providerId={provider.id}
          kind="payouts"
          action="unfreeze"
          label="Unfreeze payouts"
          title="Unfreeze the provider’s payouts"
          help="Payouts that fell due while frozen are sent straight away."
          done="Payouts unfrozen"
          icon={<PlayCircleIcon />}
        />
      ) : (
        <ProviderCommandButton
          providerId={provider.id}
          kind="payouts"
          action="freeze"
          label="Freeze payouts"
          title="Freeze every payout to the provider"
          help="Nothing is paid to the provider until an investigator unfreezes their payouts."
          done="Payouts frozen"
          icon={<AcUnitIcon />}
        />
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
