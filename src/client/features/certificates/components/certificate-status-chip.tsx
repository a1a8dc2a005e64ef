import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { CertificateStatus } from '../../../../shared/api/certificates';

/** "Valid" (green) or "Revoked" (red), in words as well as color. */
export function CertificateStatusChip({ status }: { status: CertificateStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'valid' ? 'success' : 'error'}
      label={t(`certificates.status.${status}`)}
    />
  );
}
