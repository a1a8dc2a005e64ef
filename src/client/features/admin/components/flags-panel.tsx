import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FeatureFlags } from '../../../../shared/api/flags';
import { useFlags } from '../../../lib/flags-context';
import { ErrorAlert } from '../../../components/error-alert';
import { useUpdateFlags } from '../api/admin';

/** The two global flags; a change reaches every open page through the flag stream. */
export function FlagsPanel() {
  const { t } = useTranslation();
  const { flags } = useFlags();
  const update = useUpdateFlags();
  const toggle = (name: keyof FeatureFlags) => update.mutate({ [name]: !flags[name] });
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('admin.flags.intro')}</Typography>
      {(['showPartners', 'adPanels'] as const).map((name) => (
        <div key={name}>
          <FormControlLabel
            control={<Switch checked={flags[name]} onChange={() => toggle(name)} disabled={update.isPending} />}
            label={t(`admin.flags.${name}`)}
          />
          <Typography variant="body2" color="text.secondary">
            {t(`admin.flags.${name}Help`)}
          </Typography>
        </div>
      ))}
      <ErrorAlert error={update.error} />
    </Stack>
  );
}
