import UploadFileIcon from '@mui/icons-material/UploadFile';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_TYPES, MAX_LOGO_BYTES, type Organization } from '../../../../shared/api/organizations';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api';
import { logoUrl, useLogo } from '../api/organizations';

/** The school's logo: PNG, JPEG or WebP up to 512 KB, checked here first and by its bytes on the server. */
export function LogoField({ organization: o }: { organization: Organization }) {
  const { t } = useTranslation();
  const logo = useLogo(o.id);
  const input = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<ApiError | null>(null);
  const [notice, setNotice] = useState('');
  const current = logoUrl(o);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    setLocalError(null);
    setNotice('');
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type))
      return setLocalError(new ApiError('unsupported-image', 400, file.type));
    if (file.size > MAX_LOGO_BYTES) return setLocalError(new ApiError('image-too-large', 400, String(file.size)));
    logo.mutate(file, { onSuccess: () => setNotice(t('schoolDashboard.settings.logoSaved')) });
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="school-logo-heading">
      <Typography variant="h6" component="h3" id="school-logo-heading">
        {t('schoolDashboard.settings.logo')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {current ? (
          <Avatar
            variant="rounded"
            src={current}
            alt={t('schoolDashboard.settings.logoAlt', { school: o.name })}
            sx={{
              width: 96,
              height: 96,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              '& img': { objectFit: 'contain' },
            }}
          />
        ) : (
          <Typography color="text.secondary">{t('schoolDashboard.settings.noLogo')}</Typography>
        )}
        <input
          ref={input}
          type="file"
          accept={LOGO_TYPES.join(',')}
          hidden
          onChange={pick}
          aria-hidden="true"
          tabIndex={-1}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={logo.isPending}
          onClick={() => input.current?.click()}
        >
          {t(current ? 'schoolDashboard.settings.replaceLogo' : 'schoolDashboard.settings.uploadLogo')}
        </Button>
        {current && (
          <Button
            color="error"
            disabled={logo.isPending}
            onClick={() => logo.mutate(null, { onSuccess: () => setNotice(t('schoolDashboard.settings.logoRemoved')) })}
          >
            {t('schoolDashboard.settings.removeLogo')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('schoolDashboard.settings.logoHelp')}
      </Typography>
      <ErrorAlert error={localError ?? logo.error} />
      <Typography role="status" aria-live="polite" color="success.main">
        {notice}
      </Typography>
    </Stack>
  );
}
