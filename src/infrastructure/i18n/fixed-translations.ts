/** The text at a dotted key (`auth.login.title`), or undefined. */
function lookup(texts: unknown, key: string): string | undefined {
  let node = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * One language's translations without i18next: a key looked up by its path, `{{name}}` replaced by the
 * option of that name (not escaped, as the application's i18next: React escapes), a missing key shown
 * as itself. Enough for the sign-in page's island (src/sign-in.tsx), whose texts use nothing else
 * (plurals, nesting, formats): i18next itself, about 15 kB gzip, loads with the application after it.
 * tests/infrastructure/fixed-translations.test.ts checks every sign-in text against i18next.
 */
export function fixedTranslations(
  texts: Record<string, unknown>,
): (key: string, options?: Record<string, unknown>) => string {
  return (key, options) => {
    const text = lookup(texts, key);
    if (text === undefined) return key;
    return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
      options && name in options ? String(options[name]) : whole,
    );
  };
}
