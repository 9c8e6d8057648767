import { describe, expect, it } from 'vitest';
import {
  cleanWorker,
  termsOn,
  validateWorker,
  withTerms,
  WORKER_MESSAGES,
  type WorkerInput,
  type WorkerTerms,
} from '../../../src/domain/workers/worker';
import {
  IMPORT_MESSAGES,
  importBank,
  importDate,
  importYesNo,
  readImportRow,
} from '../../../src/domain/workers/worker-import';
import { CCI_MESSAGES } from '../../../src/domain/shared/cci';

export const aWorker = (over: Partial<WorkerInput> = {}): WorkerInput => ({
  documentType: 'DNI',
  documentNumber: '45781236',
  paternalSurname: 'Quispe',
  maternalSurname: 'Mamani',
  names: 'Juan  Carlos',
  birthDate: '1988-04-15',
  hireDate: '2024-03-01',
  endDate: '',
  positionId: 1,
  pensionScheme: 'AFP',
  afp: 'PRIMA',
  commissionType: 'MIXTA',
  cuspp: '583451JPVIE4',
  unionAffiliated: true,
  eps: false,
  familyAllowance: true,
  termsFrom: '2024-03-01',
  bank: '002',
  account: '00219300123456789013',
  ctsBank: '',
  ctsAccount: '',
  active: true,
  ...over,
});

const fields = (input: WorkerInput) => validateWorker(input).map((e) => e.field);

describe('worker rules', () => {
  it('accepts a complete worker and cleans names to upper case', () => {
    expect(validateWorker(aWorker())).toEqual([]);
    const clean = cleanWorker(aWorker());
    expect(clean.names).toBe('JUAN CARLOS');
    expect(clean.paternalSurname).toBe('QUISPE');
  });

  it('names the plural label in agreement: «Los nombres son obligatorios.»', () => {
    expect(validateWorker(aWorker({ names: '' })).find((e) => e.field === 'names')?.message).toBe(
      'Los nombres son obligatorios.',
    );
    expect(
      validateWorker(aWorker({ names: 'A'.repeat(200) })).find((e) => e.field === 'names')?.message,
    ).toMatch(/^Los nombres no pueden superar \d+ caracteres\.$/);
  });

  it('validates the document by its type', () => {
    expect(fields(aWorker({ documentNumber: '1234567' }))).toEqual(['documentNumber']);
    expect(fields(aWorker({ documentType: 'CE', documentNumber: '001234567' }))).toEqual([]);
    expect(fields(aWorker({ documentType: 'XX' }))).toEqual(['documentType']);
  });

  it('requires AFP, commission and CUSPP for an AFP member only', () => {
    expect(fields(aWorker({ afp: '', commissionType: '', cuspp: 'BAD' }))).toEqual([
      'afp',
      'commissionType',
      'cuspp',
    ]);
    expect(fields(aWorker({ pensionScheme: 'ONP', afp: '', commissionType: '', cuspp: '' }))).toEqual([]);
    expect(cleanWorker(aWorker({ pensionScheme: 'ONP' })).afp).toBe('');
    expect(fields(aWorker({ pensionScheme: '' }))).toEqual(['pensionScheme']);
  });

  it('dates: end on or after hire, terms from hire on, a plausible age', () => {
    expect(validateWorker(aWorker({ endDate: '2024-02-28' }))).toContainEqual({
      field: 'endDate',
      message: WORKER_MESSAGES.endBeforeHire,
    });
    expect(fields(aWorker({ endDate: '2024-03-01' }))).toEqual([]);
    expect(fields(aWorker({ termsFrom: '2024-02-01' }))).toEqual(['termsFrom']);
    expect(fields(aWorker({ birthDate: '2015-01-01' }))).toEqual(['birthDate']);
    expect(fields(aWorker({ hireDate: '2024-02-30' }))).toContain('hireDate');
  });

  it('the CCI must check and belong to the chosen bank; no bank, no account', () => {
    expect(fields(aWorker({ account: '00219300123456789014' }))).toEqual(['account']);
    expect(fields(aWorker({ bank: '003' }))).toEqual(['account']);
    expect(fields(aWorker({ bank: '', account: '' }))).toEqual([]);
    expect(fields(aWorker({ bank: '002', account: '' }))).toEqual(['account']);
  });

  it('the CTS account is optional, but one of bank and CCI asks for the other, and its CCI must check', () => {
    expect(validateWorker(aWorker({ ctsBank: '003', ctsAccount: '003-193-001234567890-03' }))).toEqual([]);
    expect(cleanWorker(aWorker({ ctsBank: '003', ctsAccount: '003-193-001234567890-03' }))).toMatchObject({
      ctsBank: '003',
      ctsAccount: '00319300123456789003',
    });
    expect(validateWorker(aWorker({ ctsBank: '003', ctsAccount: '00319300123456789004' }))).toEqual([
      { field: 'ctsAccount', message: 'El CCI no es válido: los dígitos de control no corresponden.' },
    ]);
    expect(validateWorker(aWorker({ ctsBank: '002', ctsAccount: '00319300123456789003' }))).toEqual([
      { field: 'ctsAccount', message: CCI_MESSAGES.bankMismatch },
    ]);
    expect(validateWorker(aWorker({ ctsBank: '003' }))).toEqual([
      { field: 'ctsAccount', message: WORKER_MESSAGES.ctsAccountRequired },
    ]);
    expect(validateWorker(aWorker({ ctsAccount: '00319300123456789003' }))).toEqual([
      { field: 'ctsBank', message: WORKER_MESSAGES.ctsBankRequired },
    ]);
  });
});

const terms = (effectiveFrom: string, over: Partial<WorkerTerms> = {}): WorkerTerms => ({
  effectiveFrom,
  positionId: 1,
  positionName: 'TRIP - Tripulante',
  pensionScheme: 'ONP',
  afp: null,
  commissionType: null,
  unionAffiliated: false,
  eps: false,
  labourRegime: 'pesquero',
  monthlySalary: '0.00',
  employerCompanyId: null,
  employerCompanyName: '',
  familyAllowance: false,
  ...over,
});

describe('terms by date', () => {
  const history = [terms('2024-01-01'), terms('2025-07-01', { pensionScheme: 'AFP', afp: 'PRIMA' })];

  it('termsOn: what was true on that day', () => {
    expect(termsOn({ terms: history }, '2023-12-31')).toBeUndefined();
    expect(termsOn({ terms: history }, '2025-06-30')?.pensionScheme).toBe('ONP');
    expect(termsOn({ terms: history }, '2025-07-01')?.afp).toBe('PRIMA');
  });

  it('withTerms: same terms add nothing; a change adds a row or replaces one of the same date', () => {
    expect(withTerms(history, terms('2025-08-01', { pensionScheme: 'AFP', afp: 'PRIMA' }))).toHaveLength(2);
    const added = withTerms(history, terms('2026-01-01', { familyAllowance: true }));
    expect(added.map((t) => t.effectiveFrom)).toEqual(['2024-01-01', '2025-07-01', '2026-01-01']);
    const replaced = withTerms(history, terms('2025-07-01', { eps: true }));
    expect(replaced).toHaveLength(2);
    expect(replaced[1]?.eps).toBe(true);
    const older = withTerms(history, terms('2024-06-01', { eps: true }));
    expect(older.map((t) => t.effectiveFrom)).toEqual(['2024-01-01', '2024-06-01', '2025-07-01']);
  });
});

describe('import cells', () => {
  it('reads dates, yes/no and banks as people write them', () => {
    expect(importDate('5/3/2024')).toBe('2024-03-05');
    expect(importDate('2024-03-05')).toBe('2024-03-05');
    expect(importDate('31/02/2024')).toBeUndefined();
    expect(importYesNo('Sí')).toBe(true);
    expect(importYesNo('no')).toBe(false);
    expect(importYesNo('', true)).toBe(true);
    expect(importYesNo('quizá')).toBeUndefined();
    expect(importBank('2')).toBe('002');
    expect(importBank('Banco de la Nación')).toBe('018');
    expect(importBank('BANCO X')).toBeUndefined();
  });

  it('names the row and the column of each problem', () => {
    const read = readImportRow(
      7,
      {
        documentType: 'DNI',
        documentNumber: '123',
        paternalSurname: 'Rojas',
        names: 'Ana',
        birthDate: '1990-13-01',
        hireDate: '01/03/2024',
        positionCode: '',
        pensionScheme: 'ONP',
        unionAffiliated: 'tal vez',
        bank: '002',
        account: '00219300123456789014',
      },
      null,
    );
    expect(read.problems).toEqual([
      { row: 7, column: 'Fecha de nacimiento', message: IMPORT_MESSAGES.date },
      { row: 7, column: 'Sindicalizado', message: IMPORT_MESSAGES.yesNo },
      { row: 7, column: 'Número de documento', message: 'El DNI debe tener 8 dígitos.' },
      { row: 7, column: 'Código de cargo', message: IMPORT_MESSAGES.positionRequired },
      { row: 7, column: 'CCI', message: 'El CCI no es válido: los dígitos de control no corresponden.' },
    ]);
  });

  it('a good row becomes a clean input whose terms start at hire', () => {
    const read = readImportRow(
      2,
      {
        documentType: '01',
        documentNumber: '45781236',
        paternalSurname: 'quispe',
        names: 'juan',
        birthDate: '15/04/1988',
        hireDate: '01/03/2024',
        positionCode: 'trip',
        pensionScheme: 'onp',
      },
      5,
    );
    expect(read.problems).toEqual([]);
    expect(read.ctsGiven).toBe(false);
    expect(read.positionCode).toBe('TRIP');
    expect(read.input).toMatchObject({
      documentType: 'DNI',
      termsFrom: '2024-03-01',
      positionId: 5,
      active: true,
    });
  });

  it('reads the CTS bank and account, and knows when the file has those columns', () => {
    const cells = {
      documentType: 'DNI',
      documentNumber: '45781236',
      paternalSurname: 'QUISPE',
      names: 'JUAN',
      birthDate: '15/04/1988',
      hireDate: '01/03/2024',
      positionCode: 'TRIP',
      pensionScheme: 'ONP',
    };
    const read = readImportRow(2, { ...cells, ctsBank: 'Interbank', ctsAccount: '00319300123456789003' }, 5);
    expect(read.problems).toEqual([]);
    expect(read.ctsGiven).toBe(true);
    expect(read.input).toMatchObject({ ctsBank: '003', ctsAccount: '00319300123456789003' });
    const bad = readImportRow(3, { ...cells, ctsBank: '003', ctsAccount: '00319300123456789004' }, 5);
    expect(bad.problems).toEqual([
      {
        row: 3,
        column: 'Cuenta CTS (CCI)',
        message: 'El CCI no es válido: los dígitos de control no corresponden.',
      },
    ]);
    expect(readImportRow(4, { ...cells, ctsBank: 'BANCO X', ctsAccount: '' }, 5).problems).toEqual([
      { row: 4, column: 'Banco CTS', message: IMPORT_MESSAGES.bank },
    ]);
  });
});
