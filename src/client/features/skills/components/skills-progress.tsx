import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SKILL_LEVELS, type SkillLevel } from '../../../../shared/api/skills';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useSkillsTree } from '../../../api/skills-tree';
import { useStudentSkills } from '../api/skills';
import { LevelIcon, LevelLegend } from './levels';
import { SkillsTreeView } from './skills-tree-view';

/** Counts per level, e.g. "12 of 42 mastered". */
export function LevelCounts({ levels, total }: { levels: ReadonlyMap<string, SkillLevel>; total: number }) {
  const { t } = useTranslation();
  const counts = SKILL_LEVELS.map((level) => ({
    level,
    count:
      level === 'not-started'
        ? total - [...levels.values()].filter((l) => l !== 'not-started').length
        : [...levels.values()].filter((l) => l === level).length,
  }));
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, listStyle: 'none', p: 0, m: 0 }}>
      {counts.reverse().map(({ level, count }) => (
        <Stack component="li" key={level} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LevelIcon level={level} fontSize="medium" />
          <Typography>
            <Box component="strong" sx={{ fontSize: '1.25rem' }}>
              {count}
            </Box>{' '}
            {t(`skills.levels.${level}`)}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}

/** A student's tree with levels, legend and history; level controls for linked parents and staff. */
export function SkillsProgress({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const tree = useSkillsTree();
  const skills = useStudentSkills(studentId);
  const levels = useMemo(() => new Map((skills.data?.levels ?? []).map((l) => [l.skillId, l.level])), [skills.data]);
  if (tree.isPending || skills.isPending) return <Loading />;
  if (tree.error || skills.error) return <ErrorAlert error={tree.error ?? skills.error} />;
  const mastered = [...levels.values()].filter((l) => l === 'mastered').length;
  return (
    <Stack spacing={2}>
      <Typography>{t('skills.progress.summary', { mastered, total: tree.data.skills.length })}</Typography>
      <LevelCounts levels={levels} total={tree.data.skills.length} />
      {skills.data.can.setLevel ? (
        <Alert severity="info">{t('skills.progress.howToSet')}</Alert>
      ) : (
        <Typography color="text.secondary">{t('skills.progress.howItMoves')}</Typography>
      )}
      <LevelLegend />
      <SkillsTreeView
        tree={tree.data}
        student={{ studentId, levels, history: skills.data.history, canSetLevel: skills.data.can.setLevel }}
      />
    </Stack>
  );
}
