import { describe, expect, it } from 'vitest';
import { onpWeekNumber, onpWeeksOfMonth, validatePlameFile } from '../../../src/domain/filings/plame-layout';

const STEM = '060120250420601234565';
const check = (ext: string, lines: string[]) =>
  validatePlameFile(`${STEM}.${ext}`, lines.map((l) => `${l}\r\n`).join('')).map((p) => p.message);

describe('the PLAME layout validator (Anexo 3, jul-2023)', () => {
  it('accepts the records of each file type', () => {
    expect(check('rem', ['01|40123456|0103|4200.00|4200.00|', '01|40123456|0608||250.05|'])).toEqual([]);
    expect(check('jor', ['01|40123456|96|0|0|0|'])).toEqual([]);
    expect(check('snl', ['26|001817572|23|2|'])).toEqual([]);
    expect(check('toc', ['01|40123456|0|0||1|'])).toEqual([]);
    expect(check('tas', ['01|40123456|1|1.53|'])).toEqual([]);
    expect(check('or5', ['01|40123456|20601234565|1500.00|'])).toEqual([]);
    expect(check('sec', ['01|40123456|14|1|3|', '01|40123456|15|0||'])).toEqual([]);
  });

  it('refuses codes PLAME computes and an accrued amount on paid-only codes', () => {
    expect(check('rem', ['01|40123456|0607|336.00|336.00|'])[0]).toContain('no se importa');
    expect(check('rem', ['01|40123456|0804|378.00|378.00|'])[0]).toContain('no se importa');
    expect(check('rem', ['01|40123456|0701|50.00|50.00|'])[0]).toContain('el monto devengado va vacío');
    expect(check('rem', ['01|40123456|0103||4200.00|'])[0]).toContain('falta el monto devengado');
  });

  it('refuses a position in a week without activity and a missing one with activity', () => {
    expect(check('sec', ['01|40123456|16|0|3|'])[0]).toContain('el cargo va vacío');
    expect(check('sec', ['01|40123456|16|1||'])[0]).toContain('es obligatorio');
    expect(check('sec', ['01|40123456|16|1|9|'])[0]).toContain('no es un valor admitido');
  });

  it('refuses document types outside Table 3, bad amounts, field counts and file names', () => {
    expect(check('jor', ['05|40123456|96|0|0|0|'])[0]).toContain('no es un valor admitido');
    expect(check('jor', ['01|4012345|96|0|0|0|'])[0]).toBe('El DNI debe tener 8 dígitos.');
    expect(check('rem', ['01|40123456|0103|1,200.00|1,200.00|'])[0]).toContain('no es un monto');
    expect(check('jor', ['01|40123456|96|0|0|'])[0]).toContain('Tiene 5 campos');
    expect(check('tas', ['01|40123456|1|101.00|'])[0]).toContain('mayor que 100');
    expect(check('or5', ['01|40123456|20601234566|10.00|'])[0]).toContain('dígito verificador');
    expect(validatePlameFile('plame.rem', '')[0]!.field).toBe('Nombre del archivo');
  });

  it('numbers the .sec weeks by the calendar week that holds most of the week', () => {
    expect([onpWeekNumber('2025-03-31'), onpWeekNumber('2024-12-30'), onpWeekNumber('2026-12-28')]).toEqual([
      14, 1, 53,
    ]);
  });

  it('declares every ONP week of the month: the weeks whose Thursday falls in it', () => {
    // September 2025: Thursdays 4, 11, 18 and 25 (weeks from Monday 1, 8, 15, 22); the week of Monday
    // 29 September has its Thursday on 2 October: October's.
    expect(onpWeeksOfMonth('2025-09')).toEqual([36, 37, 38, 39]);
    // January 2026: Thursday 1 January is in week 1 (Monday 29 December 2025); five Thursdays.
    expect(onpWeeksOfMonth('2026-01')).toEqual([1, 2, 3, 4, 5]);
    // December 2026: Thursday 31 December in week 53 (the year starts on a Thursday).
    expect(onpWeeksOfMonth('2026-12')).toEqual([49, 50, 51, 52, 53]);
  });
});
