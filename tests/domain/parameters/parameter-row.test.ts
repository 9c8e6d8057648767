import { describe, expect, it } from 'vitest';
import {
  createRefusal,
  deleteRefusal,
  editRefusal,
  missingParameterMessage,
  parameterInfo,
  validateParameterRow,
  type ParameterRowInput,
} from '../../../src/domain/parameters/parameter-row';
import { Decimal } from '../../../src/domain/payroll/decimal';
import { afpKey, ParameterCatalogue, ParameterReader } from '../../../src/domain/payroll/parameters';

const entry = (effectiveFrom: string, value: string) => ({
  key: afpKey('INTEGRA', 'insurableCap'),
  effectiveFrom,
  value: Decimal.of(value),
  unit: 'PEN' as const,
  source: 'SBS',
  confidence: 'law' as const,
});

describe('effective-date lookup at a change', () => {
  const catalogue = ParameterCatalogue.of([entry('2025-01-01', '12209.11'), entry('2026-05-01', '12500.00')]);
  const cap = (date: string) => catalogue.valueAt(afpKey('INTEGRA', 'insurableCap'), date);

  it('the day before the change reads the old value, the day of and after the new one', () => {
    expect(cap('2026-04-30')).toEqual({ ok: true, value: Decimal.of('12209.11') });
    expect(cap('2026-05-01')).toEqual({ ok: true, value: Decimal.of('12500.00') });
    expect(cap('2026-05-02')).toEqual({ ok: true, value: Decimal.of('12500.00') });
  });

  it('before the first row there is no value: a named error, never zero', () => {
    const result = cap('2024-12-31');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('ParameterNotInForce');
    expect(result.error.rows[0]).toMatchObject({
      key: 'afp.INTEGRA.insurableCap',
      date: '2024-12-31',
      message: 'No hay AFP INTEGRA: remuneración máxima asegurable vigente el 31/12/2024',
    });
  });

  it('the reader records every missing parameter with its name and date', () => {
    const reader = new ParameterReader(ParameterCatalogue.of([]), '2027-03-01');
    reader.get('uit');
    reader.get('rmv');
    expect(reader.missing.map((e) => e.rows[0]?.message)).toEqual([
      'No hay UIT vigente para 2027',
      'No hay RMV vigente el 01/03/2027',
    ]);
  });
});

describe('parameter rows', () => {
  const row: ParameterRowInput = {
    key: 'rmv',
    effectiveFrom: '2025-01-01',
    effectiveTo: null,
    value: '1130',
    source: 'D.S. 006-2024-TR',
    confidence: 'law',
    active: true,
  };
  const rule = { today: '2026-03-02', latestClosed: null };

  it('groups the keys for the clerk', () => {
    expect(parameterInfo('uit')?.group).toBe('tributos');
    expect(parameterInfo('fep.perTonne')).toMatchObject({ group: 'pesca', unit: 'PEN/TM' });
    expect(parameterInfo('afp.HABITAT.insurance')).toMatchObject({ group: 'pensiones', unit: 'percent' });
    expect(parameterInfo('nada')).toBeUndefined();
  });

  it('validates keys, dates, decimals (money 2, rates 4) and the screen of the key', () => {
    expect(validateParameterRow(row)).toEqual([]);
    expect(validateParameterRow({ ...row, value: '1130.555' })).toEqual([
      { field: 'value', message: 'El valor admite como máximo 2 decimales.' },
    ]);
    expect(validateParameterRow({ ...row, key: 'essalud.rate', value: '9.0025' })).toEqual([]);
    expect(validateParameterRow({ ...row, effectiveTo: '2024-12-31' })[0]?.field).toBe('effectiveTo');
    expect(validateParameterRow({ ...row, key: 'afp.PRIMA.insurance' }, ['tributos'])[0]?.message).toBe(
      'Este parámetro se administra en otra pantalla.',
    );
  });

  it('a row in force since a past date keeps its value; the source may be corrected', () => {
    expect(editRefusal(row, { ...row, value: '1200' }, rule)).toMatch(
      /^No se puede modificar: el valor rige desde el 01\/01\/2025/,
    );
    expect(editRefusal(row, { ...row, source: 'El Peruano' }, rule)).toBeUndefined();
    expect(deleteRefusal(row, rule)).toMatch(/^No se puede eliminar/);
    const future = { ...row, effectiveFrom: '2026-05-01' };
    expect(editRefusal(future, { ...future, value: '1200' }, rule)).toBeUndefined();
    expect(editRefusal(future, { ...future, effectiveFrom: '2026-03-01' }, rule)).toMatch(/antes de hoy/);
    expect(deleteRefusal(future, rule)).toBeUndefined();
  });

  it('nothing starts or changes inside a closed period', () => {
    const closed = { today: '2026-03-02', latestClosed: '2026-06-30' };
    const future = { ...row, effectiveFrom: '2026-05-01' };
    expect(editRefusal(future, { ...future, value: '1' }, closed)).toMatch(/período ya cerrado/);
    expect(createRefusal(future, closed)).toMatch(/ya está cerrado/);
    expect(createRefusal({ ...future, effectiveFrom: '2026-07-01' }, closed)).toBeUndefined();
  });

  it('says which parameter is missing on which date', () => {
    expect(missingParameterMessage('uit', '2027-01-15')).toBe('No hay UIT vigente para 2027');
    expect(missingParameterMessage('essalud.rate', '2025-04-06')).toBe(
      'No hay EsSalud vigente el 06/04/2025',
    );
  });
});
