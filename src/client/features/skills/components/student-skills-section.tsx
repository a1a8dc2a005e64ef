import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useSkillsTree } from '../../../api/skills-tree';
import { useStudentSkills } from '../api/skills';
import { LevelCounts, SkillsProgress } from './skills-progress';

/**
 * The skills part of a student's dashboard: the whole tree with levels for staff and parents
 * (docs/product/skills.md: teachers see it on the dashboard), a summary with a link for the student.
 */
export function StudentSkillsSection({ studentId, own }: { studentId: string; own: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="student-skills" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="student-skills" variant="h5" component="h2" gutterBottom>
        {t('skills.progress.title')}
      </Typography>
      {own ? <SkillsSummary studentId={studentId} /> : <SkillsProgress studentId={studentId} />}
    </Paper>
  );
}

function SkillsSummary({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const tree = useSkillsTree();
  const skills = useStudentSkills(studentId);
  const levels = useMemo(() => new Map((skills.data?.levels ?? []).map((l) => [l.skillId, l.level])), [skills.data]);
  if (tree.isPending || skills.isPending) return <Loading />;
  if (tree.error || skills.error) return <ErrorAlert error={tree.error ?? skills.error} />;
  const mastered = [...levels.values()].filter((l) => l === 'mastered').length;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('skills.progress.summary', { mastered, total: tree.data.skills.length })}</Typography>
      <LevelCounts levels={levels} total={tree.data.skills.length} />
      <Button component={RouterLink} to={`/skills-tree/${encodeURIComponent(studentId)}`} variant="contained">
        {t('skills.progress.open')}
      </Button>
    </Stack>
  );
}
