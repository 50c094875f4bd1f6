import type { AdminFraudAlert } from '@esm/contract/admin/fraud-alerts';
import type { AdminProvider } from '@esm/contract/admin/providers';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import BlockIcon from '@mui/icons-material/Block';
import GavelIcon from '@mui/icons-material/Gavel';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Box,
  Card,
  CardContent,
  Divider,
  Grid,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Link, Show, TopToolbar, useCanAccess, useGetOne, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { labelOf } from '../common/labels';
import { formatLondon } from '../format/london-time';
import { ProviderCommandButton } from '../provider-standing/ProviderCommandButton';
import { AlertActionButton } from './AlertActionButton';
import { AlertEvidence } from './AlertEvidence';
import { AssignButton } from './AssignButton';
import { ACTION_LABEL, ALERT_TYPE_LABEL, OUTCOME_LABEL, STANDING_LABEL } from './labels';
import { NoteButton } from './NoteButton';
import { ResolveButton } from './ResolveButton';
import { AlertStatusChip, SeverityChip } from './SeverityChip';

/**
 * The provider of the alert shown, for whoever may see providers (an auditor may not): the panel
 * and the toolbar share one request.
 */
function useAlertProvider(): AdminProvider | undefined {
  const alert = useRecordContext<AdminFraudAlert>();
  const { canAccess } = useCanAccess({ resource: 'providers', action: 'show' });
  const { data } = useGetOne<AdminProvider>(
    'providers',
    { id: alert?.providerId },
    { enabled: canAccess === true && Boolean(alert) },
  );
  return data;
}

/**
 * The actions on the alert. An action whose effect is already in place (payouts frozen, the
 * provider suspended or terminated) is not offered again: it would change nothing for the provider
 * and only record a second, misleading action on the alert. Undoing one is the panel's.
 */
function Actions() {
  const provider = useAlertProvider();
  const blocked = provider?.standing === 'suspended' || provider?.standing === 'terminated';
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <AssignButton />
      <NoteButton />
      <AlertActionButton
        action="warning"
        label="Record warning"
        title="Record a warning to the provider"
        help="Use it after you have warned the provider yourself; it is kept on the alert, and nothing changes for the provider."
        done="Warning recorded"
        icon={<WarningAmberIcon />}
      />
      {blocked ? null : (
        <AlertActionButton
          action="suspend_provider"
          label="Suspend provider"
          title="Suspend the provider for 7 days"
          help="The provider cannot send messages or list services while suspended. The reason is recorded on the alert and shown to the provider."
          done="Provider suspended"
          icon={<PauseCircleIcon />}
        />
      )}
      {provider?.payoutsFrozen ? null : (
        <AlertActionButton
          action="freeze_payouts"
          label="Freeze payouts"
          title="Freeze every payout to the provider"
          help="Nothing is paid to the provider until an investigator unfreezes their payouts."
          done="Payouts frozen"
          icon={<AcUnitIcon />}
        />
      )}
      {provider?.standing === 'terminated' ? null : (
        <AlertActionButton
          action="terminate"
          label="Terminate provider"
          title="Terminate the provider’s account"
          help="Termination is permanent until lifted by an investigator. Use it for confirmed fraud."
          done="Provider terminated"
          icon={<BlockIcon />}
          danger
        />
      )}
      <ResolveButton />
    </TopToolbar>
  );
}

/** The provider's standing and payouts now, with the buttons that undo an action taken. */
function ProviderPanel({ alert }: { alert: AdminFraudAlert }) {
  const { canAccess } = useCanAccess({ resource: 'providers', action: 'show' });
  const provider = useAlertProvider();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Provider
        </Typography>
        <Typography>
          {canAccess ? (
            <Link component={RouterLink} to={`/providers/${alert.providerId}/show`}>
              {alert.businessName ?? alert.providerId}
            </Link>
          ) : (
            (alert.businessName ?? alert.providerId)
          )}
        </Typography>
        {provider ? (
          <>
            <Typography data-testid="provider-standing">
              Standing: {labelOf(STANDING_LABEL, provider.standing)}
              {provider.blockedUntil ? ` until ${formatLondon(provider.blockedUntil)}` : ''}
            </Typography>
            <Typography data-testid="provider-payouts">
              Payouts: {provider.payoutsFrozen ? 'frozen' : 'paid as scheduled'}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
              {provider.standing === 'suspended' ||
              provider.standing === 'terminated' ||
              provider.standing === 'restricted' ? (
                <ProviderCommandButton providerId={provider.id} command="lift" />
              ) : null}
              {provider.payoutsFrozen ? (
                <ProviderCommandButton providerId={provider.id} command="unfreeze" />
              ) : null}
            </Stack>
          </>
        ) : null}
        {alert.customerId ? (
          <Typography sx={{ mt: 1 }}>Customer: {alert.customerName ?? alert.customerId}</Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

function AlertBody() {
  const alert = useRecordContext<AdminFraudAlert>();
  if (!alert) return null;
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                <SeverityChip />
                <AlertStatusChip />
              </Stack>
              <Typography variant="h6" component="h2">
                {labelOf(ALERT_TYPE_LABEL, alert.alertType)}
              </Typography>
              <Typography sx={{ mb: 1 }}>{alert.description}</Typography>
              <Typography variant="body2" color="text.secondary">
                Raised {formatLondon(alert.createdAt)} with a risk score of {alert.riskScore}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="assignee">
                {alert.investigatedBy
                  ? `Assigned to ${alert.investigatorName ?? 'an investigator'}`
                  : 'Not assigned yet'}
              </Typography>
              {alert.status === 'resolved' ? (
                <Box sx={{ mt: 1 }} data-testid="resolution">
                  <Typography>
                    Resolved {formatLondon(alert.resolvedAt)}: {labelOf(OUTCOME_LABEL, alert.outcome)}
                  </Typography>
                  <Typography variant="body2">{alert.resolutionNote}</Typography>
                </Box>
              ) : null}
            </CardContent>
          </Card>
          <ProviderPanel alert={alert} />
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                Notes
              </Typography>
              {alert.notes.length === 0 ? (
                <Typography color="text.secondary">No notes yet.</Typography>
              ) : (
                <List dense aria-label="Notes">
                  {alert.notes.map((note) => (
                    <ListItem key={note.id} disableGutters>
                      <ListItemText primary={note.note} secondary={formatLondon(note.addedAt)} />
                    </ListItem>
                  ))}
                </List>
              )}
              <Divider sx={{ my: 1 }} />
              <Typography variant="subtitle1" component="h3">
                <GavelIcon fontSize="small" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
                Actions taken
              </Typography>
              {alert.actions.length === 0 ? (
                <Typography color="text.secondary">None yet.</Typography>
              ) : (
                <List dense aria-label="Actions taken">
                  {alert.actions.map((action) => (
                    <ListItem key={`${action.action}-${action.takenAt}`} disableGutters>
                      <ListItemText
                        primary={labelOf(ACTION_LABEL, action.action)}
                        secondary={[formatLondon(action.takenAt), action.note].filter(Boolean).join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <AlertEvidence
          alertId={alert.id}
          refreshKey={`${alert.status}-${alert.notes.length}-${alert.actions.length}`}
        />
      </Grid>
    </Grid>
  );
}

const Title = () => {
  const alert = useRecordContext<AdminFraudAlert>();
  return <>{alert ? `Alert: ${alert.businessName ?? 'provider'}` : 'Alert'}</>;
};

export default function FraudAlertShow() {
  return (
    <Show title={<Title />} actions={<Actions />}>
      <AlertBody />
    </Show>
  );
}
