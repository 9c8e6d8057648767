/** What a field of an answer must be: `object` is any object but null (an array too). */
export type FieldKind = 'string' | 'number' | 'array' | 'object';

const isKind = (value: unknown, kind: FieldKind): boolean => {
  switch (kind) {
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null;
    default:
      return typeof value === kind;
  }
};

/**
 * Whether a JSON value is an object whose named fields are of these kinds: the check an adapter makes
 * before it trusts an answer to be the route's (the fields the screens read, not every field).
 */
export function hasFields<T>(value: unknown, kinds: Partial<Record<keyof T, FieldKind>>): value is T {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries<FieldKind | undefined>(kinds).every(
    ([name, kind]) => kind === undefined || isKind(Reflect.get(value, name), kind),
  );
}
