import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/page-meta';
import { PendingApprovalsBatch } from '../components/pending-approvals-batch';

/**
 * /approvals (docs/product/drive-logs.md batch approval): the drives waiting for the caller (a linked parent or
 * the school's staff), grouped by student, approved or rejected many at once.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  usePageMeta(t('driveProgress.approvals.title'), t('driveProgress.approvals.intro'));
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('driveProgress.approvals.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('driveProgress.approvals.intro')}
      </Typography>
      <PendingApprovalsBatch />
    </Container>
  );
}
