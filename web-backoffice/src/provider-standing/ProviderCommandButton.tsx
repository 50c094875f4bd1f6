import { Button } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useCanAccess } from 'react-admin';
import { TextDialog } from '../fraud-alerts/TextDialog';
import { useCommand } from '../fraud-alerts/useCommand';

/**
 * A command on a provider's standing (suspend, lift, terminate) or payouts (freeze, unfreeze),
 * with its reason: `POST /api/admin/providers/<id>/<standing|payouts>`.
 */
export function ProviderCommandButton(props: {
  providerId: string;
  kind: 'standing' | 'payouts';
  action: 'suspend' | 'lift' | 'terminate' | 'freeze' | 'unfreeze';
  label: string;
  title: string;
  help: string;
  done: string;
  icon: ReactNode;
  danger?: boolean;
}) {
  const { canAccess } = useCanAccess({ resource: 'providers', action: props.kind });
  const command = useCommand('providers');
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button
        variant="outlined"
        color={props.danger ? 'error' : 'primary'}
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
        onConfirm={async (reason) => {
          await command(props.providerId, props.kind, { action: props.action, reason }, props.done);
          setOpen(false);
        }}
      />
    </>
  );
}
