import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificateCandidate, IssueCertificatesResult, IssueOutcome } from '../../../../shared/api/certificates';
import { CERTIFICATE_TYPES, type CertificateType } from '../../../../shared/certificates';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useCertificateCandidates, useIssueCertificates } from '../api/candidates';
import { CandidatesList } from './candidates-list';
import { ManualIssueDialog } from './manual-issue-dialog';

type Summary = Record<IssueOutcome, number>;

function summarize(result: IssueCertificatesResult): Summary {
  const summary: Summary = { issued: 0, 'already-issued': 0, 'not-eligible': 0, 'not-found': 0 };
  for (const r of result.results) summary[r.outcome] += 1;
  return summary;
}

/**
 * "Ready for a certificate" (docs/product/certificates.md): the school's students with their figures for one
 * type; those who meet the criteria are issued to in a batch, anyone else by hand with a reason.
 */
export function CandidatesPanel({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const candidates = useCertificateCandidates(organizationId);
  const issue = useIssueCertificates(organizationId);
  const [type, setType] = useState<CertificateType>('supervised-hours');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [manualFor, setManualFor] = useState<CertificateCandidate | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);

  const students = useMemo(() => candidates.data?.students ?? [], [candidates.data]);
  const ready = students.filter((s) => s.types[type].eligible && !s.types[type].certificate).map((s) => s.studentId);
  // Students who got one meanwhile (here or elsewhere) leave the selection with the list.
  const selected = ready.filter((id) => picked.has(id));
  const allPicked = ready.length > 0 && selected.length === ready.length;

  const chooseType = (next: CertificateType | null) => {
    if (!next) return;
    setType(next);
    setPicked(new Set());
    setSummary(null);
    issue.reset();
  };
  const toggle = (id: string, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const issueSelected = () => {
    setSummary(null);
    issue.mutate(
      { type, studentIds: selected },
      {
        onSuccess: (result) => {
          setSummary(summarize(result));
          setPicked(new Set());
        },
      },
    );
  };
  const issueManually = (student: CertificateCandidate, reason: string) => {
    setSummary(null);
    issue.mutate(
      { type, studentIds: [student.studentId], manualReason: reason },
      {
        onSuccess: (result) => {
          setSummary(summarize(result));
          setManualFor(null);
        },
      },
    );
  };

  let body: ReactNode;
  if (candidates.isPending) body = <Loading />;
  else if (candidates.error) body = <ErrorAlert error={candidates.error} />;
  else if (students.length === 0) body = <Typography>{t('certificates.candidates.noStudents')}</Typography>;
  else
    body = (
      <CandidatesList
        students={students}
        criteria={candidates.data.criteria}
        type={type}
        labelledBy={headingId}
        picked={picked}
        onPick={toggle}
        onManual={(student) => {
          issue.reset();
          setManualFor(student);
        }}
      />
    );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h3" id={headingId} gutterBottom>
        {t('certificates.candidates.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('certificates.candidates.intro')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={type}
        onChange={(_e, v: CertificateType | null) => chooseType(v)}
        aria-label={t('certificates.candidates.typeSwitch')}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {CERTIFICATE_TYPES.map((ty) => (
          <ToggleButton key={ty} value={ty} sx={{ textTransform: 'none' }}>
            {t(`certificates.type.${ty}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {students.length > 0 && (
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        >
          <FormControlLabel
            control={
              <Checkbox
                checked={allPicked}
                indeterminate={selected.length > 0 && !allPicked}
                disabled={ready.length === 0}
                onChange={(e) => setPicked(new Set(e.target.checked ? ready : []))}
              />
            }
            label={t('certificates.candidates.selectAll', { n: ready.length })}
          />
          <Button variant="contained" disabled={selected.length === 0 || issue.isPending} onClick={issueSelected}>
            {t('certificates.candidates.issue', { n: selected.length })}
          </Button>
        </Stack>
      )}
      <Box role="status" aria-live="polite">
        {summary && (
          <Alert severity={summary.issued > 0 ? 'success' : 'info'} sx={{ mb: 2 }} onClose={() => setSummary(null)}>
            {summaryText(t, summary)}
          </Alert>
        )}
      </Box>
      {!manualFor && <ErrorAlert error={issue.error} />}
      {body}
      {manualFor && (
        <ManualIssueDialog
          student={manualFor}
          type={type}
          pending={issue.isPending}
          error={issue.error}
          onIssue={(reason) => issueManually(manualFor, reason)}
          onClose={() => setManualFor(null)}
        />
      )}
    </Box>
  );
}

function summaryText(t: ReturnType<typeof useTranslation>['t'], s: Summary): string {
  const parts = [
    t('certificates.candidates.summary.issued', { n: s.issued }),
    t('certificates.candidates.summary.already', { n: s['already-issued'] }),
    t('certificates.candidates.summary.notEligible', { n: s['not-eligible'] }),
  ];
  if (s['not-found']) parts.push(t('certificates.candidates.summary.notFound', { n: s['not-found'] }));
  return parts.join(' ');
}
