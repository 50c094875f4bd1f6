import { Card, CardContent, Grid, Typography } from '@mui/material';
import { Title, useCanAccessResources, useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import { WorkCount } from './WorkCount';

/** Where each kind of work starts; only the cards the signed-in roles may open are shown. */
const WORK = [
  { resource: 'verification-documents', title: 'Document queue', text: 'Pending documents, oldest first.' },
  {
    resource: 'provider-verifications',
    title: 'Provider verification',
    text: 'Checks, level, bank details.',
  },
  { resource: 'fraud-alerts', title: 'Fraud alerts', text: 'Open alerts by severity.' },
  { resource: 'violations', title: 'Contact sharing', text: 'Violations in their chat context.' },
  { resource: 'reviews', title: 'Reported reviews', text: 'Moderate what users reported.' },
  { resource: 'contact-messages', title: 'Contact inbox', text: 'Call-back requests first.' },
  { resource: 'disputes', title: 'Disputes', text: 'Refund, release or split.' },
  { resource: 'bookings', title: 'Booking audit', text: 'History, time travel, ledger.' },
  { resource: 'projections', title: 'Projections', text: 'Checkpoints, lag, drift check.' },
  { resource: 'users', title: 'Users and roles', text: 'Grant and revoke back-office roles.' },
  { resource: 'payouts', title: 'Payouts', text: 'Scheduled, paid, failed; retry.' },
  { resource: 'refunds', title: 'Refunds', text: 'Queued, retrying, failed; retry.' },
  { resource: 'emails', title: 'E-mail outbox', text: 'What was sent to whom, and its status.' },
  { resource: 'jobs', title: 'Job queues', text: 'Queued, active, failed; retry.' },
  { resource: 'analytics', title: 'Analytics', text: 'Sign-ups, bookings and revenue by month.' },
] as const;

export function Dashboard() {
  const { identity } = useGetIdentity();
  const { canAccess, isPending } = useCanAccessResources({
    action: 'list',
    resources: WORK.map((work) => work.resource),
  });
  return (
    <>
      <Title title="Back office" />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {identity?.fullName ? `Welcome, ${identity.fullName}` : 'Welcome'}
      </Typography>
      <Grid container spacing={2}>
        {isPending
          ? null
          : WORK.filter((work) => canAccess?.[work.resource]).map((work) => (
              <Grid key={work.resource} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card
                  component={Link}
                  to={`/${work.resource}`}
                  sx={{ display: 'block', textDecoration: 'none' }}
                >
                  <CardContent>
                    <Typography variant="h6">{work.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {work.text}
                    </Typography>
                    <WorkCount resource={work.resource} />
                  </CardContent>
                </Card>
              </Grid>
            ))}
      </Grid>
    </>
  );
}
