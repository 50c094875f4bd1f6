import { Box, LinearProgress, Typography } from '@mui/material';

/** Verification progress as a bar and its percentage (25% per passed check). */
export function Progress({ value }: { value: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label="Verification progress"
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" data-testid="verification-progress">
        {value}%
      </Typography>
    </Box>
  );
}
