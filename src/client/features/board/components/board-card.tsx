import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BoardCard } from '../../../../shared/api/board';

/** A date-only value (YYYY-MM-DD) as the viewer's language writes it. */
export function formatDueDate(dueOn: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${dueOn}T00:00:00Z`));
}

export interface CardViewProps {
  card: BoardCard;
  assigneeName: string | null;
  overdue: boolean;
  onEdit?: () => void;
}

/** What a card shows; the drag handle is passed in (none on the drag overlay). */
export function CardView({
  card,
  assigneeName,
  overdue,
  onEdit,
  handle,
}: CardViewProps & { handle?: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        borderInlineStartWidth: overdue ? 4 : 1,
        borderInlineStartColor: overdue ? 'error.main' : undefined,
      }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {handle}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {card.title}
          </Typography>
          {card.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {card.description}
            </Typography>
          )}
          {card.labels.length > 0 && (
            <Box
              component="ul"
              aria-label={t('projectBoard.labelsOf')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, mt: 1, listStyle: 'none' }}
            >
              {card.labels.map((label) => (
                <li key={label}>
                  <Chip size="small" label={label} />
                </li>
              ))}
            </Box>
          )}
          <Stack spacing={0.5} sx={{ mt: 1 }}>
            {assigneeName && (
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <PersonOutlineIcon fontSize="small" aria-hidden />
                <span>{t('projectBoard.assignedTo', { name: assigneeName })}</span>
              </Typography>
            )}
            {card.dueOn && (
              <Typography
                variant="body2"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: overdue ? 'error.dark' : 'text.primary',
                  fontWeight: overdue ? 700 : 400,
                }}
              >
                {overdue ? (
                  <WarningAmberIcon fontSize="small" aria-hidden />
                ) : (
                  <EventIcon fontSize="small" aria-hidden />
                )}
                <span>
                  {overdue
                    ? t('projectBoard.overdueSince', { date: formatDueDate(card.dueOn, i18n.language) })
                    : t('projectBoard.dueOn', { date: formatDueDate(card.dueOn, i18n.language) })}
                </span>
              </Typography>
            )}
          </Stack>
        </Box>
        {onEdit && (
          <IconButton size="small" onClick={onEdit} aria-label={t('projectBoard.editCard', { title: card.title })}>
            <EditIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </Paper>
  );
}

/** A card in its column: sortable by its handle (pointer, touch or keyboard). */
export function SortableCard(props: CardViewProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.card.id,
    data: { type: 'card', columnId: props.card.columnId },
  });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="board-card"
      data-card-id={props.card.id}
      sx={{ listStyle: 'none', opacity: isDragging ? 0.4 : 1 }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <CardView
        {...props}
        handle={
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            {...attributes}
            {...listeners}
            aria-label={t('projectBoard.moveCard', { title: props.card.title })}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        }
      />
    </Box>
  );
}
