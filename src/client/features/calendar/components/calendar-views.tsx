import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '../../../../shared/api/calendar';
import { visuallyHidden } from '../../../components/visually-hidden';
import { dayKey, dayTitle } from './calendar-dates';
import { LessonChip } from './lesson-chip';

export interface ViewProps {
  days: Date[];
  byDay: Map<string, Lesson[]>;
  showTeacher: boolean;
  onOpen: (lesson: Lesson) => void;
  /** Book a lesson on a day; absent when the caller cannot book. */
  onAdd?: ((day: Date) => void) | undefined;
}

const list = { listStyle: 'none', m: 0, p: 0 } as const;
const isToday = (day: Date) => dayKey(day) === dayKey(new Date());

function DayHeading({ day, compact }: { day: Date; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const today = isToday(day);
  return (
    <Typography
      variant="subtitle2"
      component="h3"
      sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, color: today ? 'primary.main' : 'text.primary' }}
    >
      {compact ? (
        <>
          <span aria-hidden>{new Intl.NumberFormat(i18n.language).format(day.getDate())}</span>
          <Box component="span" sx={visuallyHidden}>
            {dayTitle(day, i18n.language)}
          </Box>
        </>
      ) : (
        <>
          <span>{new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(day)}</span>
          <span>{new Intl.NumberFormat(i18n.language).format(day.getDate())}</span>
        </>
      )}
      {today && (
        <Box component="span" sx={compact ? visuallyHidden : { fontSize: 'caption.fontSize', fontWeight: 400 }}>
          {t('calendar.today')}
        </Box>
      )}
    </Typography>
  );
}

function AddButton({ day, onAdd }: { day: Date; onAdd: (day: Date) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <IconButton
      size="small"
      onClick={() => onAdd(day)}
      aria-label={t('calendar.addOn', { day: dayTitle(day, i18n.language) })}
      sx={{ marginInlineStart: 'auto', p: 0.25 }}
    >
      <AddIcon fontSize="small" />
    </IconButton>
  );
}

/** Seven day columns with their lessons in time order. */
export function WeekView({ days, byDay, showTeacher, onOpen, onAdd }: ViewProps) {
  const { t } = useTranslation();
  return (
    <Box component="ol" sx={{ ...list, display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 1 }}>
      {days.map((day) => {
        const lessons = byDay.get(dayKey(day)) ?? [];
        return (
          <Paper
            key={dayKey(day)}
            component="li"
            variant="outlined"
            sx={{ p: 1, minHeight: 160, bgcolor: isToday(day) ? 'action.hover' : undefined }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <DayHeading day={day} />
              {onAdd && <AddButton day={day} onAdd={onAdd} />}
            </Stack>
            {lessons.length === 0 ? (
              <Typography variant="caption" color="text.secondary">
                {t('calendar.noLessonsDay')}
              </Typography>
            ) : (
              <Stack component="ul" spacing={0.75} sx={list}>
                {lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <LessonChip lesson={lesson} showTeacher={showTeacher} onOpen={onOpen} />
                  </li>
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

const MONTH_CELL_LESSONS = 3;

/** The weeks of a month; each day shows its first lessons and how many more there are. */
export function MonthView({
  days,
  byDay,
  showTeacher,
  onOpen,
  onAdd,
  month,
  onShowDay,
}: ViewProps & { month: number; onShowDay: (day: Date) => void }) {
  const { t, i18n } = useTranslation();
  const weekdays = days.slice(0, 7).map((d) => new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(d));
  return (
    <Box>
      <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, mb: 0.5 }}>
        {weekdays.map((w) => (
          <Typography key={w} variant="caption" color="text.secondary" sx={{ textAlign: 'center', fontWeight: 600 }}>
            {w}
          </Typography>
        ))}
      </Box>
      <Box component="ol" sx={{ ...list, display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
        {days.map((day) => {
          const lessons = byDay.get(dayKey(day)) ?? [];
          const more = lessons.length - MONTH_CELL_LESSONS;
          const outside = day.getMonth() !== month;
          return (
            <Paper
              key={dayKey(day)}
              component="li"
              variant="outlined"
              sx={{
                p: 0.75,
                minHeight: 120,
                bgcolor: isToday(day) ? 'action.hover' : outside ? 'action.disabledBackground' : undefined,
                opacity: outside ? 0.85 : 1,
              }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
                <DayHeading day={day} compact />
                {onAdd && <AddButton day={day} onAdd={onAdd} />}
              </Stack>
              <Stack component="ul" spacing={0.5} sx={list}>
                {lessons.slice(0, MONTH_CELL_LESSONS).map((lesson) => (
                  <li key={lesson.id}>
                    <LessonChip lesson={lesson} showTeacher={showTeacher} onOpen={onOpen} />
                  </li>
                ))}
              </Stack>
              {more > 0 && (
                <Button size="small" onClick={() => onShowDay(day)} sx={{ mt: 0.5, px: 0.5, minWidth: 0 }}>
                  {t('calendar.more', { count: more })}
                </Button>
              )}
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}

/** Phones: the days that have lessons, as a list. */
export function AgendaView({ days, byDay, showTeacher, onOpen }: ViewProps) {
  const { t, i18n } = useTranslation();
  const withLessons = days.filter((d) => byDay.has(dayKey(d)));
  if (withLessons.length === 0) return <Typography color="text.secondary">{t('calendar.noLessons')}</Typography>;
  return (
    <Stack component="ol" spacing={2} sx={list}>
      {withLessons.map((day) => (
        <li key={dayKey(day)}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, color: isToday(day) ? 'primary.main' : 'text.primary' }}
          >
            {dayTitle(day, i18n.language)}
            {isToday(day) && ` · ${t('calendar.today')}`}
          </Typography>
          <Stack component="ul" spacing={0.75} sx={{ ...list, mt: 0.75 }}>
            {(byDay.get(dayKey(day)) ?? []).map((lesson) => (
              <li key={lesson.id}>
                <LessonChip lesson={lesson} showTeacher={showTeacher} onOpen={onOpen} />
              </li>
            ))}
          </Stack>
        </li>
      ))}
    </Stack>
  );
}
