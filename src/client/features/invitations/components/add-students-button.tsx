import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddedStudent } from '../../../../shared/api/invitations';
import { AddedStudentsResult } from './added-students-result';
import { CsvImport } from './csv-import';
import { SingleStudentForm } from './single-student-form';

/** "Add students": one at a time or by CSV import, by invitation or with a temporary password. */
export function AddStudentsButton({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'one' | 'csv'>('one');
  const [added, setAdded] = useState<AddedStudent[] | null>(null);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const close = () => {
    setOpen(false);
    setAdded(null);
  };
  return (
    <>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {t('invitations.students.button')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="md"
        fullScreen={fullScreen}
        aria-labelledby="add-students-title"
      >
        <DialogTitle id="add-students-title">{t('invitations.students.title')}</DialogTitle>
        <DialogContent>
          {added ? (
            <AddedStudentsResult added={added} />
          ) : (
            <>
              <Tabs value={tab} onChange={(_e, v: 'one' | 'csv') => setTab(v)} sx={{ mb: 2 }} variant="fullWidth">
                <Tab value="one" label={t('invitations.students.tabOne')} />
                <Tab value="csv" label={t('invitations.students.tabCsv')} />
              </Tabs>
              {tab === 'one' ? (
                <SingleStudentForm organizationId={organizationId} onAdded={setAdded} />
              ) : (
                <CsvImport organizationId={organizationId} onAdded={setAdded} />
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {added && <Button onClick={() => setAdded(null)}>{t('invitations.students.addMore')}</Button>}
          <Button onClick={close}>{added ? t('invitations.students.done') : t('invitations.students.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
