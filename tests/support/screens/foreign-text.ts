/**
 * What a Spanish screen must never show (issue 31 item 2): English words of the code and of libraries'
 * untranslated texts, placeholders, code keys and internal ids. One list and one check for the walk of
 * the running product (tests/e2e/screens-fit.e2e.test.ts) and for every story (.storybook/vitest.setup.ts).
 */
export const FOREIGN_WORDS = [
  'the',
  'and',
  'of',
  'with',
  'Loading',
  'Error',
  'Save',
  'Cancel',
  'Delete',
  'Edit',
  'Search',
  'Rows per page',
  'No rows',
  'undefined',
  'null',
  'NaN',
  'PLACEHOLDER',
  'TODO',
  'scheme',
  'credit',
  'mandatory',
] as const;

/** The problems of a screen's visible text, one sentence each; none when it speaks Spanish only. */
export function foreignTextProblems(text: string): string[] {
  const found: string[] = [];
  for (const word of FOREIGN_WORDS) {
    const match = new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').exec(text);
    if (match)
      found.push(
        `shows the word «${word}»: …${text.slice(Math.max(0, match.index - 30), match.index + 40)}…`,
      );
  }
  // A code key: a lower-case word with a capital inside (poolAmount, insurableCap).
  for (const key of new Set(text.match(/(?<![\p{L}\d])[a-z]+[A-Z][A-Za-z]*(?![\p{L}\d])/gu) ?? []))
    found.push(`shows the internal key «${key}»`);
  // An internal id joining parts with a bar (2026-11-16|CE-12345-PM|ANC).
  for (const id of new Set(text.match(/\S+\|\S+\|\S+/g) ?? [])) found.push(`shows the internal id «${id}»`);
  return found;
}

/**
 * The visible text under `root`, without the parts marked as another language (a third-party licence's
 * own English words on «Acerca de») and without what is hidden.
 */
export function visibleText(root: Element): string {
  const parts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent) continue;
    // Only a language marked inside `root` counts: the page around a story may say lang="en".
    const marked = parent.closest('[lang]');
    if (marked && root.contains(marked) && !marked.getAttribute('lang')?.startsWith('es')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    parts.push(node.textContent ?? '');
  }
  return parts.join(' ');
}
