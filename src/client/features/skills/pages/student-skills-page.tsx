import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { usePageMeta } from '../../../components/page-meta';
import { useStudentSkills } from '../api/skills';
import { SkillsProgress } from '../components/skills-progress';

/** /skills-tree/{studentId}: the student's own tree, or a linked parent's view of it (docs/product/access.md#route-access). */
export default function StudentSkillsPage() {
  const { t } = useTranslation();
  const { studentId = '' } = useParams();
  const { user } = useAuth();
  const own = user?.uid === studentId;
  const skills = useStudentSkills(studentId);
  const name = skills.data?.studentName ?? '';
  const title = own
    ? t('skills.student.myTitle')
    : name
      ? t('skills.student.title', { name })
      : t('skills.student.titleLoading');
  usePageMeta(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={own ? '/user' : `/student/${encodeURIComponent(studentId)}`}>
              {own ? t('skills.student.backOwn') : t('skills.student.back', { name: name || '…' })}
            </Link>
            <Link component={RouterLink} to="/skills-tree">
              {t('skills.student.aboutTree')}
            </Link>
          </Stack>
        </div>
        <section aria-labelledby="skills-progress">
          <Typography id="skills-progress" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('skills.student.progressHeading')}
          </Typography>
          <SkillsProgress studentId={studentId} />
        </section>
      </Stack>
    </Container>
  );
}
