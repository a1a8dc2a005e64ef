import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The spinner shown while a page loads or the account is read. */
export function Loading({ label }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}
    >
      <CircularProgress aria-hidden="true" />
      {label && <Typography color="text.secondary">{label}</Typography>}
    </Box>
  );
}
