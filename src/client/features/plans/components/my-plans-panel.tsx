import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../../shared/api/plans';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePlannableStudents } from '../api/plannable-students';
import { useMyPlans } from '../../../api/my-plans';
import { planLink, usePlanAction } from '../api/plans';
import { ConfirmDialog } from './confirm-dialog';
import { MyPlanItem, type PlanItemAction } from './my-plan-item';
import { PlanFormDialog } from './plan-form-dialog';

type Editing = { plan?: Plan } | null;
type Confirming = { plan: Plan; action: 'revoke' | 'archive' } | null;

/** My drive plans (teachers, school admins, parents): create with suggestions, share, revoke, edit, remove. */
export function MyPlansPanel({ defaultStudentId }: { defaultStudentId?: string } = {}) {
  const { t } = useTranslation();
  const plans = useMyPlans();
  const action = usePlanAction();
  const { students } = usePlannableStudents();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState('');

  const run = (plan: Plan, what: 'revoke' | 'share' | 'archive') =>
    action.mutate(
      { id: plan.id, action: what },
      {
        onSuccess: () => setNotice(t(`plans.notices.${what}`, { title: plan.title })),
        onSettled: () => setConfirming(null),
      },
    );

  const onAction = (plan: Plan, what: PlanItemAction) => {
    setNotice('');
    if (what === 'edit') setEditing({ plan });
    else if (what === 'copy' && plan.shareToken) {
      void navigator.clipboard.writeText(planLink(plan.shareToken)).then(
        () => setNotice(t('plans.notices.copied')),
        () => setNotice(t('plans.notices.copyFailed', { link: planLink(plan.shareToken!) })),
      );
    } else if (what === 'revoke' || what === 'archive') setConfirming({ plan, action: what });
    else if (what === 'share') run(plan, 'share');
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-plans-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography variant="h5" component="h2" id="my-plans-heading">
            {t('plans.panel.title')}
          </Typography>
          <Typography color="text.secondary">{t('plans.panel.intro')}</Typography>
        </div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})} sx={{ flexShrink: 0 }}>
          {t('plans.panel.new')}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: notice ? 1 : 0 }}>
        {notice && <Typography color="success.main">{notice}</Typography>}
      </Box>
      <ErrorAlert error={action.error} />
      {plans.isPending ? (
        <Loading />
      ) : plans.error ? (
        <ErrorAlert error={plans.error} />
      ) : plans.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('plans.panel.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {plans.data.map((plan) => (
            <MyPlanItem key={plan.id} plan={plan} busy={action.isPending} onAction={(what) => onAction(plan, what)} />
          ))}
        </Box>
      )}
      {editing && (
        <PlanFormDialog
          plan={editing.plan}
          students={students}
          defaultStudentId={defaultStudentId}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(t(editing.plan ? 'plans.notices.saved' : 'plans.notices.created', { title: saved.title }));
          }}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t(`plans.confirm.${confirming.action}.title`)}
          body={t(`plans.confirm.${confirming.action}.body`, { title: confirming.plan.title })}
          confirm={t(`plans.confirm.${confirming.action}.confirm`)}
          busy={action.isPending}
          onConfirm={() => run(confirming.plan, confirming.action)}
          onClose={() => setConfirming(null)}
        />
      )}
    </Paper>
  );
}
