import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/page-meta';
import { isFaqGroup, type FaqGroup } from '../components/document-schema';
import { InfoPageLayout } from '../components/info-page-layout';
import { RichText } from '../components/rich-text';

/** The FAQ groups of locales/en/info.json (`info.faq.groups.<id>`), in display order. */
export const FAQ_GROUP_KEYS = [
  'info.faq.groups.parents',
  'info.faq.groups.students',
  'info.faq.groups.schools',
  'info.faq.groups.privacy',
] as const;

function FaqSection({ id, group }: { id: string; group: FaqGroup }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ scrollMarginTop: '64px', mb: 5 }}>
      <Typography id={`${id}-heading`} variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
        {group.title}
      </Typography>
      {group.items.map((item, i) => (
        // MUI wraps each summary in an <h3> (continuing the heading order) and the details in a
        // region labelled by the summary's id, with the id given as aria-controls.
        <Accordion key={i} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMore aria-hidden="true" />}
            id={`${id}-q${i + 1}`}
            aria-controls={`${id}-a${i + 1}`}
          >
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">
              <RichText text={item.answer} />
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** /faq: questions grouped for parents, students, schools and privacy. */
export default function FaqPage() {
  const { t } = useTranslation();
  usePageMeta(t('info.faq.meta.title'), t('info.faq.meta.description'));

  const groups = FAQ_GROUP_KEYS.map((key) => ({
    id: key.split('.').pop() ?? key,
    group: t(key, { returnObjects: true }) as unknown,
  }));

  return (
    <InfoPageLayout title={t('info.faq.title')} lead={t('info.faq.lead')} promo>
      {groups.map(({ id, group }) => (isFaqGroup(group) ? <FaqSection key={id} id={id} group={group} /> : null))}
      <Paper variant="outlined" component="aside" aria-labelledby="faq-more" sx={{ p: 3 }}>
        <Typography id="faq-more" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('info.faq.more.title')}
        </Typography>
        <Typography>
          <RichText text={t('info.faq.more.body')} />
        </Typography>
      </Paper>
    </InfoPageLayout>
  );
}
