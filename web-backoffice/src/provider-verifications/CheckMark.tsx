import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box } from '@mui/material';

/** A passed or missing check, in words as well as colour (for screen readers and print). */
export function CheckMark({ passed, label }: { passed: boolean; label: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: passed ? 'success.main' : 'text.secondary',
      }}
    >
      {passed ? <CheckCircleIcon fontSize="small" /> : <CancelOutlinedIcon fontSize="small" />}
      <span>{passed ? `${label}: passed` : `${label}: not yet`}</span>
    </Box>
  );
}
