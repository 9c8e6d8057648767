import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEMESTER_CHOICES } from '../../src/presentation/months/semester-presenter';

type Texts = { readonly [key: string]: string | Texts };

const read = (language: string) =>
  JSON.parse(readFileSync(path.join('public/assets/i18n', `${language}.json`), 'utf8')) as Texts;

/** Whether `key` names a text (or its plural forms) in `texts`. */
function hasText(texts: Texts, key: string): boolean {
  const find = (k: string) =>
    k
      .split('.')
      .reduce<string | Texts | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        texts,
      );
  return [key, `${key}_one`, `${key}_other`].some((k) => typeof find(k) === 'string');
}

/** Every key the code asks for by its full name: `t('section.text')`. */
function keysInCode(dir: string): { key: string; file: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((f) => {
      const file = path.join(dir, f);
      return [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)'/g)].map(
        (m) => ({ key: m[1]!, file }),
      );
    });
}

describe('the texts the screens ask for', () => {
  const used = keysInCode('src');

  it('are found in the code (the check reads what it should)', () => {
    expect(used.length).toBeGreaterThan(500);
  });

  it.each(['es', 'en'])('exist in %s.json: a missing one would show its key on screen', (language) => {
    const texts = read(language);
    expect(used.filter((u) => !hasText(texts, u.key)).map((u) => `${u.key} (${u.file})`)).toEqual([]);
  });
});

/**
 * The keys the code builds from a value (`t(`months.semester.choices.${c.key}`)`), which the search for
 * literal keys above cannot see: each family is its prefix and the values the code can build it from.
 */
const DYNAMIC_KEYS: readonly { readonly prefix: string; readonly values: readonly string[] }[] = [
  { prefix: 'months.semester.choices', values: SEMESTER_CHOICES.map((c) => c.key) },
];

/** The keys of the families missing from `texts`. */
function missingDynamicKeys(
  texts: Texts,
  families: readonly { readonly prefix: string; readonly values: readonly string[] }[],
): string[] {
  return families.flatMap((f) => f.values.map((v) => `${f.prefix}.${v}`)).filter((k) => !hasText(texts, k));
}

describe('the texts the screens build from a value', () => {
  it.each(['es', 'en'])('exist in %s.json for every value', (language) => {
    expect(missingDynamicKeys(read(language), DYNAMIC_KEYS)).toEqual([]);
  });

  it('are reported when one is missing', () => {
    expect(
      missingDynamicKeys(read('es'), [{ prefix: 'months.semester.choices', values: ['cts-05', 'cts-06'] }]),
    ).toEqual(['months.semester.choices.cts-06']);
  });
});
