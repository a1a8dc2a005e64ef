import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import type { CertificateCandidate } from '../../../../shared/api/certificates';
import type { CertificateType } from '../../../../shared/certificates';
import { ReasonDialog } from '../components/reason-dialog';
import { gapsOf } from './candidate-figures';

/** Issues a certificate to one student who does not meet the criteria, for a reason the certificate records. */
export function ManualIssueDialog({
  student,
  type,
  pending,
  error,
  onIssue,
  onClose,
}: {
  student: CertificateCandidate;
  type: CertificateType;
  pending: boolean;
  error: unknown;
  onIssue: (reason: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const gaps = student.types[type].gaps;
  return (
    <ReasonDialog
      title={t('certificates.manual.title', { name: student.name })}
      reasonLabel={t('certificates.manual.reason')}
      submitLabel={t('certificates.manual.submit')}
      pending={pending}
      error={error}
      onSubmit={onIssue}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 1 }}>
        {t('certificates.manual.type', { type: t(`certificates.type.${type}`) })}
      </DialogContentText>
      {gaps.length > 0 && (
        <DialogContentText sx={{ mb: 1 }}>
          {t('certificates.candidates.missing', { gaps: gapsOf(t, i18n.language, gaps) })}
        </DialogContentText>
      )}
      <DialogContentText sx={{ mb: 2 }}>{t('certificates.manual.help')}</DialogContentText>
    </ReasonDialog>
  );
}
