import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isStructuredDocument, type DocumentBlock } from './document-schema';
import { formatLongDate, InfoPageLayout } from './info-page-layout';
import { RichText } from './rich-text';

/** The legal texts of locales/en/info.json that follow the StructuredDocument shape. */
export type LegalDocumentKey = 'info.privacy' | 'info.terms' | 'info.legalNotice';

interface LegalDocumentProps {
  docKey: LegalDocumentKey;
  /** Date of the last revision, YYYY-MM-DD. */
  updated: string;
}

function Block({ block }: { block: DocumentBlock }) {
  return (
    <>
      {block.paragraphs?.map((text, i) => (
        <Typography key={`p${i}`} variant="body1" sx={{ mb: 2 }}>
          <RichText text={text} />
        </Typography>
      ))}
      {block.items ? (
        <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3 }}>
          {block.items.map((text, i) => (
            <Typography key={i} component="li" variant="body1" sx={{ mb: 1 }}>
              <RichText text={text} />
            </Typography>
          ))}
        </Box>
      ) : null}
      {block.after?.map((text, i) => (
        <Typography key={`a${i}`} variant="body1" sx={{ mb: 2 }}>
          <RichText text={text} />
        </Typography>
      ))}
    </>
  );
}

/**
 * Renders a legal page (privacy policy, terms, legal notice) from its structured translation:
 * h1 title, "last updated" line, introduction, a table of contents, then h2 sections with optional
 * h3 subsections.
 */
export function LegalDocument({ docKey, updated }: LegalDocumentProps) {
  const { t, i18n } = useTranslation();
  const doc: unknown = t(docKey, { returnObjects: true });
  const lastUpdated = t('info.common.lastUpdated', {
    date: formatLongDate(updated, i18n.resolvedLanguage ?? i18n.language ?? 'en'),
  });

  if (!isStructuredDocument(doc)) {
    return (
      <InfoPageLayout title={t('info.common.unavailableTitle')} meta={lastUpdated}>
        <Typography role="alert">{t('info.common.unavailable')}</Typography>
      </InfoPageLayout>
    );
  }

  const sections = Object.entries(doc.sections);
  return (
    <InfoPageLayout title={doc.title} meta={lastUpdated}>
      {doc.intro?.map((text, i) => (
        <Typography key={i} variant="body1" sx={{ mb: 2 }}>
          <RichText text={text} />
        </Typography>
      ))}
      {sections.length > 3 ? (
        <Box
          component="nav"
          aria-labelledby="document-contents"
          sx={{ my: 3, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
        >
          <Typography id="document-contents" variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {t('info.common.contents')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, columns: { xs: 1, sm: 2 }, columnGap: 4 }}>
            {sections.map(([id, section]) => (
              <Typography key={id} component="li" variant="body2" sx={{ mb: 0.5, breakInside: 'avoid' }}>
                <Link href={`#${id}`}>{section.heading}</Link>
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
      <Divider sx={{ my: 3 }} />
      {sections.map(([id, section]) => (
        <Box
          key={id}
          component="section"
          id={id}
          aria-labelledby={`${id}-heading`}
          sx={{ scrollMarginTop: '64px', mb: 4 }}
        >
          <Typography id={`${id}-heading`} variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
            {section.heading}
          </Typography>
          <Block block={section} />
          {section.subsections
            ? Object.entries(section.subsections).map(([subId, sub]) => (
                <Box key={subId} sx={{ mb: 2 }}>
                  <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {sub.heading}
                  </Typography>
                  <Block block={sub} />
                </Box>
              ))
            : null}
        </Box>
      ))}
    </InfoPageLayout>
  );
}
