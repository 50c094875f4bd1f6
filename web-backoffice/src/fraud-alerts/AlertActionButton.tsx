import type { AdminFraudAlert } from '@esm/contract/admin/fraud-alerts';
import { Button } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { TextDialog } from './TextDialog';
import { useCommand } from './useCommand';

/**
 * One action on the provider taken from the alert (suspend, freeze payouts, terminate, warning):
 * the server carries it out and records it on the alert, with the reason given here.
 */
export function AlertActionButton(props: {
  action: 'warning' | 'suspend_provider' | 'freeze_payouts' | 'terminate';
  label: string;
  title: string;
  help: string;
  done: string;
  icon: ReactNode;
  danger?: boolean;
}) {
  const alert = useRecordContext<AdminFraudAlert>();
  const { canAccess } = useCanAccess({ resource: 'fraud-alerts', action: 'act' });
  const command = useCommand('fraud-alerts');
  const [open, setOpen] = useState(false);
  if (!alert || !canAccess || alert.status === 'resolved') return null;
  return (
    <>
      <Button
        variant="outlined"
        color={props.danger ? 'error' : 'warning'}
        startIcon={props.icon}
        onClick={() => setOpen(true)}
      >
        {props.label}
      </Button>
      <TextDialog
        open={open}
        title={props.title}
        help={props.help}
        label="Reason"
        confirm={props.label}
        danger={props.danger}
        onCancel={() => setOpen(false)}
        onConfirm={async (note) => {
          await command(alert.id, 'act', { action: props.action, note }, props.done);
          setOpen(false);
        }}
      />
    </>
  );
}
