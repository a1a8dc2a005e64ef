import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ExamCategory } from '../../../../../shared/api/exams';
import { usePageMeta } from '../../../../components/page-meta';
import { useRequirements } from '../../../../api/requirements';
import { InfoPageLayout } from '../info-page-layout';
import { PromoPanel } from '../promo-panel';
import { RichText } from '../rich-text';
import { AppPreview } from './app-preview';
import { HoursTrackerPreview } from './hours-tracker-preview';
import { SampleQuestions } from './sample-questions';
import { StateRulesPanel } from './state-rules-panel';
import { isGuideSections, type GuideSection } from './guide-sections';
import { TestPrepCta, type PrimaryAction } from './test-prep-cta';
import { TEST_PREP_PAGES, type TestPrepPageKey } from './test-prep-pages';
import { useSelectedState } from './use-selected-state';

export type TestPrepTool = { kind: 'questions'; category?: ExamCategory } | { kind: 'tracker' } | { kind: 'app' };

interface TestPrepPageProps {
  /** The page's texts: `testPrep.pages.<pageKey>` in locales/<lng>/testPrep.json. */
  pageKey: TestPrepPageKey;
  tool: TestPrepTool;
  primary: PrimaryAction;
  /** How many guide sections come before the state rules and the tool. */
  rulesAfter?: number;
}

function GuideSectionView({ id, section }: { id: string; section: GuideSection }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ scrollMarginTop: '64px', mb: 5 }}>
      <Typography id={`${id}-heading`} variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
        {section.title}
      </Typography>
      {section.paragraphs.map((text, i) => (
        <Typography key={i} sx={{ mb: 2 }}>
          <RichText text={text} />
        </Typography>
      ))}
      {section.items && (
        <Box component="ul" sx={{ m: 0, mb: 2, paddingInlineStart: 3 }}>
          {section.items.map((text, i) => (
            <Typography key={i} component="li" sx={{ mb: 1 }}>
              <RichText text={text} />
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The other guides, so a reader can move between them. */
function RelatedGuides({ current }: { current: TestPrepPageKey }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-labelledby="related-guides-heading" sx={{ mb: 5 }}>
      <Typography id="related-guides-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('testPrep.common.related')}
      </Typography>
      <Stack
        component="ul"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        useFlexGap
        sx={{ m: 0, p: 0, listStyle: 'none', flexWrap: 'wrap' }}
      >
        {TEST_PREP_PAGES.filter((p) => p.key !== current).map((p) => (
          <li key={p.key}>
            <Link component={RouterLink} to={p.path}>
              {t(`testPrep.pages.${p.key}.title`)}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The frame of the seven test-prep guides (docs/product/exams.md): explanatory sections, the state selector
 * with that state's rules, sample questions or a preview of the tool, a call to action.
 */
export function TestPrepPage({ pageKey, tool, primary, rulesAfter = 2 }: TestPrepPageProps) {
  const { t } = useTranslation();
  usePageMeta(t(`testPrep.pages.${pageKey}.meta.title`), t(`testPrep.pages.${pageKey}.meta.description`));
  const requirements = useRequirements();
  const [selected, select] = useSelectedState();
  const rule = requirements.data?.find((s) => s.code === selected);

  const raw: unknown = t(`testPrep.pages.${pageKey}.sections`, { returnObjects: true });
  const sections = isGuideSections(raw) ? raw : [];
  const render = (list: GuideSection[], offset: number) =>
    list.map((section, i) => (
      <GuideSectionView key={offset + i} id={`${pageKey}-${offset + i + 1}`} section={section} />
    ));

  return (
    <InfoPageLayout title={t(`testPrep.pages.${pageKey}.title`)} lead={t(`testPrep.pages.${pageKey}.lead`)}>
      {render(sections.slice(0, rulesAfter), 0)}
      <StateRulesPanel
        states={requirements.data}
        loading={requirements.isPending}
        failed={requirements.isError}
        onRetry={() => void requirements.refetch()}
        selected={selected}
        onSelect={select}
      />
      {tool.kind === 'questions' ? (
        <SampleQuestions category={tool.category} state={rule ? rule.code : ''} />
      ) : tool.kind === 'tracker' ? (
        <HoursTrackerPreview rule={rule} />
      ) : (
        <AppPreview rule={rule} />
      )}
      {render(sections.slice(rulesAfter), rulesAfter)}
      <TestPrepCta pageKey={pageKey} primary={primary} />
      <PromoPanel />
      <RelatedGuides current={pageKey} />
      <Typography variant="body2" color="text.secondary">
        {t('testPrep.common.independent')}
      </Typography>
    </InfoPageLayout>
  );
}
