import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Texts = { readonly [key: string]: string | Texts };

const read = (language: string): Texts =>
  JSON.parse(readFileSync(`public/assets/i18n/${language}.json`, 'utf8')) as Texts;

/** Every text key under a section, as dotted paths. */
function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Placeholders of a text ({{name}}), in order. */
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

const SECTIONS = [
  'catalogue',
  'companies',
  'plants',
  'vessels',
  'species',
  'fishingTypes',
  'positions',
  'workers',
  'parameters',
  'pensionFunds',
  'specialtyPay',
  'pages',
];

describe('the catalogue, worker and parameter screens in English', () => {
  const es = read('es');
  const en = read('en');

  it.each(SECTIONS)('en.json has every text of «%s» es.json has, with the same placeholders', (section) => {
    const spanish = es[section] as Texts;
    const english = en[section] as Texts | undefined;
    expect(english, `en.json lacks «${section}»`).toBeDefined();
    expect(keysOf(english!).sort()).toEqual(keysOf(spanish).sort());
    const textOf = (texts: Texts, path: string) =>
      path.split('.').reduce<Texts | string>((node, key) => (node as Texts)[key]!, texts) as string;
    for (const path of keysOf(spanish)) {
      expect(placeholders(textOf(english!, path)), path).toEqual(placeholders(textOf(spanish, path)));
    }
  });
});

describe('form labels', () => {
  it('never carry their unit: the kit adds it once from the field («… (S/)», not «… (S/) (S/)»)', () => {
    const formTexts = keysOf(read('es')).filter((key) => key.split('.').includes('form'));
    const texts = read('es');
    const textOf = (key: string) =>
      key.split('.').reduce<string | Texts>((node, part) => (node as Texts)[part]!, texts) as string;
    expect(formTexts.length).toBeGreaterThan(20);
    expect(formTexts.filter((key) => /\((S\/|%|m³|t|TM)\)\s*$/.test(textOf(key)))).toEqual([]);
  });
});
