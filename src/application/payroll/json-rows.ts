import { Decimal } from '../../domain/payroll/decimal';
import { entry, type Json, type JsonReader } from './json-reader';

/** How one field of a row is read: by the reader, from the row, under the row's path. */
export type FieldRead<V> = (reader: JsonReader, row: Json, key: string, path: string) => V;

/**
 * The rows of one JSON list, declared field by field: the declaration gives the fields admitted, the
 * order they are read in (so the order of the problems) and the order of the row's properties (every
 * row of a list gets the same fields in the same order, absent optional ones as undefined).
 */
export class RowShape<T extends object> {
  private constructor(
    readonly fields: readonly string[],
    private readonly read: (reader: JsonReader, row: Json, path: string) => T,
  ) {}

  /** A row with no field yet. */
  static empty(): RowShape<object> {
    return new RowShape([], () => ({}));
  }

  /** This row and then the field `key`, read by `field`. */
  with<K extends string, V>(key: K, field: FieldRead<V>): RowShape<T & Record<K, V>> {
    const before = this.read;
    return new RowShape([...this.fields, key], (reader, row, path) => ({
      ...before(reader, row, path),
      ...entry(key, field(reader, row, key, path)),
    }));
  }

  /** The rows of the list field `key` of `obj`; an absent optional list is empty. */
  rows(reader: JsonReader, obj: Json, key: string, path: string, optional = false): T[] {
    return reader.rows(obj, key, path, this.fields, (row, at) => this.read(reader, row, at), optional);
  }
}

export const text: FieldRead<string> = (reader, row, key, path) => reader.string(row, key, path);
export const optionalText: FieldRead<string | undefined> = (reader, row, key, path) =>
  reader.string(row, key, path, true);
export const decimal: FieldRead<Decimal> = (reader, row, key, path) => reader.decimal(row, key, path);
export const optionalDecimal: FieldRead<Decimal | undefined> = (reader, row, key, path) =>
  reader.decimal(row, key, path, true);
/** An optional decimal read as zero when absent. */
export const decimalOrZero: FieldRead<Decimal> = (reader, row, key, path) =>
  reader.decimal(row, key, path, true) ?? Decimal.ZERO;
export const date: FieldRead<string> = (reader, row, key, path) => reader.date(row, key, path);
export const optionalDate: FieldRead<string | undefined> = (reader, row, key, path) =>
  reader.date(row, key, path, true);
export const flag: FieldRead<boolean | undefined> = (reader, row, key, path) =>
  reader.boolean(row, key, path);

export function integerIn(min: number, max: number): FieldRead<number> {
  return (reader, row, key, path) => reader.integer(row, key, path, min, max);
}

export function optionalOneOf<T extends string>(values: readonly T[]): FieldRead<T | undefined> {
  return (reader, row, key, path) => reader.oneOf(row, key, path, values, true);
}
