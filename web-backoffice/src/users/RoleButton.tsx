import type { BackOfficeRoleName } from '@esm/contract/admin/access';
import type { AdminUser } from '@esm/contract/admin/users';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { BackOfficeDataProvider } from '../providers/dataProvider';
import { ROLE_LABELS } from './roles';

/**
 * Grants or revokes one back-office role (POST /api/admin/users/:id/grant-role | revoke-role).
 * The role applies from the person's next request; an admin's own admin role cannot be revoked.
 */
export function RoleButton({ role }: { role: BackOfficeRoleName }) {
  const record = useRecordContext<AdminUser>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const holds = record.roles.includes(role);
  const ownAdmin = holds && role === 'admin' && identity?.id === record.id;
  const { label } = ROLE_LABELS[role];
  const name = record.name;

  const send = async () => {
    setBusy(true);
    try {
      await dataProvider.act('users', {
        id: record.id,
        action: holds ? 'revoke-role' : 'grant-role',
        data: { role },
      });
      notify(
        holds ? `${name} is no longer ${label.toLowerCase()}` : `${name} is now ${label.toLowerCase()}`,
        {
          type: 'success',
        },
      );
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The role could not be changed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      variant="contained"
      color={holds ? 'error' : 'primary'}
      disabled={busy || ownAdmin || record.status !== 'active'}
      title={
        ownAdmin ? 'You cannot remove your own admin role. Please ask another admin to do it.' : undefined
      }
      onClick={send}
      aria-label={holds ? `Revoke ${label}` : `Grant ${label}`}
    >
      {holds ? 'Revoke' : 'Grant'}
    </Button>
  );
}
