import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../domain/app/app-info';

/**
 * Translations are loaded per language from `./assets/i18n/{lang}.json`. Rejects when the default
 * language's file cannot be read, so start-up can show a clear error instead of raw keys.
 */
export async function initI18n(baseUrl: string, language: string = DEFAULT_LANGUAGE): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      // Not through `new URL`: it would percent-encode the {{lng}} placeholder.
      backend: { loadPath: `${baseUrl.replace(/\/?$/, '/')}assets/i18n/{{lng}}.json` },
      react: { useSuspense: false },
    });
  if (
    !instance.hasResourceBundle(language, 'translation') &&
    !instance.hasResourceBundle(DEFAULT_LANGUAGE, 'translation')
  ) {
    throw new Error(`No se pudieron cargar las traducciones (assets/i18n/${language}.json).`);
  }
  return instance;
}
