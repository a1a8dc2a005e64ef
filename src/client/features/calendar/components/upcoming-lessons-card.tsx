import EventIcon from '@mui/icons-material/Event';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useUpcomingLessons } from '../api/lessons';
import { dayTitle, timeRange } from './calendar-dates';

/** A student's next lessons on their dashboard (the student, linked parents, the school's staff). */
export function UpcomingLessonsCard({ studentId }: { studentId: string }) {
  const { t, i18n } = useTranslation();
  const lessons = useUpcomingLessons(studentId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="upcoming-lessons-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id="upcoming-lessons-title" gutterBottom>
        {t('calendar.upcoming.title')}
      </Typography>
      {lessons.isPending ? (
        <Loading />
      ) : lessons.error ? (
        <ErrorAlert error={lessons.error} />
      ) : lessons.data.length === 0 ? (
        <Typography color="text.secondary">{t('calendar.upcoming.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {lessons.data.map((lesson) => (
            <Stack component="li" key={lesson.id} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <EventIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
              <div>
                <Typography sx={{ fontWeight: 600 }}>
                  {dayTitle(new Date(lesson.startsAt), i18n.language)},{' '}
                  <bdi>{timeRange(lesson.startsAt, lesson.endsAt, i18n.language)}</bdi>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('calendar.upcoming.with', { teacher: lesson.teacherName })}
                  {lesson.pickupPlace ? ` · ${t('calendar.upcoming.pickup', { place: lesson.pickupPlace })}` : ''}
                </Typography>
              </div>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
