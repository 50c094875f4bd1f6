import type { ReactNode } from 'react';
import { OpenAlertCommand } from './OpenAlertCommand';

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
  return (
    <OpenAlertCommand
      action="act"
      body={(note) => ({ action: props.action, note })}
      done={props.done}
      label={props.label}
      variant="outlined"
      color={props.danger ? 'error' : 'warning'}
      startIcon={props.icon}
      ask={{ title: props.title, help: props.help, label: 'Reason', danger: props.danger }}
    />
  );
}
