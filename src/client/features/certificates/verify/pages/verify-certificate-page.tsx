import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { decodeSignedPayload, parseCertificateNumber, type NumberProblem } from '../../../../../shared/certificates';
import { ErrorAlert } from '../../../../components/error-alert';
import { Loading } from '../../../../components/loading';
import { usePageMeta } from '../../../../components/page-meta';
import { useCertificateKeys, useCertificateVerification, useSignatureCheck } from '../api';
import { AboutVerification } from '../components/about-verification';
import { DeviceCheck, type DeviceCheckState } from '../components/device-check';
import { OnlineResult } from '../components/online-result';
import { QrScannerDialog } from '../components/qr-scanner-dialog';
import { isolate } from '../bidi';
import { canUseCamera } from '../qr-reader';
import { isVerificationLink, readVerificationRequest } from '../verification-input';

interface Check {
  number: string;
  payload: string | null;
}

const PROBLEM_KEYS: Record<NumberProblem, string> = {
  empty: 'certificateVerify.problems.empty',
  length: 'certificateVerify.problems.length',
  symbol: 'certificateVerify.problems.symbol',
  check: 'certificateVerify.problems.check',
};

/**
 * /verify-certificate: a clerk, a parent or an employer checks a certificate by its number, typed
 * or scanned (docs/product/certificates.md). A scanned QR code opens `?number=…#c=<signed content>`:
 * the page then also checks the signature on this device against Roadlog's published keys.
 */
export default function VerifyCertificatePage() {
  const { t } = useTranslation();
  usePageMeta(t('certificateVerify.title'), t('certificateVerify.description'));
  const location = useLocation();
  const navigate = useNavigate();
  const address = `${location.search}${location.hash}`;
  const [initial] = useState(() => readVerificationRequest(address));
  const [input, setInput] = useState(initial.input);
  const [problem, setProblem] = useState<NumberProblem | null>(initial.problem);
  const [check, setCheck] = useState<Check | null>(
    initial.number ? { number: initial.number, payload: initial.payload } : null,
  );
  // Another certificate's link opened in this tab (only the fragment may differ): read it too.
  // Our own replace of the address reads back as the check already shown.
  const [readAddress, setReadAddress] = useState(address);
  if (address !== readAddress) {
    setReadAddress(address);
    const request = readVerificationRequest(address);
    setInput(request.input);
    setProblem(request.problem);
    setCheck(request.number ? { number: request.number, payload: request.payload } : null);
  }
  const [scanning, setScanning] = useState(false);
  const [camera] = useState(canUseCamera);
  const field = useRef<HTMLInputElement>(null);

  const verification = useCertificateVerification(check?.number ?? null);
  const payload = check?.payload ?? null;
  const signed = useMemo(() => (payload ? decodeSignedPayload(payload) : null), [payload]);
  const keys = useCertificateKeys(signed !== null);
  const signature = useSignatureCheck(payload, signed, keys.data);

  function run(next: Check) {
    if (check && check.number === next.number && check.payload === next.payload) void verification.refetch();
    setCheck(next);
    void navigate(
      { search: `?number=${encodeURIComponent(next.number)}`, hash: next.payload ? `#c=${next.payload}` : '' },
      { replace: true },
    );
  }

  /** A link or number pasted or scanned: returns whether it held a number to check. */
  function applyText(text: string): boolean {
    const request = readVerificationRequest(text);
    setInput(request.input);
    setProblem(request.problem);
    if (!request.number) return false;
    run({ number: request.number, payload: request.payload });
    return true;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseCertificateNumber(input);
    if (!parsed.ok) {
      setProblem(parsed.problem);
      field.current?.focus();
      return;
    }
    setProblem(null);
    setInput(parsed.number);
    // The signed content stays only while it is the same certificate's.
    run({ number: parsed.number, payload: signed?.content.number === parsed.number ? payload : null });
  }

  function onScan(text: string): boolean {
    const request = readVerificationRequest(text);
    if (!request.number) return false;
    setScanning(false);
    return applyText(text);
  }

  const online = verification.data;
  const onlineFailed = Boolean(check) && verification.isError;

  const device: DeviceCheckState | null = !payload
    ? null
    : !signed
      ? { status: 'malformed' }
      : signature.data
        ? signature.data
        : keys.isError
          ? { status: 'keys-unavailable' }
          : { status: 'checking' };
  const checkedOnDevice = device?.status === 'valid' || device?.status === 'invalid' ? device.keyId : null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('certificateVerify.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('certificateVerify.intro')}
      </Typography>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              inputRef={field}
              id="certificate-number"
              label={t('certificateVerify.form.label')}
              value={input}
              onChange={(event) => {
                const value = event.target.value;
                if (isVerificationLink(value)) {
                  applyText(value);
                  return;
                }
                setInput(value.toUpperCase());
                setProblem(null);
              }}
              error={problem !== null}
              helperText={problem ? t(PROBLEM_KEYS[problem]) : t('certificateVerify.form.helper')}
              fullWidth
              autoComplete="off"
              slotProps={{
                htmlInput: {
                  dir: 'ltr',
                  autoCapitalize: 'characters',
                  autoCorrect: 'off',
                  spellCheck: false,
                  maxLength: 2000,
                  'data-testid': 'certificate-number',
                },
                formHelperText: problem ? { role: 'alert' } : {},
              }}
              sx={{ flexGrow: 1 }}
            />
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0, '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>
              <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56 }}>
                {t('certificateVerify.form.verify')}
              </Button>
              {camera && (
                <Button
                  variant="outlined"
                  size="large"
                  startIcon={<QrCodeScannerIcon />}
                  onClick={() => setScanning(true)}
                  sx={{ minHeight: 56, whiteSpace: 'nowrap' }}
                >
                  {t('certificateVerify.form.scan')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Box>
      </Paper>

      {check && (
        <>
          {(online || checkedOnDevice) && (
            <Box component="section" aria-labelledby="checks-made" sx={{ mb: 3 }} data-testid="checks-made">
              <Typography id="checks-made" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {t('certificateVerify.checks.heading')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {online && <CheckMade text={t('certificateVerify.checks.online')} />}
                {checkedOnDevice && (
                  <CheckMade text={t('certificateVerify.checks.device', { keyId: isolate(checkedOnDevice) })} />
                )}
              </Box>
            </Box>
          )}

          <Box component="section" aria-labelledby="online-heading" sx={{ mb: 3 }}>
            <Typography id="online-heading" variant="h5" component="h2" gutterBottom>
              {t('certificateVerify.online.heading')}
            </Typography>
            {online ? (
              <OnlineResult verification={online} />
            ) : verification.isError ? (
              <>
                <ErrorAlert error={verification.error} sx={{ mb: 2 }} />
                {device && (
                  <Alert severity="warning" data-testid="revocation-online-only">
                    {t('certificateVerify.checks.revocationOnlineOnly')}
                  </Alert>
                )}
              </>
            ) : (
              <Loading label={t('certificateVerify.online.checking')} />
            )}
          </Box>

          {device && (
            <Box component="section" aria-labelledby="device-heading" sx={{ mb: 3 }} data-testid="device-check">
              <Typography id="device-heading" variant="h5" component="h2" gutterBottom>
                {t('certificateVerify.device.heading')}
              </Typography>
              <DeviceCheck
                state={device}
                content={signed?.content ?? null}
                online={online}
                showPrinted={onlineFailed}
              />
            </Box>
          )}
        </>
      )}

      <AboutVerification />
      {camera && <QrScannerDialog open={scanning} onClose={() => setScanning(false)} onScan={onScan} />}
    </Container>
  );
}

function CheckMade({ text }: { text: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
      <CheckCircleIcon color="success" fontSize="small" aria-hidden="true" />
      <Typography>{text}</Typography>
    </Box>
  );
}
