import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/page-meta';
import { LegalDocument } from '../components/legal-document';

/** /terms-and-conditions (and /terms, which redirects here) */
export default function TermsPage() {
  const { t } = useTranslation();
  usePageMeta(t('info.terms.meta.title'), t('info.terms.meta.description'));
  return <LegalDocument docKey="info.terms" updated="2026-11-22" />;
}
