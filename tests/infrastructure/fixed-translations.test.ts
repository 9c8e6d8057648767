import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { fixedTranslations } from '../../src/infrastructure/i18n/fixed-translations';

/** Every key of a branch of the resources, dotted. */
function keysOf(node: unknown, prefix: string): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, `${prefix}.${k}`));
}

describe('the sign-in page’s translations without i18next', () => {
  it('gives every sign-in text as the application’s i18next does, in both languages', async () => {
    for (const language of ['es', 'en']) {
      const texts = JSON.parse(readFileSync(`public/assets/i18n/${language}.json`, 'utf8')) as Record<
        string,
        unknown
      >;
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: language,
        resources: { [language]: { translation: texts } },
        interpolation: { escapeValue: false },
      });
      const t = fixedTranslations(texts);
      const options = { username: 'ana<b>', destination: 'a***@correo.pe' };
      const keys = keysOf(texts.auth, 'auth');
      expect(keys.length).toBeGreaterThan(30);
      for (const key of keys) expect([key, t(key, options)]).toEqual([key, i18n.t(key, options)]);
    }
  });

  it('shows a missing key as itself and leaves a value it was not given', () => {
    const t = fixedTranslations({ a: { b: 'Hola {{name}}, {{other}}' } });
    expect(t('a.b', { name: 'Ana' })).toBe('Hola Ana, {{other}}');
    expect(t('a.c')).toBe('a.c');
    expect(t('a')).toBe('a');
  });
});
