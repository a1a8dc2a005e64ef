import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CategoriesResponse } from '../../../../shared/api/exams';

/** "Best score: 90% (passed)" for a signed-in student who has tried this test. */
export function BestScore({ best }: { best: CategoriesResponse['mock']['best'] }) {
  const { t } = useTranslation();
  if (!best) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 700 }}>
      {t(best.passed ? 'exams.bestPassed' : 'exams.bestFailed', { percent: best.percent })}
    </Typography>
  );
}
