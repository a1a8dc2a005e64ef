import BlockIcon from '@mui/icons-material/Block';
import GppBadIcon from '@mui/icons-material/GppBad';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificateVerification, VerificationResult } from '../../../../../shared/api/certificates';
import { isolate } from '../bidi';
import { CertificateFacts, formatIssuedOn } from './certificate-facts';

/** Each result has its color, its icon and its words: never the color alone. */
const LOOK: Record<VerificationResult, { severity: AlertColor; icon: ReactNode }> = {
  valid: { severity: 'success', icon: <VerifiedUserIcon fontSize="inherit" /> },
  revoked: { severity: 'error', icon: <BlockIcon fontSize="inherit" /> },
  'not-found': { severity: 'warning', icon: <SearchOffIcon fontSize="inherit" /> },
  'invalid-signature': { severity: 'error', icon: <GppBadIcon fontSize="inherit" /> },
};

/** Roadlog's answer for a number: the result, and the certificate's details when there is one. */
export function OnlineResult({ verification }: { verification: CertificateVerification }) {
  const { t, i18n } = useTranslation();
  const { result, certificate } = verification;
  const revokedOn = verification.revokedOn ? formatIssuedOn(verification.revokedOn, i18n.language) : '–';
  const [title, hint] = {
    valid: [t('certificateVerify.online.valid'), t('certificateVerify.online.validHint')],
    revoked: [t('certificateVerify.online.revoked', { date: revokedOn }), t('certificateVerify.online.revokedHint')],
    'not-found': [t('certificateVerify.online.notFound'), t('certificateVerify.online.notFoundHint')],
    'invalid-signature': [
      t('certificateVerify.online.invalidSignature'),
      t('certificateVerify.online.invalidSignatureHint'),
    ],
  }[result];
  return (
    <>
      <Alert
        severity={LOOK[result].severity}
        icon={LOOK[result].icon}
        variant="filled"
        sx={{
          mb: 2,
          fontSize: '1rem',
          // Orange is too light for white text: dark text instead (WCAG AA contrast).
          ...(LOOK[result].severity === 'warning' && { color: 'grey.900', '& .MuiAlert-icon': { color: 'grey.900' } }),
        }}
        data-testid={`online-${result}`}
      >
        <AlertTitle sx={{ fontSize: '1.25rem', fontWeight: 700 }}>{title}</AlertTitle>
        <Typography component="p" variant="body2" sx={{ mb: 0.5 }}>
          {t('certificateVerify.online.number', { number: isolate(verification.number) })}
        </Typography>
        {hint}
      </Alert>
      {certificate && result !== 'not-found' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <CertificateFacts facts={certificate} testId="online-facts" />
        </Paper>
      )}
    </>
  );
}
