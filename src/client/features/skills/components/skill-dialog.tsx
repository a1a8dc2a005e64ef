import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Skill, SkillEvent, SkillLevel, SkillsTree } from '../../../../shared/api/skills';
import { LevelForm } from './level-form';
import { LevelIcon } from './levels';
import { SkillHistory } from './skill-history';

export interface StudentContext {
  studentId: string;
  levels: ReadonlyMap<string, SkillLevel>;
  history: SkillEvent[];
  canSetLevel: boolean;
}

interface Props {
  tree: SkillsTree;
  skill: Skill;
  student?: StudentContext;
  onClose: () => void;
  /** Opens another skill (a prerequisite or a skill this one unlocks). */
  onOpen: (skill: Skill) => void;
}

/** One skill: what it means, how to practise it, what it needs and unlocks, and (for a student) its level and history. */
export function SkillDialog({ tree, skill, student, onClose, onOpen }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  const byId = useMemo(() => new Map(tree.skills.map((s) => [s.id, s])), [tree]);
  const tier = tree.tiers.find((x) => x.id === skill.tier);
  const prerequisites = skill.prerequisites.map((p) => byId.get(p)).filter((s): s is Skill => Boolean(s));
  const unlocks = tree.skills.filter((s) => s.prerequisites.includes(skill.id));
  const level = student?.levels.get(skill.id) ?? 'not-started';
  const levelOf = (s: Skill) => student?.levels.get(s.id) ?? 'not-started';
  const events = student?.history.filter((e) => e.skillId === skill.id) ?? [];

  const chips = (list: Skill[]) => (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {list.map((s) => (
        <Chip
          key={s.id}
          label={s.name}
          onClick={() => onOpen(s)}
          variant="outlined"
          {...(student ? { icon: <LevelIcon level={levelOf(s)} /> } : {})}
        />
      ))}
    </Stack>
  );

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`} sx={{ pb: 0.5 }}>
        {skill.name}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {tier?.name}
          </Typography>
          {student && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LevelIcon level={level} fontSize="medium" />
              <Typography sx={{ fontWeight: 500 }}>
                {t('skills.currentLevel', { level: t(`skills.levels.${level}`) })}
              </Typography>
            </Stack>
          )}
          {skill.fallback && (
            <Alert severity="info" lang="en">
              {t('skills.fallback')}
            </Alert>
          )}
          <Typography lang={skill.fallback ? 'en' : undefined}>{skill.description}</Typography>
          <section aria-labelledby={`${id}-tips`}>
            <Typography id={`${id}-tips`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('skills.tips')}
            </Typography>
            <Typography component="ul" sx={{ m: 0, paddingInlineStart: 3 }} lang={skill.fallback ? 'en' : undefined}>
              {skill.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </Typography>
          </section>
          <section aria-labelledby={`${id}-needs`}>
            <Typography id={`${id}-needs`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
              {t('skills.prerequisites')}
            </Typography>
            {prerequisites.length ? (
              chips(prerequisites)
            ) : (
              <Typography color="text.secondary">{t('skills.noPrerequisites')}</Typography>
            )}
          </section>
          {unlocks.length > 0 && (
            <section aria-labelledby={`${id}-unlocks`}>
              <Typography id={`${id}-unlocks`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
                {t('skills.unlocks')}
              </Typography>
              {chips(unlocks)}
            </section>
          )}
          {student?.canSetLevel && (
            <>
              <Divider />
              <section aria-labelledby={`${id}-set`}>
                <Typography id={`${id}-set`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                  {t('skills.form.title')}
                </Typography>
                <LevelForm
                  key={skill.id}
                  studentId={student.studentId}
                  skillId={skill.id}
                  current={level}
                  openPrerequisites={prerequisites.filter((p) => levelOf(p) !== 'mastered').map((p) => p.name)}
                />
              </section>
            </>
          )}
          {student && (
            <>
              <Divider />
              <section aria-labelledby={`${id}-history`}>
                <Typography id={`${id}-history`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {t('skills.history.title')}
                </Typography>
                <SkillHistory events={events} headingId={`${id}-history`} />
              </section>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('skills.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
