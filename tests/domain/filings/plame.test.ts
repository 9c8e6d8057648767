import { describe, expect, it } from 'vitest';
import { DEFAULT_CONCEPT_CODES } from '../../../src/domain/filings/concept-codes';
import {
  buildPlameFiles,
  daysOfPeriodsInMonth,
  salariedDaysWorked,
  suspensionsOfMonth,
  type PlameInput,
  type PlameWorker,
} from '../../../src/domain/filings/plame';

const RUC = '20601234565';
const STEM = `0601202504${RUC}`;

const fisherman: PlameWorker = {
  documentType: 'DNI',
  document: '40123456',
  surnames: 'QUISPE MAMANI',
  names: 'JUAN',
  pensionScheme: 'REP',
  positionSecCode: '3',
  daysWorked: 12,
  weeks: [
    { week: 15, withActivity: true },
    { week: 14, withActivity: true },
    { week: 16, withActivity: false },
  ],
  lines: [
    { concept: 'catchShare', amount: '3189.76' },
    { concept: 'catchShare', amount: '1010.24' },
    { concept: 'specialtyBonus', amount: '150' },
    { concept: 'pensionContribution', amount: '336.00' },
    { concept: 'essalud', amount: '378.00' },
  ],
};

const clerk: PlameWorker = {
  documentType: 'CE',
  document: '001234567',
  surnames: 'PÉREZ',
  names: 'ANA',
  pensionScheme: 'AFP',
  cuspp: '583451JPVIE4',
  daysWorked: 30,
  weeks: [],
  lines: [
    { concept: 'fixedPay', amount: '2000.00' },
    { concept: 'landWork', amount: '500.50' },
    { concept: 'pensionContribution', amount: '250.05' },
    { concept: 'pensionCommission', amount: '0.00' },
    { concept: 'pensionInsurance', amount: '34.26' },
  ],
  suspensions: [{ code: '23', days: 2 }],
  domiciled: false,
};

const input = (over: Partial<PlameInput> = {}): PlameInput => ({
  month: '2025-04',
  company: { ruc: RUC },
  conceptCodes: DEFAULT_CONCEPT_CODES,
  workers: [clerk, fisherman],
  ...over,
});

function files(i: PlameInput): Record<string, string> {
  const result = buildPlameFiles(i);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return Object.fromEntries(result.files.map((f) => [f.name, f.content]));
}

describe('the PLAME files of a month', () => {
  it('are named 0601AAAAMM<RUC> with each extension, .snl and .sec only when they carry data', () => {
    expect(Object.keys(files(input()))).toEqual([
      `${STEM}.rem`,
      `${STEM}.jor`,
      `${STEM}.snl`,
      `${STEM}.toc`,
      `${STEM}.sec`,
    ]);
    expect(Object.keys(files(input({ workers: [{ ...clerk, suspensions: [] }] })))).toEqual([
      `${STEM}.rem`,
      `${STEM}.jor`,
      `${STEM}.toc`,
    ]);
  });

  it('write the .rem as type|number|code|accrued|paid|, one line per code, same codes summed', () => {
    expect(files(input())[`${STEM}.rem`]).toBe(
      [
        // DNI (01) before CE (04); codes in order
        '01|40123456|0103|4200.00|4200.00|', // two catch-share lines: 3189.76 + 1010.24
        '01|40123456|0306|150.00|150.00|',
        '01|40123456|0620|336.00|336.00|', // REP contribution (Table 22: 0620); EsSalud 0804 is not imported
        '04|001234567|0121|2500.50|2500.50|', // fixed pay + land work share 0121
        // AFP codes: only the paid amount (Anexo 3, E18); the zero commission is not written
        '04|001234567|0606||34.26|',
        '04|001234567|0608||250.05|',
        '',
      ].join('\r\n'),
    );
  });

  it('write the week’s other earnings (otros ingresos) under 1001, summed, after the remuneration codes', () => {
    const withEarnings: PlameWorker = {
      ...fisherman,
      lines: [
        ...fisherman.lines,
        { concept: 'otherEarning', amount: '150.00' },
        { concept: 'otherEarning', amount: '34.57' },
      ],
    };
    const rem = files(input({ workers: [withEarnings] }))[`${STEM}.rem`]!.split('\r\n');
    expect(rem).toContain('01|40123456|1001|184.57|184.57|');
    expect(rem.indexOf('01|40123456|1001|184.57|184.57|')).toBe(rem.length - 2);
    expect(DEFAULT_CONCEPT_CODES.find((r) => r.concept === 'otherEarning')).toMatchObject({
      code: '1001',
      kind: 'ingreso',
    });
  });

  it('check the .rem field by field: separators, two decimals with a point, trailing separator', () => {
    const first = files(input())[`${STEM}.rem`]!.split('\r\n')[0]!;
    expect(first.endsWith('|')).toBe(true);
    const fields = first.slice(0, -1).split('|');
    expect(fields).toEqual(['01', '40123456', '0103', '4200.00', '4200.00']);
    expect(fields[3]).toMatch(/^\d+\.\d{2}$/);
  });

  it('write the .jor with days × 8 ordinary hours and no overtime', () => {
    expect(files(input())[`${STEM}.jor`]).toBe('01|40123456|96|0|0|0|\r\n04|001234567|240|0|0|0|\r\n');
  });

  it('write the .snl suspensions, the .toc conditions and the .sec weeks of the REP fishermen', () => {
    const f = files(input());
    expect(f[`${STEM}.snl`]).toBe('04|001234567|23|2|\r\n');
    expect(f[`${STEM}.toc`]).toBe('01|40123456|0|0||1|\r\n04|001234567|0|0||2|\r\n');
    expect(f[`${STEM}.sec`]).toBe('01|40123456|14|1|3|\r\n01|40123456|15|1|3|\r\n01|40123456|16|0||\r\n');
  });

  it('use the edited table: a changed code moves the line, two concepts on one code add up', () => {
    const codes = DEFAULT_CONCEPT_CODES.map((r) =>
      r.concept === 'specialtyBonus' ? { ...r, code: '0103' } : r,
    );
    const rem = files(input({ conceptCodes: codes, workers: [fisherman] }))[`${STEM}.rem`]!;
    expect(rem.split('\r\n')[0]).toBe('01|40123456|0103|4350.00|4350.00|');
  });
});

describe('the problems that stop the PLAME files', () => {
  const problems = (i: PlameInput) => {
    const result = buildPlameFiles(i);
    if (result.ok) throw new Error('expected problems');
    return result.problems;
  };

  it('a bad RUC and a bad month', () => {
    expect(problems(input({ month: '2025-4', company: { ruc: '20601234566' } }))).toEqual([
      { field: 'month', message: 'El periodo "2025-4" debe escribirse AAAA-MM (por ejemplo 2025-04).' },
      {
        field: 'company.ruc',
        message: 'El RUC no es válido: el dígito verificador no corresponde. Corríjalo en Empresas.',
      },
    ]);
  });

  it('a concept without a code, an amount that is not a decimal, a missing document, a REP worker without position', () => {
    const codes = DEFAULT_CONCEPT_CODES.filter((r) => r.concept !== 'specialtyBonus');
    const bad: PlameWorker = {
      ...fisherman,
      document: '',
      positionSecCode: undefined,
      lines: [
        { concept: 'specialtyBonus', amount: '150' },
        { concept: 'catchShare', amount: '1,200.50' },
      ],
    };
    expect(problems(input({ conceptCodes: codes, workers: [bad] }))).toEqual([
      {
        worker: 'QUISPE MAMANI, JUAN (sin documento)',
        field: 'document',
        message: 'El número de documento es obligatorio. Corríjalo en la ficha del trabajador.',
      },
      {
        worker: 'QUISPE MAMANI, JUAN (sin documento)',
        file: `${STEM}.rem`,
        field: 'lines[0].concept',
        message:
          'El concepto «Bonificación por especialidad» (specialtyBonus) no tiene código SUNAT de la tabla 22 para el régimen REP: agréguelo en la tabla de códigos PLAME.',
      },
      {
        worker: 'QUISPE MAMANI, JUAN (sin documento)',
        file: `${STEM}.rem`,
        field: 'lines[1].amount',
        message:
          'El monto "1,200.50" no es un número decimal: escríbalo con punto decimal y sin separador de miles (por ejemplo 3189.76).',
      },
      {
        worker: 'QUISPE MAMANI, JUAN (sin documento)',
        file: `${STEM}.sec`,
        field: 'positionSecCode',
        message:
          'Falta el código PLAME del cargo (1 patrón … 7 otra actividad): asígnelo al cargo del pescador en Cargos.',
      },
    ]);
  });

  it('negative or sub-cent amounts, impossible days, a bad table row, repeated weeks and workers', () => {
    const codes = [
      ...DEFAULT_CONCEPT_CODES,
      { concept: 'tip', code: '12', description: 'X', kind: 'ingreso' as const },
    ];
    const bad: PlameWorker = {
      ...fisherman,
      positionSecCode: '9',
      daysWorked: 31,
      weeks: [
        { week: 14, withActivity: true },
        { week: 14, withActivity: false },
      ],
      lines: [
        { concept: 'catchShare', amount: '-5.00' },
        { concept: 'catchShare', amount: '1.005' },
      ],
    };
    const found = problems(input({ conceptCodes: codes, workers: [bad, fisherman] }));
    expect(found.map((p) => `${p.field}: ${p.message}`)).toEqual([
      `conceptCodes[${DEFAULT_CONCEPT_CODES.length}].concept: ${found[0]!.message}`,
      `conceptCodes[${DEFAULT_CONCEPT_CODES.length}].code: El código SUNAT "12" debe tener 4 dígitos (tabla 22, por ejemplo 0121).`,
      'daysWorked: Los días trabajados (31) deben ser un número entero entre 0 y 30.',
      'lines[0].amount: El monto -5.00 es negativo: los montos del PLAME son positivos.',
      'lines[1].amount: El monto 1.005 tiene más de dos decimales: redondéelo a céntimos.',
      'positionSecCode: El código PLAME del cargo "9" no es válido: use un número del 1 al 7 (1 patrón, 2 segundo patrón, 3 motorista, 4 segundo motorista, 5 cocinero, 6 tripulante, 7 otra actividad) en Cargos.',
      'weeks[1].week: La semana 14 figura dos veces: declare cada semana una sola vez.',
      'document: El trabajador figura dos veces en la planilla del mes: junte sus líneas en una sola entrada.',
    ]);
    expect(found[0]!.message).toContain('Concepto desconocido: "tip"');
  });
});

describe('the days of vacation periods in a month (.snl, Table 21 code 23)', () => {
  it('counts each period’s calendar days inside the month, both ends included, overlaps once', () => {
    expect(daysOfPeriodsInMonth([{ start: '2025-09-15', end: '2025-09-24' }], '2025-09')).toBe(10);
    // Across two months: August's 5 days (27–31) and September's 4 (1–4).
    const across = [{ start: '2025-08-27', end: '2025-09-04' }];
    expect([daysOfPeriodsInMonth(across, '2025-08'), daysOfPeriodsInMonth(across, '2025-09')]).toEqual([
      5, 4,
    ]);
    // Two periods overlapping on 10–12 September: 9 + 6 − 3.
    expect(
      daysOfPeriodsInMonth(
        [
          { start: '2025-09-04', end: '2025-09-12' },
          { start: '2025-09-10', end: '2025-09-15' },
        ],
        '2025-09',
      ),
    ).toBe(12);
    expect(daysOfPeriodsInMonth([{ start: '2025-10-01', end: '2025-10-30' }], '2025-09')).toBe(0);
    // February of a leap year: the whole month.
    expect(daysOfPeriodsInMonth([{ start: '2024-01-20', end: '2024-03-05' }], '2024-02')).toBe(29);
  });
});

describe('the suspensions of a month by kind (.snl, Table 21)', () => {
  it('declares rest taken as 23 and unjustified absences as 07, each with its days in the month', () => {
    expect(
      suspensionsOfMonth(
        [
          { start: '2025-09-29', end: '2025-10-05', kind: 'vacaciones' },
          { start: '2025-10-14', end: '2025-10-15', kind: 'inasistencia' },
        ],
        '2025-10',
      ),
    ).toEqual([
      { code: '23', days: 5 },
      { code: '07', days: 2 },
    ]);
    expect(suspensionsOfMonth([], '2025-10')).toEqual([]);
  });
});

describe('the days a salaried worker worked in a month (.jor)', () => {
  const employed = { hireDate: '2025-07-14', endDate: null };
  it('counts Monday to Saturday of the paid weeks inside the month', () => {
    // Weeks from 29/09 and 06/10/2025: October's Mon–Sat are 1–4 and 6–11: 10 days.
    expect(salariedDaysWorked('2025-10', ['2025-09-29', '2025-10-06'], employed, [])).toBe(10);
  });
  it('leaves out the days before the hire date, after the end date and of recorded periods', () => {
    expect(
      salariedDaysWorked('2025-10', ['2025-10-06'], { hireDate: '2025-10-08', endDate: '2025-10-10' }, []),
    ).toBe(3);
    // 27/10–02/11 on vacation: none of October's working days of that week is worked.
    expect(
      salariedDaysWorked('2025-10', ['2025-10-27'], employed, [{ start: '2025-10-27', end: '2025-11-02' }]),
    ).toBe(0);
    expect(
      salariedDaysWorked('2025-10', ['2025-10-06'], employed, [{ start: '2025-10-07', end: '2025-10-08' }]),
    ).toBe(4);
  });
});
