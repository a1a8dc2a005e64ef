import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useSchoolCertificates } from '../api/school-certificates';
import { CertificateCountsGrid } from '../components/certificate-counts-grid';
import { CandidatesPanel } from './candidates-panel';
import { CriteriaSection } from './criteria-form';
import { IssuedCertificates } from './issued-certificates';

/**
 * The certificates tab of a school's dashboard (docs/product/certificates.md): counts, students
 * ready for one and the driver-education criteria (the school's own admins, who issue), and the
 * issued certificates (anyone who sees the school; revocation for the school and platform admins).
 */
export function SchoolCertificatesSection({
  organizationId,
  canIssue,
  canRevoke,
}: {
  organizationId: string;
  canIssue: boolean;
  canRevoke: boolean;
}) {
  const { t } = useTranslation();
  const countsId = useId();
  const all = useSchoolCertificates(organizationId);
  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby={countsId}>
        <Typography variant="h6" component="h3" id={countsId} sx={visuallyHidden}>
          {t('certificates.counts.schoolHeading')}
        </Typography>
        {all.isPending ? (
          <Loading />
        ) : all.error ? (
          <ErrorAlert error={all.error} />
        ) : (
          <CertificateCountsGrid counts={all.data.counts} />
        )}
      </Box>
      {canIssue && <CandidatesPanel organizationId={organizationId} />}
      {canIssue && <CriteriaSection organizationId={organizationId} />}
      <IssuedCertificates organizationId={organizationId} canRevoke={canRevoke} />
    </Stack>
  );
}
