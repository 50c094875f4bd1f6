import type { AdminFraudAlert } from '@esm/contract/admin/fraud-alerts';
import { useRecordContext } from 'react-admin';
import { CommandButton, type CommandButtonProps } from '../common/CommandButton';

/** A command on the alert shown, offered only while it is open: a resolved alert is final. */
export function OpenAlertCommand(props: Omit<CommandButtonProps, 'resource' | 'recordId'>) {
  const alert = useRecordContext<AdminFraudAlert>();
  if (!alert || alert.status === 'resolved') return null;
  return <CommandButton resource="fraud-alerts" recordId={alert.id} {...props} />;
}
