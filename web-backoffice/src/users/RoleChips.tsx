import type { AdminUser } from '@esm/contract/admin/users';
import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ROLE_LABELS } from './roles';

/** A user's back-office roles as chips; a dash for ordinary users. */
export function RoleChips(_props: { label?: string }) {
  const record = useRecordContext<AdminUser>();
  if (!record) return null;
  if (record.roles.length === 0) return <span>—</span>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.roles.map((role) => (
        <Chip key={role} size="small" color="primary" variant="outlined" label={ROLE_LABELS[role].label} />
      ))}
    </Stack>
  );
}
