import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { certificateCriteriaSchema, type CertificateCriteria } from '../../../../shared/api/certificates';
import { ErrorAlert } from '../../../components/error-alert';
import { useCertificateCandidates, useSaveCertificateCriteria } from '../api/candidates';

/** The school's own criteria for driver-education completion (PUT certificate-criteria). */
export function CriteriaSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const candidates = useCertificateCandidates(organizationId);
  const criteria = candidates.data?.criteria;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h3" id={headingId} gutterBottom>
        {t('certificates.criteria.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('certificates.criteria.intro')}
      </Typography>
      {/* The candidates list shows loading and errors of the same request. */}
      {/* Not keyed by the criteria: saving refetches them, and a remount would drop "Criteria saved." */}
      {criteria && <CriteriaForm organizationId={organizationId} saved={criteria} />}
    </Box>
  );
}

function CriteriaForm({ organizationId, saved }: { organizationId: string; saved: CertificateCriteria }) {
  const { t } = useTranslation();
  const save = useSaveCertificateCriteria(organizationId);
  const [lessons, setLessons] = useState(String(saved.lessonsRequired));
  const [mockExam, setMockExam] = useState(saved.mockExamRequired);
  const [done, setDone] = useState(false);
  const parsed = certificateCriteriaSchema.safeParse({
    lessonsRequired: lessons.trim() === '' ? NaN : Number(lessons),
    mockExamRequired: mockExam,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    if (parsed.success) save.mutate(parsed.data, { onSuccess: () => setDone(true) });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          type="number"
          label={t('certificates.criteria.lessons')}
          value={lessons}
          onChange={(e) => {
            setLessons(e.target.value);
            setDone(false);
          }}
          error={!parsed.success}
          helperText={
            parsed.success ? t('certificates.criteria.lessonsHelp') : t('certificates.criteria.lessonsInvalid')
          }
          slotProps={{ htmlInput: { min: 0, max: 200, step: 1, inputMode: 'numeric' } }}
          sx={{ maxWidth: { sm: 260 } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={mockExam}
              onChange={(e) => {
                setMockExam(e.target.checked);
                setDone(false);
              }}
            />
          }
          label={t('certificates.criteria.mockExam')}
        />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Button type="submit" variant="outlined" disabled={save.isPending || !parsed.success}>
          {t('certificates.criteria.save')}
        </Button>
        <Typography role="status" aria-live="polite" color="success.main">
          {done ? t('certificates.criteria.saved') : ''}
        </Typography>
      </Stack>
      <ErrorAlert error={save.error} />
    </Box>
  );
}
