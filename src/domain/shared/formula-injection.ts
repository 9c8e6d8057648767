/**
 * Formula injection (CSV injection, OWASP; CWE-1236): a spreadsheet that opens an exported file reads a
 * cell that starts with one of these characters as a formula (`=HYPERLINK("http://x","y")`). Every
 * export a spreadsheet may open passes its free texts (names, references) through this module
 * (docs/security.md, "Exports and formulas").
 *
 * The leading characters are OWASP's list: = + - @, tab (0x09) and carriage return (0x0D), and their
 * full-width forms ＝ ＋ － ＠ (U+FF1D, U+FF0B, U+FF0D, U+FF20), which some spreadsheets fold to the ASCII
 * ones; a line feed and NUL (ASVS 1.2.10) are treated the same way.
 */
export const FORMULA_TRIGGERS: readonly string[] = [
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\n',
  '\u0000',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
];

/** Whether a spreadsheet would read the text as a formula. */
export const startsLikeFormula = (text: string): boolean =>
  text.length > 0 && FORMULA_TRIGGERS.includes(text.charAt(0));

/**
 * A free text for a delimited file (CSV, tab- or pipe-separated text): OWASP's remedy, a single quote
 * before a text that starts like a formula, so the spreadsheet shows it as text.
 */
export const neutralizeFormula = (text: string): string => (startsLikeFormula(text) ? `'${text}` : text);

/**
 * A free text for a format that has no room for the quote (a bank's fixed-width file, whose alphabet
 * leaves out the quote): the leading characters that start a formula are dropped.
 */
export function withoutFormulaStart(text: string): string {
  let start = 0;
  while (start < text.length && (FORMULA_TRIGGERS.includes(text.charAt(start)) || text.charAt(start) === ' '))
    start += 1;
  return text.slice(start);
}
