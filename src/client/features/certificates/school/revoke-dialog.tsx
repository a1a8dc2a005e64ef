import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '../../../../shared/api/certificates';
import { directionOf } from '../../../../shared/languages';
import { isolateNumber } from '../components/certificate-format';
import { ReasonDialog } from '../components/reason-dialog';

/** Confirms a revocation and asks its reason; the number then checks as revoked for anyone. */
export function RevokeDialog({
  certificate,
  pending,
  error,
  onRevoke,
  onClose,
}: {
  certificate: Certificate;
  pending: boolean;
  error: unknown;
  onRevoke: (reason: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ReasonDialog
      title={t('certificates.revoke.title', { number: isolateNumber(certificate.number, directionOf(i18n.language)) })}
      reasonLabel={t('certificates.revoke.reason')}
      submitLabel={t('certificates.revoke.submit')}
      danger
      pending={pending}
      error={error}
      onSubmit={onRevoke}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('certificates.revoke.body', {
          student: certificate.studentName,
          type: t(`certificates.type.${certificate.type}`),
        })}
      </DialogContentText>
    </ReasonDialog>
  );
}
