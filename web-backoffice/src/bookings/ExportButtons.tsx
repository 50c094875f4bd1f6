import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { type Identifier, useCanAccess } from 'react-admin';
import { API_ADMIN } from '../providers/dataProvider';

/** Downloads of the history (masked as on screen), for whoever may export bookings. */
export function ExportButtons({ id }: { id: Identifier }) {
  const { canAccess } = useCanAccess({ resource: 'bookings', action: 'export' });
  if (!canAccess) return null;
  const base = `${API_ADMIN}/bookings/${encodeURIComponent(String(id))}/history`;
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" startIcon={<DownloadIcon />} href={`${base}.json`} download>
        History as JSON
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} href={`${base}.csv`} download>
        History as CSV
      </Button>
    </Stack>
  );
}
