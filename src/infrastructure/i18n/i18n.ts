import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../domain/app/app-info';
import { fetchTranslations } from './translations';

export { translationsUrl } from './translations';

/**
 * Translations are read from `./assets/i18n/{lang}.json` (the default language too, as fallback)
 * before i18next starts, so the first render has every text. Rejects when neither can be read, so
 * start-up can show a clear error instead of raw keys.
 */
export async function initI18n(
  baseUrl: string,
  language: string = DEFAULT_LANGUAGE,
  fetchFn: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<i18n> {
  const languages = [...new Set([language, DEFAULT_LANGUAGE])];
  const loaded = await Promise.all(languages.map((l) => fetchTranslations(baseUrl, l, fetchFn)));
  const resources = Object.fromEntries(
    languages.flatMap((l, i) => (loaded[i] ? [[l, loaded[i]] as const] : [])),
  );
  if (Object.keys(resources).length === 0) {
    throw new Error(`No se pudieron cargar las traducciones (assets/i18n/${language}.json).`);
  }
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: ['translation'],
    defaultNS: 'translation',
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
