import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Certificate } from '../../../../shared/api/certificates';
import { baseLanguage, directionOf } from '../../../../shared/languages';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { formatDuration } from '../../../lib/format';
import { useStudentCertificates } from '../api/student-certificates';
import { certificatePdfPath, verificationPath } from '../api/keys';
import { formatDay, formatIssuedOn, isolateNumber } from '../components/certificate-format';
import { CertificateNumber } from '../components/certificate-number';
import { CertificateStatusChip } from '../components/certificate-status-chip';

/** What the student's state asks for (shown when there is no certificate yet); null when unknown. */
export interface CertificateGoal {
  /** Supervised hours the state requires, and of them at night (null: no such rule). */
  hours: number | null;
  nightHours: number | null;
  /** The student belongs to a school, which is who issues certificates. */
  hasSchool: boolean;
}

/**
 * The student's certificates (docs/product/certificates.md) on their dashboard and on a linked
 * parent's view: type, number, issue date, status, the PDF and a link to the public check.
 */
export function StudentCertificatesCard({ studentId, goal }: { studentId: string; goal: CertificateGoal }) {
  const { t } = useTranslation();
  const headingId = useId();
  const certificates = useStudentCertificates(studentId);
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        {t('certificates.student.heading')}
      </Typography>
      {certificates.isPending ? (
        <Loading />
      ) : certificates.error ? (
        <ErrorAlert error={certificates.error} />
      ) : certificates.data.length === 0 ? (
        <NoCertificateYet goal={goal} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {certificates.data.map((c) => (
            <CertificateItem key={c.id} certificate={c} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

function CertificateItem({ certificate: c }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const number = isolateNumber(c.number, directionOf(lang));
  const facts = [
    { label: t('certificates.student.number'), value: <CertificateNumber number={c.number} /> },
    { label: t('certificates.student.issued'), value: formatIssuedOn(c.issuedOn, lang) },
    {
      label: t('certificates.student.hours'),
      value: t('certificates.issued.hours', {
        total: formatDuration(t, c.minutes, lang),
        night: formatDuration(t, c.nightMinutes, lang),
      }),
    },
    { label: t('certificates.student.school'), value: c.schoolName },
  ];
  return (
    <Box
      component="li"
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
          {t(`certificates.typeLong.${c.type}`)}
        </Typography>
        <CertificateStatusChip status={c.status} />
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'fit-content(45%) minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {facts.map((f) => (
          <Box key={f.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {f.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
              {f.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {c.status === 'revoked' && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {c.revokedAt
            ? t('certificates.student.revokedOn', { date: formatDay(c.revokedAt, lang), reason: c.revokedReason ?? '' })
            : t('certificates.student.revoked')}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 1.5 }}>
        {c.status === 'valid' && (
          <Button
            variant="outlined"
            component="a"
            href={certificatePdfPath(c.id, baseLanguage(lang))}
            download
            startIcon={<PictureAsPdfIcon aria-hidden="true" />}
            aria-label={t('certificates.student.downloadFor', { number })}
          >
            {t('certificates.student.download')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={verificationPath(c.number)}
          startIcon={<VerifiedIcon aria-hidden="true" />}
          aria-label={t('certificates.student.verifyFor', { number })}
        >
          {t('certificates.student.verify')}
        </Button>
      </Stack>
    </Box>
  );
}

function NoCertificateYet({ goal }: { goal: CertificateGoal }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const text = !goal.hasSchool
    ? t('certificates.student.noneNoSchool')
    : goal.hours === null
      ? t('certificates.student.noneGeneric')
      : goal.nightHours === null
        ? t('certificates.student.noneHours', { hours: formatDuration(t, goal.hours * 60, lang) })
        : t('certificates.student.noneHoursNight', {
            hours: formatDuration(t, goal.hours * 60, lang),
            night: formatDuration(t, goal.nightHours * 60, lang),
          });
  return <Typography color="text.secondary">{text}</Typography>;
}
