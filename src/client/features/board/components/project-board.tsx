/**
 * The project board (docs/product/project-board.md): columns side by side
 * in a container that scrolls sideways, cards dragged by their handle with a pointer, touch or the
 * keyboard (Space, arrows, Space), read again whenever another admin changes the board.
 */
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCard, BoardColumn } from '../../../../shared/api/board';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { errorCodeOf } from '../../../lib/api';
import { useLiveEvent } from '../../../lib/flags-context';
import { viewerTimeZone } from '../../../lib/format';
import { boardKey, useBoardMutations, useProjectBoard, type CardFields } from '../api/board';
import { CardView } from './board-card';
import { BoardColumnView } from './board-column';
import {
  boardLabels,
  COLUMN_PREFIX,
  columnOf,
  isOverdue,
  matchesFilter,
  moveLocally,
  neighboursOf,
  todayIn,
  type BoardColumns,
  type BoardFilter,
} from './board-logic';
import { CardDialog, ColumnNameDialog } from './card-dialog';

type DialogState =
  | { kind: 'add-card'; column: BoardColumn }
  | { kind: 'edit-card'; card: BoardCard; column: BoardColumn }
  | { kind: 'add-column' }
  | { kind: 'rename-column'; column: BoardColumn }
  | null;

const CONFLICTS = new Set(['board-card-conflict', 'board-column-conflict', 'not-found']);

export function ProjectBoard() {
  const { t, i18n } = useTranslation();
  const query = useProjectBoard();
  const client = useQueryClient();
  const m = useBoardMutations();
  useLiveEvent('board-changed', () => void client.invalidateQueries({ queryKey: boardKey }));

  /** The columns as a drag shows them, until the server's answer has been read again. */
  const [draft, setDraftState] = useState<BoardColumns | null>(null);
  const draftRef = useRef<BoardColumns | null>(null);
  const setDraft = (next: BoardColumns | null) => {
    draftRef.current = next;
    setDraftState(next);
  };
  const [activeId, setActiveId] = useState<string | null>(null);
  const [filter, setFilter] = useState<BoardFilter>({ assignee: '', label: '' });
  const [notice, setNotice] = useState<unknown>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [dialogError, setDialogError] = useState<unknown>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const data = query.data;
  const columns = draft ?? data?.columns ?? [];
  const today = useMemo(() => todayIn(viewerTimeZone()), []);
  const assigneeNames = useMemo(() => new Map((data?.assignees ?? []).map((a) => [a.id, a.name])), [data]);
  const assigneeName = (id: string | null) => (id ? (assigneeNames.get(id) ?? t('projectBoard.formerAdmin')) : null);
  const labels = useMemo(() => boardLabels(data?.columns ?? [], i18n.language), [data, i18n.language]);
  const visible = (column: BoardColumns[number]) => column.cards.filter((c) => matchesFilter(c, filter));

  const allCards = (cols: BoardColumns) => cols.flatMap((c) => c.cards);
  const titleOf = (id: UniqueIdentifier) => allCards(columns).find((c) => c.id === id)?.title ?? '';
  const columnName = (id: string | null) => columns.find((c) => c.id === id)?.name ?? '';

  /** A refused write: a conflict reloads the board and says so; anything else is shown as is. */
  const refused = (error: unknown) => {
    setNotice(error);
    void client.invalidateQueries({ queryKey: boardKey });
  };
  const done = { onSuccess: () => setNotice(null), onError: refused };

  // ------------------------------------------------------------------ drag and drop

  const onDragStart = ({ active }: DragStartEvent) => {
    if (!data) return;
    setNotice(null);
    setActiveId(String(active.id));
    setDraft(data.columns);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const cols = draftRef.current;
    if (!cols || !over) return;
    const from = columnOf(cols, String(active.id));
    const to = columnOf(cols, String(over.id));
    if (!from || !to || from === to) return;
    const target = cols.find((c) => c.id === to)!.cards;
    const overIsColumn = String(over.id).startsWith(COLUMN_PREFIX);
    let index = overIsColumn ? target.length : target.findIndex((c) => c.id === over.id);
    const translated = active.rect.current.translated;
    if (!overIsColumn && translated && translated.top > over.rect.top + over.rect.height / 2) index += 1;
    setDraft(moveLocally(cols, String(active.id), to, index));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const cols = draftRef.current;
    const id = String(active.id);
    const original = data?.columns;
    if (!cols || !original || !over) {
      setDraft(null);
      return;
    }
    const to = columnOf(cols, id)!;
    let next = cols;
    if (columnOf(cols, String(over.id)) === to && over.id !== active.id && !String(over.id).startsWith(COLUMN_PREFIX)) {
      next = cols.map((c) => {
        if (c.id !== to) return c;
        return {
          ...c,
          cards: arrayMove(
            c.cards,
            c.cards.findIndex((x) => x.id === id),
            c.cards.findIndex((x) => x.id === over.id),
          ),
        };
      });
    }
    const card = allCards(original).find((c) => c.id === id);
    const place = (cs: BoardColumns) => {
      const column = cs.find((c) => c.cards.some((x) => x.id === id));
      return `${column?.id}:${column?.cards.findIndex((x) => x.id === id)}`;
    };
    if (!card || place(next) === place(original)) {
      setDraft(null);
      return;
    }
    setDraft(next);
    const { afterId, beforeId } = neighboursOf(visible(next.find((c) => c.id === to)!), id);
    m.moveCard.mutate(
      { id, version: card.version, columnId: to, afterId, beforeId },
      { ...done, onSettled: () => setDraft(null) },
    );
  };

  const position = (overId: UniqueIdentifier) => {
    const column = columnOf(columns, String(overId));
    const list = columns.find((c) => c.id === column);
    if (!list) return { column: '', position: 1 };
    const shown = visible(list);
    const i = shown.findIndex((c) => c.id === overId);
    return { column: list.name, position: i >= 0 ? i + 1 : shown.length + 1 };
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('projectBoard.dnd.picked', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('projectBoard.dnd.over', { title: titleOf(active.id), ...position(over.id) })
        : t('projectBoard.dnd.outside', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('projectBoard.dnd.dropped', { title: titleOf(active.id), ...position(over.id) })
        : t('projectBoard.dnd.cancelled', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('projectBoard.dnd.cancelled', { title: titleOf(active.id) }),
  };

  // ------------------------------------------------------------------ dialogs

  const closeDialog = () => {
    setDialog(null);
    setDialogError(null);
  };
  /** In a dialog: a conflict closes it and says so above the board; other errors stay in it. */
  const dialogDone = {
    onSuccess: () => {
      closeDialog();
      setNotice(null);
    },
    onError: (error: unknown) => {
      if (CONFLICTS.has(errorCodeOf(error))) {
        closeDialog();
        refused(error);
      } else setDialogError(error);
    },
  };

  const saveCard = (fields: CardFields) => {
    if (dialog?.kind === 'add-card') m.addCard.mutate({ ...fields, columnId: dialog.column.id }, dialogDone);
    if (dialog?.kind === 'edit-card')
      m.updateCard.mutate({ id: dialog.card.id, version: dialog.card.version, ...fields }, dialogDone);
  };

  const moveColumn = (index: number, by: -1 | 1) => {
    const column = columns[index]!;
    const afterId = by === -1 ? (columns[index - 2]?.id ?? null) : columns[index + 1]!.id;
    m.moveColumn.mutate({ id: column.id, version: column.version, afterId }, done);
  };

  if (query.isPending) return <Loading />;
  if (query.error || !data) return <ErrorAlert error={query.error} />;

  const active = activeId ? allCards(columns).find((c) => c.id === activeId) : undefined;
  const filtered = filter.assignee !== '' || filter.label !== '';

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('projectBoard.filterAssignee')}
          value={filter.assignee}
          onChange={(e) => setFilter((f) => ({ ...f, assignee: e.target.value }))}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('projectBoard.everyone')}</MenuItem>
          <MenuItem value="none">{t('projectBoard.unassigned')}</MenuItem>
          {data.assignees.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('projectBoard.filterLabel')}
          value={filter.label}
          onChange={(e) => setFilter((f) => ({ ...f, label: e.target.value }))}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('projectBoard.allLabels')}</MenuItem>
          {labels.map((l) => (
            <MenuItem key={l} value={l}>
              {l}
            </MenuItem>
          ))}
        </TextField>
        {filtered && (
          <Button onClick={() => setFilter({ assignee: '', label: '' })}>{t('projectBoard.clearFilters')}</Button>
        )}
        <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add-column' })}>
          {t('projectBoard.addColumn')}
        </Button>
      </Stack>

      <ErrorAlert error={notice} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('projectBoard.howToMove')}
      </Typography>

      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setActiveId(null);
          setDraft(null);
        }}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('projectBoard.dnd.instructions') },
        }}
      >
        <Box
          role="region"
          aria-label={t('projectBoard.columnsRegion')}
          tabIndex={0}
          data-testid="board-scroller"
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            overflowX: 'auto',
            maxWidth: '100%',
            pb: 2,
            minHeight: 240,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {columns.length === 0 && <Typography sx={{ p: 2 }}>{t('projectBoard.empty')}</Typography>}
          {columns.map((column, index) => (
            <BoardColumnView
              key={column.id}
              column={column}
              cards={visible(column)}
              total={column.cards.length}
              isFirst={index === 0}
              isLast={index === columns.length - 1}
              assigneeName={assigneeName}
              isOverdue={(card) => isOverdue(card, today)}
              actions={{
                onAddCard: () => setDialog({ kind: 'add-card', column }),
                onEditCard: (card) => setDialog({ kind: 'edit-card', card, column }),
                onRename: () => setDialog({ kind: 'rename-column', column }),
                onMoveEarlier: () => moveColumn(index, -1),
                onMoveLater: () => moveColumn(index, 1),
                onRemove: () => m.removeColumn.mutate({ id: column.id, version: column.version }, done),
              }}
            />
          ))}
        </Box>
        <DragOverlay>
          {active ? (
            <CardView card={active} assigneeName={assigneeName(active.assigneeId)} overdue={isOverdue(active, today)} />
          ) : null}
        </DragOverlay>
      </DndContext>

      {(dialog?.kind === 'add-card' || dialog?.kind === 'edit-card') && (
        <CardDialog
          card={dialog.kind === 'edit-card' ? dialog.card : null}
          columnName={columnName(dialog.column.id) || dialog.column.name}
          assignees={data.assignees}
          pending={m.addCard.isPending || m.updateCard.isPending || m.removeCard.isPending}
          error={dialogError}
          onSave={saveCard}
          {...(dialog.kind === 'edit-card'
            ? {
                onDelete: () => m.removeCard.mutate({ id: dialog.card.id, version: dialog.card.version }, dialogDone),
              }
            : {})}
          onClose={closeDialog}
        />
      )}
      {(dialog?.kind === 'add-column' || dialog?.kind === 'rename-column') && (
        <ColumnNameDialog
          initial={dialog.kind === 'rename-column' ? dialog.column.name : ''}
          title={dialog.kind === 'rename-column' ? t('projectBoard.renameColumnTitle') : t('projectBoard.addColumn')}
          pending={m.addColumn.isPending || m.renameColumn.isPending}
          error={dialogError}
          onSave={(name) =>
            dialog.kind === 'rename-column'
              ? m.renameColumn.mutate({ id: dialog.column.id, version: dialog.column.version, name }, dialogDone)
              : m.addColumn.mutate(name, dialogDone)
          }
          onClose={closeDialog}
        />
      )}
    </Box>
  );
}
