import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddedStudent, AddStudentMode, ImportPreview } from '../../../../shared/api/invitations';
import { ErrorAlert } from '../../../components/error-alert';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useImportStudents } from '../api/invitations';
import { StudentModeField } from './student-mode-field';

/** CSV import: pick or paste a file, check it (preview with per-row problems), then import all rows. */
export function CsvImport({
  organizationId,
  onAdded,
}: {
  organizationId: string;
  onAdded: (added: AddedStudent[]) => void;
}) {
  const { t } = useTranslation();
  const run = useImportStudents(organizationId);
  const [csv, setCsv] = useState('');
  const [mode, setMode] = useState<AddStudentMode>('invite');
  const [preview, setPreview] = useState<ImportPreview | null>(null);

  const check = async () => {
    setPreview(null);
    await run.mutateAsync({ csv, mode, dryRun: true }).then(setPreview, () => undefined);
  };
  const commit = async () => {
    await run.mutateAsync({ csv, mode, dryRun: false }).then(
      (r) => onAdded(r.created ?? []),
      () => undefined,
    );
  };
  const readFile = (file: File | undefined) => {
    if (!file) return;
    void file.text().then((text) => {
      setCsv(text);
      setPreview(null);
    });
  };
  const problems = preview ? preview.rows.filter((r) => r.errors.length).length : 0;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('invitations.import.help')}
      </Typography>
      <Typography
        component="pre"
        variant="body2"
        dir="ltr"
        sx={{ bgcolor: 'action.hover', p: 1, borderRadius: 1, overflowX: 'auto', m: 0 }}
      >
        email,firstName,lastName,parentEmail{'\n'}jamie@example.com,Jamie,Parker,pat@example.com
      </Typography>
      <StudentModeField
        value={mode}
        onChange={(m) => {
          setMode(m);
          setPreview(null);
        }}
      />
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ alignSelf: 'flex-start' }}>
        {t('invitations.import.chooseFile')}
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          style={visuallyHidden}
          onChange={(e) => readFile(e.target.files?.[0])}
        />
      </Button>
      <TextField
        label={t('invitations.import.paste')}
        multiline
        minRows={4}
        maxRows={10}
        value={csv}
        onChange={(e) => {
          setCsv(e.target.value);
          setPreview(null);
        }}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      />
      <ErrorAlert error={run.error} />
      <Button variant="outlined" onClick={() => void check()} disabled={!csv.trim() || run.isPending}>
        {t('invitations.import.check')}
      </Button>
      {preview && (
        <>
          {preview.fileErrors.map((e) => (
            <Alert key={e} severity="error">
              {t(`invitations.import.fileErrors.${e}`)}
            </Alert>
          ))}
          {preview.rows.length > 0 && (
            <Alert severity={preview.valid ? 'success' : 'warning'} role="status">
              {preview.valid
                ? t('invitations.import.ready', { count: preview.rows.length })
                : t('invitations.import.hasProblems', { count: problems })}
            </Alert>
          )}
          {preview.rows.length > 0 && (
            <TableContainer sx={{ maxHeight: 320 }}>
              <Table size="small" stickyHeader aria-label={t('invitations.import.previewLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('invitations.import.line')}</TableCell>
                    <TableCell>{t('invitations.import.student')}</TableCell>
                    <TableCell>{t('invitations.import.problems')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.rows.map((r) => (
                    <TableRow key={r.line} sx={r.errors.length ? { bgcolor: 'error.50' } : undefined}>
                      <TableCell>{r.line}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {r.firstName} {r.lastName}
                        <br />
                        <bdi dir="ltr">{r.email}</bdi>
                        {r.parentEmail && (
                          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                            {t('invitations.import.parent')} <bdi dir="ltr">{r.parentEmail}</bdi>
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ color: r.errors.length ? 'error.main' : 'success.main' }}>
                        {r.errors.length
                          ? r.errors.map((e) => t(`invitations.import.rowErrors.${e}`)).join(' · ')
                          : t('invitations.import.ok')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Button variant="contained" onClick={() => void commit()} disabled={!preview.valid || run.isPending}>
            {t('invitations.import.commit', { count: preview.rows.length })}
          </Button>
        </>
      )}
    </Stack>
  );
}
