import { isIsoDate, isYearMonth } from '../../domain/payroll/dates';
import { Decimal } from '../../domain/payroll/decimal';
import { payrollError, type PayrollError, type RowRef } from '../../domain/payroll/errors';

export type Json = Record<string, unknown>;

/**
 * Reads untrusted JSON into typed values, remembering every problem with its path
 * ("landings[3].tonnes") instead of stopping at the first. Strict on purpose: an unknown field is a
 * problem, because a misspelt optional field ("penalizedTonnes") would otherwise read as absent and
 * silently change the pay. Money, tonnes, partes and rates must be decimal strings ("180.500"):
 * JSON numbers are binary floating point and are refused for them.
 */
export class JsonReader {
  private readonly problems: RowRef[] = [];

  problem(path: string, problem: string): void {
    this.problems.push({ list: 'input', path, problem });
  }

  get ok(): boolean {
    return this.problems.length === 0;
  }

  /** One InvalidInput error listing every problem, or none. */
  errors(): PayrollError[] {
    return this.ok ? [] : [payrollError('InvalidInput', this.problems)];
  }

  /** An object with only the `allowed` fields; undefined (and a problem) otherwise. */
  object(value: unknown, path: string, allowed: readonly string[]): Json | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.problem(path, 'se esperaba un objeto');
      return undefined;
    }
    for (const key of Object.keys(value)) {
      if (!allowed.includes(key))
        this.problem(join(path, key), `campo desconocido (campos admitidos: ${allowed.join(', ')})`);
    }
    return value as Json;
  }

  /** The items of a list field, each read by `item`; an absent optional list is empty. */
  list<T>(
    obj: Json,
    key: string,
    path: string,
    item: (value: unknown, path: string) => T | undefined,
    optional = false,
  ): T[] {
    const value = obj[key];
    const at = join(path, key);
    if (value === undefined && optional) return [];
    if (!Array.isArray(value)) {
      this.problem(at, value === undefined ? 'falta el campo (una lista)' : 'se esperaba una lista');
      return [];
    }
    const items: T[] = [];
    value.forEach((element, index) => {
      const read = item(element, `${at}[${index}]`);
      if (read !== undefined) items.push(read);
    });
    return items;
  }

  /** The rows of a list field, each an object with only the `fields` and read by `row`. */
  rows<T>(
    obj: Json,
    key: string,
    path: string,
    fields: readonly string[],
    row: (fields: Json, path: string) => T | undefined,
    optional = false,
  ): T[] {
    return this.list(
      obj,
      key,
      path,
      (value, at) => {
        const read = this.object(value, at, fields);
        return read === undefined ? undefined : row(read, at);
      },
      optional,
    );
  }

  string(obj: Json, key: string, path: string): string;
  string(obj: Json, key: string, path: string, optional: true): string | undefined;
  string(obj: Json, key: string, path: string, optional = false): string | undefined {
    const value = obj[key];
    if (value === undefined) return this.missing(path, key, optional, '');
    if (typeof value !== 'string' || value.trim() === '') {
      this.problem(join(path, key), 'se esperaba un texto no vacío');
      return '';
    }
    return value;
  }

  decimal(obj: Json, key: string, path: string): Decimal;
  decimal(obj: Json, key: string, path: string, optional: true): Decimal | undefined;
  decimal(obj: Json, key: string, path: string, optional = false): Decimal | undefined {
    const value = obj[key];
    if (value === undefined) return this.missing(path, key, optional, Decimal.ZERO);
    if (typeof value === 'number') {
      this.problem(
        join(path, key),
        `los montos, toneladas, partes y tasas van como texto decimal ("${String(value)}"), no como número JSON`,
      );
      return Decimal.ZERO;
    }
    const parsed = typeof value === 'string' ? Decimal.parse(value) : undefined;
    if (parsed === undefined) {
      this.problem(join(path, key), 'se esperaba un decimal como texto, p. ej. "180.500"');
      return Decimal.ZERO;
    }
    return parsed;
  }

  date(obj: Json, key: string, path: string): string;
  date(obj: Json, key: string, path: string, optional: true): string | undefined;
  date(obj: Json, key: string, path: string, optional = false): string | undefined {
    const value = obj[key];
    if (value === undefined) return this.missing(path, key, optional, '');
    if (!isIsoDate(value)) {
      this.problem(join(path, key), 'se esperaba una fecha válida AAAA-MM-DD');
      return '';
    }
    return value;
  }

  yearMonth(obj: Json, key: string, path: string): string {
    const value = obj[key];
    if (!isYearMonth(value)) {
      this.problem(join(path, key), value === undefined ? 'falta el campo' : 'se esperaba un mes AAAA-MM');
      return '';
    }
    return value;
  }

  integer(obj: Json, key: string, path: string, min: number, max: number): number {
    const value = obj[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.problem(
        join(path, key),
        value === undefined ? 'falta el campo' : `se esperaba un entero entre ${min} y ${max}`,
      );
      return min;
    }
    return value;
  }

  boolean(obj: Json, key: string, path: string): boolean | undefined {
    const value = obj[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') {
      this.problem(join(path, key), 'se esperaba true o false');
      return undefined;
    }
    return value;
  }

  oneOf<T extends string>(obj: Json, key: string, path: string, values: readonly T[]): T;
  oneOf<T extends string>(
    obj: Json,
    key: string,
    path: string,
    values: readonly T[],
    optional: true,
  ): T | undefined;
  oneOf<T extends string>(
    obj: Json,
    key: string,
    path: string,
    values: readonly T[],
    optional = false,
  ): T | undefined {
    const value = obj[key];
    if (value === undefined) return this.missing(path, key, optional, values[0]!);
    const found = values.find((v) => v === value);
    if (found === undefined) {
      this.problem(join(path, key), `valor no admitido; use uno de: ${values.join(', ')}`);
      return values[0]!;
    }
    return found;
  }

  private missing<T>(path: string, key: string, optional: boolean, fallback: T): T | undefined {
    if (optional) return undefined;
    this.problem(join(path, key), 'falta el campo');
    return fallback;
  }
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/** `{ key: value }` (TypeScript types a computed key as any string: the one key is named here). */
export function entry<K extends string, V>(key: K, value: V): Record<K, V> {
  return { [key]: value } as Record<K, V>;
}

/** `{ key: value }` when value is defined, `{}` otherwise: optional fields stay absent. */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : entry(key, value);
}
