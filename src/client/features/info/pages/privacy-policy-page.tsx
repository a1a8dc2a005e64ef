import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/page-meta';
import { LegalDocument } from '../components/legal-document';

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  usePageMeta(t('info.privacy.meta.title'), t('info.privacy.meta.description'));
  return <LegalDocument docKey="info.privacy" updated="2026-11-28" />;
}
