/**
 * The tools of a closed vocabulary (an `as const` array of words): its type guard and its parse function
 * at a border (a stored text column, a received value). Each enumerated value that crosses a boundary is
 * defined once as such an array in the domain (docs/payroll.md, "One vocabulary") and read back with
 * these, never with a cast.
 */

/** A stored or received word that is not one of the vocabulary's: a defect or a damaged row, never guessed. */
export class UnknownVocabularyValue extends Error {
  constructor(
    readonly vocabulary: string,
    readonly value: unknown,
  ) {
    super(`Unknown ${vocabulary}: ${JSON.stringify(value)}`);
    this.name = 'UnknownVocabularyValue';
  }
}

/** The type guard of a vocabulary: whether `value` is one of its words. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

/** The parse function of a vocabulary: the word itself, or UnknownVocabularyValue. */
export const parserOf =
  <T extends string>(values: readonly T[], vocabulary: string) =>
  (value: string): T => {
    const found = values.find((v) => v === value);
    if (found === undefined) throw new UnknownVocabularyValue(vocabulary, value);
    return found;
  };
