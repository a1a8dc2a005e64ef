import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CertificateCandidate, CertificateCriteria } from '../../../../shared/api/certificates';
import type { CertificateType } from '../../../../shared/certificates';
import { visuallyHidden } from '../../../components/visually-hidden';
import { CertificateNumber } from '../components/certificate-number';
import { FactCards } from '../components/fact-cards';
import { usePhoneLayout } from '../components/phone-layout';
import { gapsOf, hoursOf, lessonsOf, mockExamOf } from './candidate-figures';

/**
 * The school's students for one certificate type: their figures, a checkbox for those who meet the
 * criteria, the number of the one they hold, or what they lack and "Issue manually". A table on
 * wider screens, cards on phones.
 */
export function CandidatesList({
  students,
  criteria,
  type,
  labelledBy,
  picked,
  onPick,
  onManual,
}: {
  students: CertificateCandidate[];
  criteria: CertificateCriteria;
  type: CertificateType;
  labelledBy: string;
  picked: ReadonlySet<string>;
  onPick: (studentId: string, on: boolean) => void;
  onManual: (student: CertificateCandidate) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const phone = usePhoneLayout();
  const rows = students.map((s) => {
    const state = s.types[type];
    return { s, selectable: state.eligible && !state.certificate, facts: figures(t, lang, s, criteria, type) };
  });
  const pick = (s: CertificateCandidate) => (
    <Checkbox
      checked={picked.has(s.studentId)}
      onChange={(e) => onPick(s.studentId, e.target.checked)}
      slotProps={{ input: { 'aria-label': t('certificates.candidates.select', { name: s.name }) } }}
    />
  );
  const statusOf = (s: CertificateCandidate) => {
    const state = s.types[type];
    if (state.certificate)
      return (
        <span>
          {t('certificates.candidates.holds')} <CertificateNumber number={state.certificate.number} />
        </span>
      );
    if (state.eligible) return <Chip size="small" color="success" label={t('certificates.candidates.ready')} />;
    return t('certificates.candidates.missing', { gaps: gapsOf(t, lang, state.gaps) });
  };
  const actionOf = (s: CertificateCandidate) =>
    !s.types[type].eligible && !s.types[type].certificate ? (
      <Button
        size="small"
        variant="outlined"
        onClick={() => onManual(s)}
        aria-label={t('certificates.candidates.issueManuallyFor', { name: s.name })}
      >
        {t('certificates.candidates.issueManually')}
      </Button>
    ) : null;

  if (phone)
    return (
      <FactCards
        label={t('certificates.candidates.heading')}
        cards={rows.map(({ s, selectable, facts }) => ({
          id: s.studentId,
          title: selectable ? (
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              {pick(s)}
              {s.name}
            </Box>
          ) : (
            s.name
          ),
          facts: [...facts, { label: t('certificates.candidates.columns.status'), value: statusOf(s) }],
          actions: actionOf(s),
        }))}
      />
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {t('certificates.candidates.columns.select')}
              </Box>
            </TableCell>
            <TableCell>{t('certificates.candidates.columns.student')}</TableCell>
            {rows[0]?.facts.map((f) => (
              <TableCell key={f.label}>{f.label}</TableCell>
            ))}
            <TableCell>{t('certificates.candidates.columns.status')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('certificates.candidates.columns.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ s, selectable, facts }) => (
            <TableRow key={s.studentId} selected={picked.has(s.studentId) && selectable}>
              <TableCell padding="checkbox">{selectable ? pick(s) : null}</TableCell>
              <TableCell>{s.name}</TableCell>
              {facts.map((f) => (
                <TableCell key={f.label}>{f.value}</TableCell>
              ))}
              <TableCell>{statusOf(s)}</TableCell>
              <TableCell>{actionOf(s)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The figures a type's criteria look at: the state's hours, or the school's lessons and mock test. */
function figures(
  t: TFunction,
  lang: string,
  s: CertificateCandidate,
  criteria: CertificateCriteria,
  type: CertificateType,
): { label: string; value: string }[] {
  return type === 'driver-education'
    ? [
        { label: t('certificates.candidates.columns.lessons'), value: lessonsOf(t, lang, s, criteria) },
        { label: t('certificates.candidates.columns.mockExam'), value: mockExamOf(t, s, criteria) },
      ]
    : [
        {
          label: t('certificates.candidates.columns.hours'),
          value: hoursOf(t, lang, s.approvedMinutes, s.requiredMinutes, 'certificates.candidates.noHourRule'),
        },
        {
          label: t('certificates.candidates.columns.night'),
          value: hoursOf(t, lang, s.nightMinutes, s.requiredNightMinutes, 'certificates.candidates.noNightRule'),
        },
      ];
}
