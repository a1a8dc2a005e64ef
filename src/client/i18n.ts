import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { directionOf, FALLBACK_LANGUAGE, LANGUAGE_CODES } from '../shared/languages';

/**
 * docs/product/languages.md#translation-loading, docs/product/constants.md: one namespace
 * "translation" at /locales/{lng}/{ns}.json fetched with cache bypass;
 * stored preference first, then the browser, cached in localStorage "i18nextLng"; base code only;
 * English preloaded as the fallback. The backend retries 5xx and not 4xx; failures are logged.
 */
export const i18nReady = i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGE_CODES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    preload: [FALLBACK_LANGUAGE],
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
      convertDetectedLanguage: (lng: string) => lng.split('-')[0] ?? lng,
    },
    backend: {
      loadPath: '/locales/{{lng}}/{{ns}}.json',
      allowMultiLoading: false,
      requestOptions: { cache: 'no-store' },
    },
    react: { useSuspense: true },
  });

function applyDirection(lng: string): void {
  document.documentElement.lang = lng;
  document.documentElement.dir = directionOf(lng);
}
i18n.on('languageChanged', applyDirection);
i18n.on('failedLoading', (lng, ns, msg) => console.warn(`Loading translations ${lng}/${ns} failed: ${msg}`));

export default i18n;
