import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddedStudent } from '../../../../shared/api/invitations';

/** What was added; temporary passwords are shown this once, with copy buttons. */
export function AddedStudentsResult({ added }: { added: AddedStudent[] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const withPasswords = added.some((a) => a.temporaryPassword);
  const copy = (text: string, key: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(key),
      () => undefined,
    );
  };
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        {t('invitations.students.added', { count: added.length })}
      </Alert>
      {withPasswords && <Alert severity="warning">{t('invitations.students.passwordsOnce')}</Alert>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {added.map((a) => (
          <Box
            component="li"
            key={a.email}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              borderBottom: 1,
              borderColor: 'divider',
              pb: 1,
            }}
          >
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography>{a.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <bdi dir="ltr">{a.email}</bdi> ·{' '}
                {a.temporaryPassword
                  ? t('invitations.students.accountCreated')
                  : t('invitations.students.invitationSent')}
              </Typography>
            </Box>
            {a.temporaryPassword && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Typography
                  component="code"
                  aria-label={t('invitations.students.temporaryPasswordFor', { name: a.name })}
                  sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 1, borderRadius: 1 }}
                >
                  <bdi dir="ltr">{a.temporaryPassword}</bdi>
                </Typography>
                <Tooltip title={copied === a.email ? t('invitations.students.copied') : t('invitations.students.copy')}>
                  <IconButton
                    size="small"
                    onClick={() => copy(a.temporaryPassword ?? '', a.email)}
                    aria-label={t('invitations.students.copyFor', { name: a.name })}
                  >
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            )}
          </Box>
        ))}
      </Stack>
      {withPasswords && (
        <Typography variant="body2" color="text.secondary">
          {t('invitations.students.passwordsHint')}
        </Typography>
      )}
    </Stack>
  );
}
