import type { ResourceLanguage } from 'i18next';

/** Where a language's translations are (index.html preloads the default one: keep the URLs equal). */
export const translationsUrl = (baseUrl: string, language: string) =>
  `${baseUrl.replace(/\/?$/, '/')}assets/i18n/${encodeURIComponent(language)}.json`;

/** A language's translations, or null when they cannot be read. */
export async function fetchTranslations(
  baseUrl: string,
  language: string,
  fetchFn: typeof fetch,
): Promise<ResourceLanguage | null> {
  try {
    // A plain request (no options): it takes over the one index.html preloads.
    const response = await fetchFn(translationsUrl(baseUrl, language));
    if (!response.ok) return null;
    return { translation: (await response.json()) as ResourceLanguage[string] };
  } catch {
    return null;
  }
}
