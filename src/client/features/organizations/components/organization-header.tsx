import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../../shared/api/organizations';
import { logoUrl } from '../api/organizations';
import { OrganizationStatusChip } from './status-chip';

/** The school's name, logo, address and contacts, with its status (and the admin's status actions). */
export function OrganizationHeader({ organization: o, actions }: { organization: Organization; actions?: ReactNode }) {
  const { t } = useTranslation();
  const logo = logoUrl(o);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          {logo && (
            <Avatar
              variant="rounded"
              src={logo}
              alt={t('schoolDashboard.settings.logoAlt', { school: o.name })}
              sx={{ width: 64, height: 64, bgcolor: 'background.paper', '& img': { objectFit: 'contain' } }}
            />
          )}
          <div style={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {o.name}
            </Typography>
            <Typography color="text.secondary">
              {/* US addresses, e-mails and phone numbers read left to right, also inside Arabic text. */}
              <bdi dir="ltr">
                {o.address}, {o.cityCounty}, {o.state} {o.zip}
              </bdi>
            </Typography>
            {/* E-mail and phone side by side where they fit, else one under the other (no stray separator). */}
            <Typography color="text.secondary" component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              <bdi dir="ltr" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {o.contactEmail}
              </bdi>
              <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                {o.contactPhone}
              </bdi>
            </Typography>
          </div>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <OrganizationStatusChip status={o.status} />
          {actions}
        </Stack>
      </Stack>
    </Paper>
  );
}
