import { describe, expect, it } from 'vitest';
import { initI18n, translationsUrl } from '../../src/infrastructure/i18n/i18n';

const BASE = 'https://planillas.example/';

function fakeFetch(files: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(String(input));
    expect(init).toBeUndefined();
    const body = files[String(input)];
    return body === undefined
      ? new Response('no', { status: 404 })
      : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchFn, asked };
}

describe('translations at start-up', () => {
  it('reads the default language from the URL index.html preloads, with a plain request', async () => {
    const { fetchFn, asked } = fakeFetch({ [`${BASE}assets/i18n/es.json`]: { app: { title: 'Planillas' } } });
    const i18n = await initI18n(BASE, 'es', fetchFn);
    expect(asked).toEqual([`${BASE}assets/i18n/es.json`]);
    expect(i18n.t('app.title')).toBe('Planillas');
    expect(translationsUrl('https://x.example/sub', 'es')).toBe('https://x.example/sub/assets/i18n/es.json');
  });

  it('falls back to the default language for texts another language lacks, or when its file is missing', async () => {
    const { fetchFn } = fakeFetch({
      [`${BASE}assets/i18n/es.json`]: { a: 'uno', b: 'dos' },
      [`${BASE}assets/i18n/en.json`]: { a: 'one' },
    });
    const en = await initI18n(BASE, 'en', fetchFn);
    expect([en.t('a'), en.t('b')]).toEqual(['one', 'dos']);
    const missing = await initI18n(
      BASE,
      'en',
      fakeFetch({ [`${BASE}assets/i18n/es.json`]: { a: 'uno' } }).fetchFn,
    );
    expect(missing.t('a')).toBe('uno');
  });

  it('rejects with a clear message when no translations can be read', async () => {
    await expect(initI18n(BASE, 'es', fakeFetch({}).fetchFn)).rejects.toThrow(
      'No se pudieron cargar las traducciones (assets/i18n/es.json).',
    );
  });
});
