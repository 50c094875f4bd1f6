import AcUnitIcon from '@mui/icons-material/AcUnit';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import type { ReactNode } from 'react';
import { CommandButton } from '../common/CommandButton';

interface ProviderCommand {
  kind: 'standing' | 'payouts';
  action: 'suspend' | 'lift' | 'terminate' | 'freeze' | 'unfreeze';
  label: string;
  title: string;
  help: string;
  done: string;
  icon: ReactNode;
  danger?: boolean;
}

/** The commands on a provider's standing and payouts, the same wherever they are offered. */
const COMMANDS = {
  suspend: {
    kind: 'standing',
    action: 'suspend',
    label: 'Suspend',
    title: 'Suspend the provider for 7 days',
    help: 'The provider cannot send messages or list services while suspended; they see the reason.',
    done: 'Provider suspended',
    icon: <PauseCircleIcon />,
  },
  lift: {
    kind: 'standing',
    action: 'lift',
    label: 'Lift block',
    title: 'Lift the provider’s block now',
    help: 'The provider can message and list services again straight away.',
    done: 'Block lifted',
    icon: <LockOpenIcon />,
  },
  terminate: {
    kind: 'standing',
    action: 'terminate',
    label: 'Terminate',
    title: 'Terminate the provider’s account',
    help: 'Termination is permanent until lifted by an investigator. Use it for confirmed fraud.',
    done: 'Provider terminated',
    icon: <BlockIcon />,
    danger: true,
  },
  freeze: {
    kind: 'payouts',
    action: 'freeze',
    label: 'Freeze payouts',
    title: 'Freeze every payout to the provider',
    help: 'Nothing is paid to the provider until an investigator unfreezes their payouts.',
    done: 'Payouts frozen',
    icon: <AcUnitIcon />,
  },
  unfreeze: {
    kind: 'payouts',
    action: 'unfreeze',
    label: 'Unfreeze payouts',
    title: 'Unfreeze the provider’s payouts',
    help: 'Payouts that fell due while frozen are sent straight away.',
    done: 'Payouts unfrozen',
    icon: <PlayCircleIcon />,
  },
} satisfies Record<string, ProviderCommand>;

/**
 * A command on a provider's standing (suspend, lift, terminate) or payouts (freeze, unfreeze),
 * with its reason: `POST /api/admin/providers/<id>/<standing|payouts>`.
 */
export function ProviderCommandButton({
  providerId,
  command,
}: {
  providerId: string;
  command: keyof typeof COMMANDS;
}) {
  const c: ProviderCommand = COMMANDS[command];
  return (
    <CommandButton
      resource="providers"
      recordId={providerId}
      action={c.kind}
      body={(reason) => ({ action: c.action, reason })}
      done={c.done}
      label={c.label}
      variant="outlined"
      color={c.danger ? 'error' : 'primary'}
      startIcon={c.icon}
      ask={{ title: c.title, help: c.help, label: 'Reason', danger: c.danger }}
    />
  );
}
