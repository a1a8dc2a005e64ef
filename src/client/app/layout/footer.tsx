import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFlags } from '../../lib/flags-context';

const LINKS = [
  { to: '/about', key: 'about' },
  { to: '/privacy-policy', key: 'privacy' },
  { to: '/terms-and-conditions', key: 'terms' },
  { to: '/faq', key: 'faq' },
  { to: '/legal-notice', key: 'legalNotice' },
] as const;

/**
 * docs/product/routes-and-shell.md footer; partner links only under the showPartners flag
 * (docs/product/routes-and-shell.md#feature-flags).
 */
export function Footer() {
  const { t } = useTranslation();
  const { flags } = useFlags();
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', mt: 'auto', py: 4 }}>
      <Container maxWidth="lg">
        <Stack
          component="nav"
          aria-label={t('footer.label')}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {LINKS.map((l) => (
            <Link key={l.to} component={RouterLink} to={l.to} color="inherit" underline="hover">
              {t(`footer.${l.key}`)}
            </Link>
          ))}
        </Stack>
        {flags.showPartners && (
          <Box data-testid="partner-links" sx={{ mb: 2 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              {t('footer.partners')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
              <Link
                href="https://www.dmv.ca.gov/"
                color="inherit"
                underline="hover"
                rel="noopener noreferrer"
                target="_blank"
              >
                {t('footer.partnerDmv')}
              </Link>
              <Link
                href="https://www.nhtsa.gov/road-safety/teen-driving"
                color="inherit"
                underline="hover"
                rel="noopener noreferrer"
                target="_blank"
              >
                {t('footer.partnerNhtsa')}
              </Link>
            </Stack>
          </Box>
        )}
        <Typography variant="body2" sx={{ color: 'grey.400' }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
