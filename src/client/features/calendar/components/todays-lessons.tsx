import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePeople } from '../../../api/organization-people';
import { useLessons } from '../api/lessons';
import { addDays, startOfDay } from './calendar-dates';
import { LessonChip } from './lesson-chip';
import { LessonDialog, type LessonTarget } from './lesson-dialog';
import type { RenderLogDrive } from './lesson-status-actions';

/** The teacher's lessons today, in time order; each opens like in the calendar (complete, log the drive...). */
export function TodaysLessons({
  organizationId,
  renderLogDrive,
}: {
  organizationId: string | undefined;
  renderLogDrive: RenderLogDrive;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [today] = useState(() => startOfDay(new Date()));
  const range = useMemo(() => ({ from: today.toISOString(), to: addDays(today, 1).toISOString() }), [today]);
  const lessons = useLessons(range, Boolean(organizationId));
  const people = usePeople(organizationId);
  const students = useMemo(() => (people.data?.students ?? []).map((p) => ({ id: p.id, name: p.name })), [people.data]);
  const [target, setTarget] = useState<LessonTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="todays-lessons-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id="todays-lessons-title" gutterBottom>
        {t('calendar.todayTitle')}
      </Typography>
      {lessons.isPending && organizationId ? (
        <Loading />
      ) : lessons.error ? (
        <ErrorAlert error={lessons.error} />
      ) : !lessons.data?.length ? (
        <Typography color="text.secondary">{t('calendar.noLessonsToday')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
            gap: 1,
          }}
        >
          {lessons.data.map((lesson) => (
            <li key={lesson.id}>
              <LessonChip lesson={lesson} showTeacher={false} onOpen={(l) => setTarget({ lesson: l })} />
            </li>
          ))}
        </Box>
      )}
      {target && (
        <LessonDialog
          target={target}
          teachers={null}
          students={students}
          defaultTeacherId={user?.uid ?? ''}
          onClose={() => setTarget(null)}
          onDone={setNotice}
          renderLogDrive={renderLogDrive}
        />
      )}
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={6000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setNotice(null)} sx={{ width: 1 }}>
          {notice}
        </Alert>
      </Snackbar>
    </Paper>
  );
}
