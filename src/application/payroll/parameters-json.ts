import type { PayrollError } from '../../domain/payroll/errors';
import {
  isParameterKey,
  type Confidence,
  type ParameterCatalogue,
  type ParameterEntry,
  type ParameterUnit,
} from '../../domain/payroll/parameters';
import { err, ok, type Result } from '../../domain/shared/result';
import { JsonReader, optional } from './json-reader';
import { toJsonValue, type JsonObject } from './payroll-output-json';

const UNITS: readonly ParameterUnit[] = ['PEN', 'percent', 'PEN/TM', 'UIT'];
const CONFIDENCES: readonly Confidence[] = ['law', 'practice', 'decision'];

/**
 * Parameter entries as JSON: a list of
 * `{ "key", "effectiveFrom", "effectiveTo"?, "value", "unit", "source", "confidence" }`,
 * e.g. the company's SCTR rate: `{ "key": "sctr.rate", "effectiveFrom": "2025-01-01", "value": "1.53",
 * "unit": "percent", "source": "Póliza SCTR 2025", "confidence": "practice" }`.
 */
export function readParameterEntries(json: unknown): Result<ParameterEntry[], PayrollError[]> {
  const reader = new JsonReader();
  if (!Array.isArray(json)) {
    reader.problem('', 'se esperaba una lista de parámetros');
    return err(reader.errors());
  }
  const entries = reader.list(
    { parameters: json },
    'parameters',
    '',
    (value, path): ParameterEntry | undefined => {
      const row = reader.object(value, path, [
        'key',
        'effectiveFrom',
        'effectiveTo',
        'value',
        'unit',
        'source',
        'confidence',
      ]);
      if (row === undefined) return undefined;
      const key = reader.string(row, 'key', path);
      if (key !== '' && !isParameterKey(key)) reader.problem(`${path}.key`, 'clave de parámetro desconocida');
      return {
        // eslint-disable-next-line no-restricted-syntax -- an unknown key is recorded as a problem just above, and a file with problems is refused whole
        key: key as ParameterEntry['key'],
        effectiveFrom: reader.date(row, 'effectiveFrom', path),
        ...optional('effectiveTo', reader.date(row, 'effectiveTo', path, true)),
        value: reader.decimal(row, 'value', path),
        unit: reader.oneOf(row, 'unit', path, UNITS),
        source: reader.string(row, 'source', path),
        confidence: reader.oneOf(row, 'confidence', path, CONFIDENCES),
      };
    },
  );
  return reader.ok ? ok(entries) : err(reader.errors());
}

/** The catalogue as JSON entries (the same format readParameterEntries reads). */
export function parameterEntriesToJson(entries: readonly ParameterEntry[]): JsonObject[] {
  return entries.map((entry) => toJsonValue(entry) as JsonObject);
}

/** The catalogue's entries, all of them or only those in force on `date`. */
export function catalogueToJson(catalogue: ParameterCatalogue, date?: string): JsonObject[] {
  return parameterEntriesToJson(date === undefined ? catalogue.entries() : catalogue.inForceAt(date));
}
