import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageMeta } from '../components/page-meta';
import { ProjectBoard } from '../features/board/components/project-board';

/** /admin/project-board: the platform team's kanban board (docs/product/project-board.md). */
export default function ProjectBoardPage() {
  const { t } = useTranslation();
  usePageMeta(t('projectBoard.title'));
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Link component={RouterLink} to="/admin" sx={{ display: 'inline-block', mb: 2 }}>
        {t('admin.backToAdmin')}
      </Link>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {t('projectBoard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('projectBoard.intro')}
      </Typography>
      <ProjectBoard />
    </Container>
  );
}
