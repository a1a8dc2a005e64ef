import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The logo always returns to / (docs/product/routes-and-shell.md). */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={t('nav.logoHome')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: 22,
        letterSpacing: 0.3,
      }}
    >
      <Box
        component="img"
        src="/favicon.svg"
        alt=""
        width={32}
        height={32}
        sx={{ borderRadius: 1, border: '2px solid rgba(255,255,255,0.8)' }}
      />
      <span>Roadlog</span>
    </Box>
  );
}
