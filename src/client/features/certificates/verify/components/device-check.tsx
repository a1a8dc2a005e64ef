import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import GppBadIcon from '@mui/icons-material/GppBad';
import GppGoodIcon from '@mui/icons-material/GppGood';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import InfoIcon from '@mui/icons-material/Info';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificateVerification } from '../../../../../shared/api/certificates';
import type { CertificateContent } from '../../../../../shared/certificates';
import { Loading } from '../../../../components/loading';
import { isolate } from '../bidi';
import { differencesFromRecords, type SignatureCheck } from '../offline-check';
import { CertificateFacts, factLabel, factText } from './certificate-facts';

/** Where the check on this device stands: still working, no keys to check with, or its result. */
export type DeviceCheckState = { status: 'checking' } | { status: 'keys-unavailable' } | SignatureCheck;

const LOOK: Record<DeviceCheckState['status'], { severity: AlertColor; icon: ReactNode }> = {
  checking: { severity: 'info', icon: <InfoIcon fontSize="inherit" /> },
  valid: { severity: 'success', icon: <GppGoodIcon fontSize="inherit" /> },
  invalid: { severity: 'error', icon: <GppBadIcon fontSize="inherit" /> },
  'unknown-key': { severity: 'warning', icon: <GppMaybeIcon fontSize="inherit" /> },
  malformed: { severity: 'warning', icon: <GppMaybeIcon fontSize="inherit" /> },
  unsupported: { severity: 'info', icon: <InfoIcon fontSize="inherit" /> },
  'keys-unavailable': { severity: 'warning', icon: <GppMaybeIcon fontSize="inherit" /> },
};

function messageOf(t: ReturnType<typeof useTranslation>['t'], state: DeviceCheckState): string {
  switch (state.status) {
    case 'checking':
      return t('certificateVerify.device.checking');
    case 'valid':
      return t('certificateVerify.device.valid', { keyId: isolate(state.keyId) });
    case 'invalid':
      return t('certificateVerify.device.invalid', { keyId: isolate(state.keyId) });
    case 'unknown-key':
      return t('certificateVerify.device.unknownKey', { keyId: isolate(state.keyId) });
    case 'malformed':
      return t('certificateVerify.device.malformed');
    case 'unsupported':
      return t('certificateVerify.device.unsupported');
    case 'keys-unavailable':
      return t('certificateVerify.device.keysUnavailable');
  }
}

/**
 * "Signature check on this device": the result of checking the signed content from the QR code,
 * then, when it holds, how the printed details compare with Roadlog's records (or the printed
 * details themselves when the records could not be reached).
 */
export function DeviceCheck({
  state,
  content,
  online,
  showPrinted,
}: {
  state: DeviceCheckState;
  /** The signed content, when the payload could be read. */
  content: CertificateContent | null;
  /** Roadlog's answer, when the online check succeeded. */
  online: CertificateVerification | undefined;
  /** Show the signed details themselves (when Roadlog's records could not be reached). */
  showPrinted: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (state.status === 'checking') return <Loading label={t('certificateVerify.device.checking')} />;
  const differences = state.status === 'valid' && content && online ? differencesFromRecords(content, online) : null;
  return (
    <>
      <Alert
        severity={LOOK[state.status].severity}
        icon={LOOK[state.status].icon}
        sx={{ mb: 2 }}
        data-testid={`device-${state.status}`}
      >
        {messageOf(t, state)}
      </Alert>
      {differences && differences.length === 0 && (
        <Alert
          severity="success"
          icon={<CompareArrowsIcon fontSize="inherit" />}
          sx={{ mb: 2 }}
          data-testid="printed-matches"
        >
          {t('certificateVerify.device.matches')}
        </Alert>
      )}
      {differences && differences.length > 0 && content && online?.certificate && (
        <Alert
          severity="error"
          icon={<CompareArrowsIcon fontSize="inherit" />}
          sx={{ mb: 2 }}
          data-testid="printed-differs"
        >
          <Typography component="p" variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('certificateVerify.device.differs')}
          </Typography>
          <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
            {differences.map((field) => (
              <li key={field}>
                {t('certificateVerify.device.difference', {
                  field: factLabel(t, field),
                  printed: isolate(factText(t, i18n.language, field, content)),
                  recorded: isolate(
                    factText(t, i18n.language, field, { ...online.certificate!, number: online.number }),
                  ),
                })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {state.status === 'valid' && content && showPrinted && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
            {t('certificateVerify.device.printedHeading')}
          </Typography>
          <CertificateFacts facts={content} testId="printed-facts" />
        </Paper>
      )}
    </>
  );
}
