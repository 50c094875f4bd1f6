import type { BackOfficeRoleName } from '@esm/contract/admin/access';
import type { AdminUser } from '@esm/contract/admin/users';
import { useGetIdentity, useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';
import { ROLE_LABELS } from './roles';

/**
 * Grants or revokes one back-office role (POST /api/admin/users/:id/grant-role | revoke-role).
 * The role applies from the person's next request; an admin's own admin role cannot be revoked.
 */
export function RoleButton({ role }: { role: BackOfficeRoleName }) {
  const record = useRecordContext<AdminUser>();
  const { identity } = useGetIdentity();
  if (!record) return null;
  const holds = record.roles.includes(role);
  const ownAdmin = holds && role === 'admin' && identity?.id === record.id;
  const label = ROLE_LABELS[role].label.toLowerCase();
  return (
    <CommandButton
      resource="users"
      recordId={record.id}
      action={holds ? 'revoke-role' : 'grant-role'}
      access="roles"
      body={() => ({ role })}
      done={holds ? `${record.name} is no longer ${label}` : `${record.name} is now ${label}`}
      label={holds ? 'Revoke' : 'Grant'}
      size="small"
      variant="contained"
      color={holds ? 'error' : 'primary'}
      disabled={ownAdmin || record.status !== 'active'}
      title={
        ownAdmin ? 'You cannot remove your own admin role. Please ask another admin to do it.' : undefined
      }
      aria-label={holds ? `Revoke ${ROLE_LABELS[role].label}` : `Grant ${ROLE_LABELS[role].label}`}
    />
  );
}
