import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cameraProblemOf, makeQrReader, type CameraProblem } from '../qr-reader';

/** Pause between two frames read: about four a second, light on a phone's battery. */
const SCAN_INTERVAL_MS = 250;

const PROBLEM_KEYS: Record<CameraProblem, string> = {
  denied: 'certificateVerify.scanner.denied',
  'no-camera': 'certificateVerify.scanner.noCamera',
  failed: 'certificateVerify.scanner.failed',
};

/**
 * The camera in a dialog until a QR code is read. `onScan` gets each text read and says whether it
 * was a certificate's; the camera stops when the dialog closes (its content unmounts).
 */
export function QrScannerDialog({
  open,
  onClose,
  onScan,
}: {
  open: boolean;
  onClose: () => void;
  onScan: (text: string) => boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="qr-scanner-title"
      aria-describedby="qr-scanner-hint"
    >
      <DialogTitle id="qr-scanner-title">{t('certificateVerify.scanner.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="qr-scanner-hint" sx={{ mb: 2 }}>
          {t('certificateVerify.scanner.hint')}
        </DialogContentText>
        {open && <Camera onScan={onScan} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('certificateVerify.scanner.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Camera({ onScan }: { onScan: (text: string) => boolean }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const onScanRef = useRef(onScan);
  const [phase, setPhase] = useState<'starting' | 'looking'>('starting');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [foreign, setForeign] = useState(false);

  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    const stopTracks = () => stream?.getTracks().forEach((track) => track.stop());

    async function start(video: HTMLVideoElement) {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return stopTracks();
        video.srcObject = stream;
        await video.play();
        const reader = await makeQrReader();
        if (stopped) return;
        setPhase('looking');
        const tick = async () => {
          if (stopped) return;
          const text = await reader.read(video).catch(() => null);
          if (stopped) return;
          if (text) {
            if (onScanRef.current(text)) return;
            setForeign(true);
          }
          timer = window.setTimeout(() => void tick(), SCAN_INTERVAL_MS);
        };
        await tick();
      } catch (error) {
        if (!stopped) setProblem(cameraProblemOf(error));
        stopTracks();
      }
    }
    void start(video);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stopTracks();
      video.srcObject = null;
    };
  }, []);

  return (
    <>
      <Box
        sx={{
          position: 'relative',
          bgcolor: 'grey.900',
          borderRadius: 1,
          overflow: 'hidden',
          aspectRatio: '4 / 3',
          display: problem ? 'none' : 'block',
        }}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('certificateVerify.scanner.video')}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>
      {problem ? (
        <Alert severity="warning" role="alert" data-testid="scanner-problem">
          {t(PROBLEM_KEYS[problem])}
        </Alert>
      ) : (
        <Typography role="status" color="text.secondary" sx={{ mt: 1.5 }}>
          {phase === 'starting' ? t('certificateVerify.scanner.starting') : t('certificateVerify.scanner.looking')}
        </Typography>
      )}
      {foreign && !problem && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('certificateVerify.scanner.notCertificate')}
        </Alert>
      )}
    </>
  );
}
