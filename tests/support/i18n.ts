import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/assets/i18n/en.json';
import es from '../../public/assets/i18n/es.json';

/** The real translations, loaded synchronously for tests and stories. */
export function createTestI18n(language: 'es' | 'en' = 'es'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'es',
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** The real Spanish translations as presenters take them (`Translate`, i18next's `t`). */
export function createTestTranslate(
  language: 'es' | 'en' = 'es',
): (key: string, params?: Record<string, unknown>) => string {
  const instance = createTestI18n(language);
  return (key, params) => instance.t(key, params ?? {});
}
