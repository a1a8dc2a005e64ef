import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../../shared/api/plans';
import { formatDuration } from '../../../lib/format';
import { planLink } from '../api/plans';
import { conditionLabel, formatPlanDate } from './plan-format';

export type PlanItemAction = 'copy' | 'edit' | 'revoke' | 'share' | 'archive';

/** One of my plans: what it is, for whom, and its link's actions. */
export function MyPlanItem({
  plan,
  busy,
  onAction,
}: {
  plan: Plan;
  busy: boolean;
  onAction: (action: PlanItemAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const facts = [
    plan.studentName ?? t('plans.list.anyStudent'),
    plan.plannedFor ? formatPlanDate(plan.plannedFor, i18n.language) : null,
    formatDuration(t, plan.targetMinutes, i18n.language),
  ].filter(Boolean);
  const named = { title: plan.title };
  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography variant="h6" component="h3" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
        {plan.title}
      </Typography>
      <Typography color="text.secondary">{facts.join(' · ')}</Typography>
      {plan.conditions.length > 0 && (
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {plan.conditions.map((c) => (
            <Chip key={c} size="small" variant="outlined" label={conditionLabel(t, c)} />
          ))}
        </Stack>
      )}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1, alignItems: 'center' }}>
        {plan.shareToken ? (
          <>
            <Link
              href={planLink(plan.shareToken)}
              target="_blank"
              rel="noopener"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              aria-label={t('plans.list.openNamed', named)}
            >
              <OpenInNewIcon fontSize="small" aria-hidden="true" />
              {t('plans.list.open')}
            </Link>
            <Button
              size="small"
              startIcon={<ContentCopyIcon />}
              onClick={() => onAction('copy')}
              aria-label={t('plans.list.copyNamed', named)}
            >
              {t('plans.list.copy')}
            </Button>
            <Button
              size="small"
              color="warning"
              startIcon={<LinkOffIcon />}
              disabled={busy}
              onClick={() => onAction('revoke')}
              aria-label={t('plans.list.revokeNamed', named)}
            >
              {t('plans.list.revoke')}
            </Button>
          </>
        ) : (
          <>
            <Chip size="small" color="warning" label={t('plans.list.revoked')} />
            <Button
              size="small"
              startIcon={<LinkIcon />}
              disabled={busy}
              onClick={() => onAction('share')}
              aria-label={t('plans.list.shareNamed', named)}
            >
              {t('plans.list.share')}
            </Button>
          </>
        )}
        <Button
          size="small"
          startIcon={<EditOutlinedIcon />}
          onClick={() => onAction('edit')}
          aria-label={t('plans.list.editNamed', named)}
        >
          {t('plans.list.edit')}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          disabled={busy}
          onClick={() => onAction('archive')}
          aria-label={t('plans.list.archiveNamed', named)}
        >
          {t('plans.list.archive')}
        </Button>
      </Stack>
    </Box>
  );
}
