import { describe, expect, it } from 'vitest';
import { LABOUR_REGIME_MESSAGES } from '../../../src/domain/workers/labour-regime';
import {
  cleanWorker,
  inputOfWorker,
  termsOfInput,
  validateWorker,
  type WorkerInput,
} from '../../../src/domain/workers/worker';
import { importLabourRegime, readImportRow } from '../../../src/domain/workers/worker-import';

const aWorker = (over: Partial<WorkerInput> = {}): WorkerInput => ({
  documentType: 'DNI',
  documentNumber: '45781236',
  paternalSurname: 'Quispe',
  maternalSurname: 'Mamani',
  names: 'Juan Carlos',
  birthDate: '1988-04-15',
  hireDate: '2024-03-01',
  endDate: '',
  positionId: 1,
  pensionScheme: 'ONP',
  afp: '',
  commissionType: '',
  cuspp: '',
  unionAffiliated: false,
  eps: false,
  familyAllowance: true,
  termsFrom: '2024-03-01',
  bank: '',
  account: '',
  ctsBank: '',
  ctsAccount: '',
  active: true,
  ...over,
});

describe('the labour regime of a worker', () => {
  it('is pesquero when not stated, with no salary kept', () => {
    const clean = cleanWorker(aWorker({ monthlySalary: '2500' }));
    expect(clean.labourRegime).toBe('pesquero');
    expect(clean.monthlySalary).toBe('');
    expect(termsOfInput(clean)).toMatchObject({ labourRegime: 'pesquero', monthlySalary: '0.00' });
    expect(validateWorker(aWorker())).toEqual([]);
  });

  it('keeps a general-regime worker’s salary with two decimals', () => {
    const clean = cleanWorker(aWorker({ labourRegime: 'General', monthlySalary: '3000' }));
    expect(clean).toMatchObject({ labourRegime: 'general', monthlySalary: '3000.00' });
    expect(termsOfInput(clean)).toMatchObject({ labourRegime: 'general', monthlySalary: '3000.00' });
    expect(validateWorker(aWorker({ labourRegime: 'general', monthlySalary: '3000' }))).toEqual([]);
  });

  it('requires a salary above 0 of the general regime, and refuses a negative one or an unknown regime', () => {
    expect(validateWorker(aWorker({ labourRegime: 'general' }))).toEqual([
      { field: 'monthlySalary', message: LABOUR_REGIME_MESSAGES.salaryRequired },
    ]);
    expect(validateWorker(aWorker({ labourRegime: 'general', monthlySalary: '0' }))).toEqual([
      { field: 'monthlySalary', message: LABOUR_REGIME_MESSAGES.salaryPositive },
    ]);
    expect(validateWorker(aWorker({ labourRegime: 'general', monthlySalary: '-5' }))).toEqual([
      { field: 'monthlySalary', message: 'La remuneración mensual debe estar entre 0 y 99999999.99.' },
    ]);
    expect(validateWorker(aWorker({ labourRegime: 'cas' }))).toEqual([
      { field: 'labourRegime', message: LABOUR_REGIME_MESSAGES.regime },
    ]);
  });

  it('is read from the import file as people write it; a file without the column is pesquero', () => {
    expect(importLabourRegime('General (D.Leg. 728)')).toBe('general');
    expect(importLabourRegime('PESQUERO')).toBe('pesquero');
    expect(importLabourRegime('')).toBe('');
    const cells = {
      documentType: 'DNI',
      documentNumber: '45781236',
      paternalSurname: 'QUISPE',
      names: 'JUAN',
      birthDate: '1988-04-15',
      hireDate: '2024-03-01',
      positionCode: 'ADM',
      pensionScheme: 'ONP',
    };
    const old = readImportRow(2, cells, 1);
    expect(old).toMatchObject({ regimeGiven: false, problems: [] });
    expect(old.input.labourRegime).toBe('pesquero');
    const general = readImportRow(2, { ...cells, labourRegime: 'General', monthlySalary: '3000' }, 1);
    expect(general.problems).toEqual([]);
    expect(general.input).toMatchObject({ labourRegime: 'general', monthlySalary: '3000.00' });
    const missing = readImportRow(2, { ...cells, labourRegime: 'General' }, 1);
    expect(missing.problems).toEqual([
      { row: 2, column: 'Remuneración mensual', message: LABOUR_REGIME_MESSAGES.salaryRequired },
    ]);
  });

  it('round-trips through the form values', () => {
    const terms = termsOfInput(cleanWorker(aWorker({ labourRegime: 'general', monthlySalary: '3000' })));
    const w = { ...aWorker(), id: 1, terms: [terms], current: terms } as never;
    expect(inputOfWorker(w)).toMatchObject({ labourRegime: 'general', monthlySalary: '3000.00' });
  });
});
