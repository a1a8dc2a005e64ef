import Campaign from '@mui/icons-material/Campaign';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFlags } from '../../../lib/flags-context';

/**
 * docs/product/routes-and-shell.md#feature-flags: the promotional panel of the public info pages, shown only while the `adPanels`
 * flag is on (it follows the flag live, like the footer's partner links).
 */
export function PromoPanel() {
  const { t } = useTranslation();
  const { flags } = useFlags();
  if (!flags.adPanels) return null;
  return (
    <Paper
      component="aside"
      aria-labelledby="promo-panel-heading"
      data-testid="promo-panel"
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 }, my: 5, bgcolor: 'primary.dark', color: 'primary.contrastText' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Campaign aria-hidden="true" />
        <Typography id="promo-panel-heading" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {t('testPrep.promo.title')}
        </Typography>
      </Box>
      <Typography sx={{ mb: 2 }}>{t('testPrep.promo.body')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="inherit"
          component={RouterLink}
          to="/register/organization"
          sx={{ color: 'primary.dark' }}
        >
          {t('testPrep.promo.schools')}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          href="mailto:support@roadlog.app?subject=Roadlog%20for%20our%20school"
        >
          {t('testPrep.promo.contact')}
        </Button>
      </Stack>
    </Paper>
  );
}
