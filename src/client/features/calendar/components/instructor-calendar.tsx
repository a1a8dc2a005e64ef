import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '../../../../shared/api/calendar';
import { useAuth } from '../../../lib/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePeople } from '../../../api/organization-people';
import { useLessons } from '../api/lessons';
import {
  defaultStart,
  groupByDay,
  rangeTitle,
  shiftAnchor,
  startOfDay,
  visibleRange,
  type CalendarView,
} from './calendar-dates';
import { AgendaView, MonthView, WeekView } from './calendar-views';
import { LessonDialog, type LessonTarget } from './lesson-dialog';
import type { RenderLogDrive } from './lesson-status-actions';

interface Props {
  organizationId: string | undefined;
  /** School admins: every teacher's lessons, a teacher filter, and booking for any teacher. */
  schoolWide?: boolean;
  /** The "Log this drive" dialog of a completed lesson (from the page: drive logging is another feature). */
  renderLogDrive: RenderLogDrive;
}

/**
 * The InstructorCalendar (docs/product/schools.md): week and month views of lessons with their status, in the
 * viewer's time zone; an agenda on phones. Opening a lesson (click or keyboard) moves, edits,
 * completes or cancels it; a day's "+" books one there.
 */
export function InstructorCalendar({ organizationId, schoolWide = false, renderLogDrive }: Props) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const { user } = useAuth();
  const headingId = useId();
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(() => startOfDay(new Date()));
  const [teacherFilter, setTeacherFilter] = useState('');
  const [target, setTarget] = useState<LessonTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const people = usePeople(organizationId);
  const range = useMemo(() => visibleRange(view, anchor), [view, anchor]);
  const lessons = useLessons(
    {
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      teacherId: schoolWide ? teacherFilter || undefined : undefined,
    },
    Boolean(organizationId),
  );
  const byDay = useMemo(() => groupByDay(lessons.data ?? []), [lessons.data]);

  const teachers = useMemo(
    () => (people.data?.staff ?? []).filter((p) => p.role === 'teacher').map((p) => ({ id: p.id, name: p.name })),
    [people.data],
  );
  const students = useMemo(
    () => (people.data?.students ?? []).filter((p) => p.status !== 'disabled').map((p) => ({ id: p.id, name: p.name })),
    [people.data],
  );
  const defaultTeacherId = schoolWide ? teacherFilter || teachers[0]?.id || '' : (user?.uid ?? '');
  const canBook = Boolean(people.data) && (!schoolWide || teachers.length > 0);
  const rtl = theme.direction === 'rtl';
  const PrevIcon = rtl ? ChevronRightIcon : ChevronLeftIcon;
  const NextIcon = rtl ? ChevronLeftIcon : ChevronRightIcon;

  const open = (lesson: Lesson) => setTarget({ lesson });
  const add = canBook ? (day: Date) => setTarget({ start: defaultStart(day) }) : undefined;
  const title = rangeTitle(view, anchor, i18n.language);
  const viewProps = { days: range.days, byDay, showTeacher: schoolWide && !teacherFilter, onOpen: open, onAdd: add };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}
      >
        <div>
          <Typography variant="h5" component="h2" id={headingId}>
            {schoolWide ? t('calendar.schoolTitle') : t('calendar.title')}
          </Typography>
          <Typography color="text.secondary" aria-live="polite" data-testid="calendar-range">
            {title}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <IconButton
            onClick={() => setAnchor((a) => shiftAnchor(view, a, -1))}
            aria-label={t(view === 'week' ? 'calendar.previousWeek' : 'calendar.previousMonth')}
          >
            <PrevIcon />
          </IconButton>
          <Button variant="outlined" size="small" onClick={() => setAnchor(startOfDay(new Date()))}>
            {t('calendar.today')}
          </Button>
          <IconButton
            onClick={() => setAnchor((a) => shiftAnchor(view, a, 1))}
            aria-label={t(view === 'week' ? 'calendar.nextWeek' : 'calendar.nextMonth')}
          >
            <NextIcon />
          </IconButton>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_e, v: CalendarView | null) => v && setView(v)}
            aria-label={t('calendar.view')}
          >
            <ToggleButton value="week">{t('calendar.week')}</ToggleButton>
            <ToggleButton value="month">{t('calendar.month')}</ToggleButton>
          </ToggleButtonGroup>
          {canBook && (
            <Button
              variant="contained"
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setTarget({ start: defaultStart(anchor) })}
            >
              {t('calendar.newLesson')}
            </Button>
          )}
        </Stack>
      </Stack>
      {schoolWide && (
        <TextField
          select
          size="small"
          label={t('calendar.teacherFilter')}
          value={teacherFilter}
          onChange={(e) => setTeacherFilter(e.target.value)}
          sx={{ mb: 2, minWidth: 220, maxWidth: 1 }}
        >
          <MenuItem value="">{t('calendar.allTeachers')}</MenuItem>
          {teachers.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {schoolWide && people.data && teachers.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('calendar.noTeachers')}
        </Alert>
      )}
      <ErrorAlert error={lessons.error ?? people.error} />
      {lessons.isPending && Boolean(organizationId) ? (
        <Loading />
      ) : (
        <Box sx={{ opacity: lessons.isFetching ? 0.7 : 1, transition: 'opacity 0.2s' }}>
          {narrow ? (
            <AgendaView {...viewProps} />
          ) : view === 'week' ? (
            <WeekView {...viewProps} />
          ) : (
            <MonthView
              {...viewProps}
              month={anchor.getMonth()}
              onShowDay={(day) => {
                setAnchor(day);
                setView('week');
              }}
            />
          )}
        </Box>
      )}
      {target && (
        <LessonDialog
          key={'lesson' in target ? `${target.lesson.id}-${target.lesson.version}` : 'new'}
          target={target}
          teachers={schoolWide ? teachers : null}
          students={students}
          defaultTeacherId={defaultTeacherId}
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
