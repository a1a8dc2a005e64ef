import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/page-meta';
import { LegalDocument } from '../components/legal-document';

/** /legal-notice: operator, contact, responsible person and the disclaimer on state data. */
export default function LegalNoticePage() {
  const { t } = useTranslation();
  usePageMeta(t('info.legalNotice.meta.title'), t('info.legalNotice.meta.description'));
  return <LegalDocument docKey="info.legalNotice" updated="2026-11-22" />;
}
