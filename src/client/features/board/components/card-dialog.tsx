import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_CARD_DESCRIPTION,
  MAX_CARD_TITLE,
  MAX_LABEL_LENGTH,
  MAX_LABELS,
  type BoardAssignee,
  type BoardCard,
} from '../../../../shared/api/board';
import { ErrorAlert } from '../../../components/error-alert';
import type { CardFields } from '../api/board';

/** Labels typed as one comma-separated line. */
export function parseLabels(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/[,،，]/)) {
    const label = raw.trim();
    if (label && !out.some((l) => l.toLowerCase() === label.toLowerCase())) out.push(label);
  }
  return out;
}

/** Adding (no `card`) or editing a card. */
export function CardDialog({
  card,
  columnName,
  assignees,
  pending,
  error,
  onSave,
  onDelete,
  onClose,
}: {
  card: BoardCard | null;
  columnName: string;
  assignees: BoardAssignee[];
  pending: boolean;
  error: unknown;
  onSave(fields: CardFields): void;
  onDelete?: () => void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(card?.title ?? '');
  const [description, setDescription] = useState(card?.description ?? '');
  const [assigneeId, setAssigneeId] = useState(card?.assigneeId ?? '');
  const [dueOn, setDueOn] = useState(card?.dueOn ?? '');
  const [labels, setLabels] = useState(card?.labels.join(', ') ?? '');
  const [touched, setTouched] = useState(false);
  const parsed = parseLabels(labels);
  const titleError = touched && !title.trim();
  const labelsError = parsed.length > MAX_LABELS || parsed.some((l) => l.length > MAX_LABEL_LENGTH);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!title.trim() || labelsError) return;
    onSave({
      title: title.trim(),
      description: description.trim(),
      assigneeId: assigneeId || null,
      dueOn: dueOn || null,
      labels: parsed,
    });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle>
        {card ? t('projectBoard.editCardTitle') : t('projectBoard.addCardTitle', { name: columnName })}
      </DialogTitle>
      <DialogContent>
        <ErrorAlert error={error} />
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={t('projectBoard.fields.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            autoFocus
            error={titleError}
            helperText={titleError ? t('projectBoard.fields.titleRequired') : undefined}
            slotProps={{ htmlInput: { maxLength: MAX_CARD_TITLE } }}
          />
          <TextField
            label={t('projectBoard.fields.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: MAX_CARD_DESCRIPTION } }}
          />
          <TextField
            select
            label={t('projectBoard.fields.assignee')}
            value={assigneeId}
            onChange={(e) => setAssigneeId(e.target.value)}
          >
            <MenuItem value="">{t('projectBoard.unassigned')}</MenuItem>
            {assignees.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t('projectBoard.fields.dueOn')}
            value={dueOn}
            onChange={(e) => setDueOn(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('projectBoard.fields.labels')}
            value={labels}
            onChange={(e) => setLabels(e.target.value)}
            error={labelsError}
            helperText={
              labelsError
                ? t('projectBoard.fields.labelsTooMany', { max: MAX_LABELS, length: MAX_LABEL_LENGTH })
                : t('projectBoard.fields.labelsHelp')
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {onDelete && (
          <Button color="error" onClick={onDelete} disabled={pending} sx={{ marginInlineEnd: 'auto' }}>
            {t('projectBoard.deleteCard')}
          </Button>
        )}
        <Button onClick={onClose}>{t('projectBoard.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {t('projectBoard.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Adding or renaming a column. */
export function ColumnNameDialog({
  initial,
  title,
  pending,
  error,
  onSave,
  onClose,
}: {
  initial: string;
  title: string;
  pending: boolean;
  error: unknown;
  onSave(name: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const invalid = touched && !name.trim();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: (e: React.FormEvent) => {
            e.preventDefault();
            setTouched(true);
            if (name.trim()) onSave(name.trim());
          },
        } as object,
      }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <ErrorAlert error={error} />
        <TextField
          label={t('projectBoard.fields.columnName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          autoFocus
          fullWidth
          sx={{ mt: 1 }}
          error={invalid}
          helperText={invalid ? t('projectBoard.fields.columnNameRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('projectBoard.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {t('projectBoard.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
