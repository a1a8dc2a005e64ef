import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  organizationSettingsSchema,
  type Organization,
  type OrganizationSettings,
} from '../../../../shared/api/organizations';
import { ErrorAlert } from '../../../components/error-alert';
import { FormField } from '../../../components/form-field';
import { useUpdateOrganization } from '../api/organizations';
import { LogoField } from './logo-field';

/** School settings (docs/product/schools.md): name, address, contacts and logo; the state stays as registered. */
export function SettingsPanel({ organization: o }: { organization: Organization }) {
  const { t } = useTranslation();
  const update = useUpdateOrganization(o.id);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, formState, reset } = useForm<OrganizationSettings>({
    resolver: zodResolver(organizationSettingsSchema),
    defaultValues: {
      name: o.name,
      address: o.address,
      cityCounty: o.cityCounty,
      zip: o.zip,
      contactEmail: o.contactEmail,
      contactPhone: o.contactPhone,
    },
  });
  const submit = handleSubmit(async (values) => {
    setSaved(false);
    const org = await update.mutateAsync(values);
    reset({
      name: org.name,
      address: org.address,
      cityCounty: org.cityCounty,
      zip: org.zip,
      contactEmail: org.contactEmail,
      contactPhone: org.contactPhone,
    });
    setSaved(true);
  });
  return (
    <Stack spacing={4}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="school-details-heading">
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Typography variant="h6" component="h3" id="school-details-heading">
            {t('schoolDashboard.settings.details')}
          </Typography>
          <FormField
            control={control}
            name="name"
            labelKey="auth.fields.schoolName"
            autoComplete="organization"
            required
          />
          <FormField
            control={control}
            name="address"
            labelKey="auth.fields.address"
            autoComplete="street-address"
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField
              control={control}
              name="cityCounty"
              labelKey="auth.fields.cityCounty"
              autoComplete="address-level2"
              required
            />
            <FormField control={control} name="zip" labelKey="auth.fields.zip" autoComplete="postal-code" required />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField
              control={control}
              name="contactEmail"
              labelKey="auth.fields.contactEmail"
              type="email"
              required
            />
            <FormField control={control} name="contactPhone" labelKey="auth.fields.contactPhone" type="tel" required />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('schoolDashboard.settings.stateFixed', { state: o.state })}
          </Typography>
          <ErrorAlert error={update.error} />
          <div role="status" aria-live="polite">
            {saved && !formState.isDirty && <Alert severity="success">{t('schoolDashboard.settings.saved')}</Alert>}
          </div>
          <div>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {t('schoolDashboard.settings.save')}
            </Button>
          </div>
        </Stack>
      </form>
      <LogoField organization={o} />
    </Stack>
  );
}
