import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCard, BoardColumn } from '../../../../shared/api/board';
import { SortableCard } from './board-card';
import { columnDropId } from './board-logic';

export interface ColumnActions {
  onAddCard(): void;
  onEditCard(card: BoardCard): void;
  onRename(): void;
  onMoveEarlier(): void;
  onMoveLater(): void;
  onRemove(): void;
}

export function BoardColumnView({
  column,
  cards,
  total,
  isFirst,
  isLast,
  assigneeName,
  isOverdue,
  actions,
}: {
  column: BoardColumn;
  /** The cards shown (filtered). */
  cards: BoardCard[];
  /** All the column's cards, filtered or not. */
  total: number;
  isFirst: boolean;
  isLast: boolean;
  assigneeName(id: string | null): string | null;
  isOverdue(card: BoardCard): boolean;
  actions: ColumnActions;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The column itself is a drop target only while it shows no card (its cards are the targets
  // otherwise): the keyboard's arrow keys would else find the card's own column first.
  const { setNodeRef, isOver } = useDroppable({
    id: columnDropId(column.id),
    data: { type: 'column' },
    disabled: cards.length > 0,
  });
  const close = (then: () => void) => () => {
    setAnchor(null);
    then();
  };
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-testid="board-column"
      variant="outlined"
      sx={{
        flex: '0 0 auto',
        width: { xs: 272, sm: 300 },
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.hover' : 'grey.50',
        maxHeight: '100%',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 1.5, pt: 1, pb: 0.5 }}>
        <Typography
          id={headingId}
          component="h2"
          variant="subtitle1"
          sx={{ flex: 1, fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {column.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mx: 1 }}>
          {cards.length === total
            ? t('projectBoard.cardCount', { count: total })
            : t('projectBoard.cardCountFiltered', { shown: cards.length, total })}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('projectBoard.columnActions', { name: column.name })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <MenuItem onClick={close(actions.onRename)}>{t('projectBoard.renameColumn')}</MenuItem>
          <MenuItem disabled={isFirst} onClick={close(actions.onMoveEarlier)}>
            {t('projectBoard.moveColumnEarlier')}
          </MenuItem>
          <MenuItem disabled={isLast} onClick={close(actions.onMoveLater)}>
            {t('projectBoard.moveColumnLater')}
          </MenuItem>
          <MenuItem disabled={total > 0} onClick={close(actions.onRemove)}>
            {total > 0 ? t('projectBoard.removeColumnNotEmpty') : t('projectBoard.removeColumn')}
          </MenuItem>
        </Menu>
      </Stack>
      <SortableContext items={cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <Box
          component="ul"
          ref={setNodeRef}
          aria-labelledby={headingId}
          sx={{
            m: 0,
            px: 1,
            py: 0.5,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            minHeight: 64,
            overflowY: 'auto',
          }}
        >
          {cards.map((card) => (
            <SortableCard
              key={card.id}
              card={card}
              assigneeName={assigneeName(card.assigneeId)}
              overdue={isOverdue(card)}
              onEdit={() => actions.onEditCard(card)}
            />
          ))}
        </Box>
      </SortableContext>
      <Box sx={{ p: 1 }}>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={actions.onAddCard}
          aria-label={t('projectBoard.addCardTo', { name: column.name })}
          fullWidth
          sx={{ justifyContent: 'flex-start' }}
        >
          {t('projectBoard.addCard')}
        </Button>
      </Box>
    </Paper>
  );
}
