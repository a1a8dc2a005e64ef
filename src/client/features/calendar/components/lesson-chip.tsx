import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventIcon from '@mui/icons-material/Event';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Lesson, LessonStatus } from '../../../../shared/api/calendar';
import { timeRange } from './calendar-dates';

/**
 * Each status has a colour (the edge and the icon), an icon and its name: the colour is never the
 * only sign, and text stays in the body colours for contrast.
 */
export const STATUS_LOOK: Record<LessonStatus, { color: (t: Theme) => string; Icon: typeof EventIcon }> = {
  scheduled: { color: (t) => t.palette.primary.main, Icon: EventIcon },
  completed: { color: (t) => t.palette.success.main, Icon: CheckCircleIcon },
  cancelled: { color: (t) => t.palette.text.secondary, Icon: CancelIcon },
  'no-show': { color: (t) => t.palette.warning.dark, Icon: PersonOffIcon },
};

/** One lesson in the calendar: time, student (and teacher on a school calendar), status; opens the lesson. */
export function LessonChip({
  lesson,
  showTeacher,
  onOpen,
}: {
  lesson: Lesson;
  showTeacher: boolean;
  onOpen: (lesson: Lesson) => void;
}) {
  const { t, i18n } = useTranslation();
  const look = STATUS_LOOK[lesson.status];
  const time = timeRange(lesson.startsAt, lesson.endsAt, i18n.language);
  const status = t(`calendar.status.${lesson.status}`);
  return (
    <ButtonBase
      onClick={() => onOpen(lesson)}
      aria-label={t('calendar.chip.label', { time, student: lesson.studentName, teacher: lesson.teacherName, status })}
      sx={(theme) => ({
        display: 'block',
        width: 1,
        textAlign: 'start',
        borderRadius: 1,
        borderInlineStart: 4,
        borderColor: look.color(theme),
        bgcolor: alpha(look.color(theme), 0.06),
        px: 0.75,
        py: 0.5,
        '&:hover': { bgcolor: alpha(look.color(theme), 0.12) },
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
      })}
    >
      <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 600 }}>
        <bdi>{time}</bdi>
      </Typography>
      <Typography
        variant="body2"
        component="span"
        sx={{
          display: 'block',
          overflowWrap: 'anywhere',
          textDecoration: lesson.status === 'cancelled' ? 'line-through' : undefined,
        }}
      >
        {lesson.studentName}
      </Typography>
      {showTeacher && (
        <Typography
          variant="caption"
          component="span"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {t('calendar.chip.with', { teacher: lesson.teacherName })}
        </Typography>
      )}
      <Typography
        variant="caption"
        component="span"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <look.Icon sx={(theme) => ({ fontSize: 14, color: look.color(theme) })} aria-hidden />
        {status}
      </Typography>
    </ButtonBase>
  );
}
