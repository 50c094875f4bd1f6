import { BACK_OFFICE_ROLES } from '@esm/contract/admin/access';
import type { AdminUser } from '@esm/contract/admin/users';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCanAccess, useRecordContext } from 'react-admin';
import { RoleButton } from './RoleButton';
import { ROLE_LABELS } from './roles';

/** The four back-office roles, whether the user holds each, and a button to grant or revoke it. */
export function UserRoles() {
  const record = useRecordContext<AdminUser>();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'roles' });
  if (!record) return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Back-office roles
      </Typography>
      {record.status !== 'active' ? (
        <Typography variant="body2" color="text.secondary">
          This account is {record.status}; its roles cannot be changed.
        </Typography>
      ) : null}
      <Table size="small" aria-label="Back-office roles">
        <TableHead>
          <TableRow>
            <TableCell>Role</TableCell>
            <TableCell>What it allows</TableCell>
            <TableCell>Held</TableCell>
            {canAccess ? <TableCell align="right">Change</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {BACK_OFFICE_ROLES.map((role) => (
            <TableRow key={role}>
              <TableCell>{ROLE_LABELS[role].label}</TableCell>
              <TableCell>{ROLE_LABELS[role].text}</TableCell>
              <TableCell>{record.roles.includes(role) ? 'Yes' : 'No'}</TableCell>
              {canAccess ? (
                <TableCell align="right">
                  <RoleButton role={role} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        A role granted or revoked applies from the person’s next click; they do not need to sign in again.
      </Typography>
    </>
  );
}
