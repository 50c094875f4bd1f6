import type { AdminDispute } from '@esm/contract/admin/disputes';
import { Card, CardContent, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import { labelOf } from '../common/labels';
import { formatLondon } from '../format/london-time';
import { formatPence } from '../format/money';
import { DISPUTE_OUTCOME_LABEL, DISPUTE_STATUS_LABEL } from '../fraud-alerts/labels';
import { ResolveDisputeButton } from './ResolveDisputeButton';

function DisputeBody() {
  const dispute = useRecordContext<AdminDispute>();
  if (!dispute) return null;
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {labelOf(DISPUTE_STATUS_LABEL, dispute.status)} dispute
        </Typography>
        <Typography>
          {dispute.customerName ?? 'The client'} disputes a booking with{' '}
          {dispute.businessName ?? 'the provider'}
        </Typography>
        <Typography sx={{ mt: 1 }}>Reason: {dispute.reason}</Typography>
        <Typography sx={{ mt: 1 }}>
          {`Booking total ${formatPence(dispute.totalAmount)}, deposit ${formatPence(dispute.depositAmount)}; `}
          event {formatLondon(dispute.eventDate)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Raised {formatLondon(dispute.raisedAt)}
        </Typography>
        {dispute.status === 'resolved' ? (
          <Typography sx={{ mt: 1 }}>
            {labelOf(DISPUTE_OUTCOME_LABEL, dispute.outcome)} on {formatLondon(dispute.resolvedAt)}
            {dispute.refundAmount > 0 ? `, refund ${formatPence(dispute.refundAmount)}` : ''}
            {dispute.notes ? ` — ${dispute.notes}` : ''}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

export default function DisputeShow() {
  return (
    <Show
      title="Dispute"
      actions={
        <TopToolbar>
          <ResolveDisputeButton />
        </TopToolbar>
      }
    >
      <DisputeBody />
    </Show>
  );
}
