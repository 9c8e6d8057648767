import { describe, expect, it } from 'vitest';
import {
  employerCompanyProblem,
  EMPLOYER_COMPANY_MESSAGES,
} from '../../../src/domain/workers/employer-company';
import { cleanWorker, inputOfWorker, termsOfInput, validateWorker } from '../../../src/domain/workers/worker';
import { IMPORT_MESSAGES, importRuc, readImportRow } from '../../../src/domain/workers/worker-import';

describe('the employer company of the worker’s terms', () => {
  it('is required for the general regime only when the group has more than one company', () => {
    expect(employerCompanyProblem('general', { chosen: 'none', companies: 2 })).toBe(
      EMPLOYER_COMPANY_MESSAGES.required,
    );
    expect(employerCompanyProblem('general', { chosen: 'none', companies: 1 })).toBeUndefined();
    expect(employerCompanyProblem('pesquero', { chosen: 'none', companies: 3 })).toBeUndefined();
    expect(employerCompanyProblem('general', { chosen: 'active', companies: 2 })).toBeUndefined();
  });

  it('must exist and be active when chosen, for the crew too', () => {
    expect(employerCompanyProblem('pesquero', { chosen: 'missing', companies: 2 })).toBe(
      EMPLOYER_COMPANY_MESSAGES.unknown,
    );
    expect(employerCompanyProblem('general', { chosen: 'inactive', companies: 2 })).toBe(
      EMPLOYER_COMPANY_MESSAGES.inactive,
    );
  });
});

describe('«RUC empleador» in the import file', () => {
  const cells = {
    documentType: 'DNI',
    documentNumber: '47000001',
    paternalSurname: 'ROJAS',
    names: 'ANA',
    birthDate: '1990-05-05',
    hireDate: '2025-02-10',
    positionCode: 'ADM',
    pensionScheme: 'ONP',
    labourRegime: 'GENERAL',
    monthlySalary: '3000',
  };

  it('reads the RUC as people write it, and refuses one that is not 11 digits in its column', () => {
    expect(importRuc('20100000002')).toBe('20100000002');
    expect(importRuc(' 20-100000002 ')).toBe('20100000002');
    expect(importRuc('')).toBe('');
    expect(importRuc('2010000')).toBeUndefined();
    const bad = readImportRow(5, { ...cells, employerRuc: '2010000' }, 1);
    expect(bad.problems).toEqual([{ row: 5, column: 'RUC empleador', message: IMPORT_MESSAGES.employerRuc }]);
  });

  it('gives the row the company the server found by RUC; a file without the column says so', () => {
    const read = readImportRow(2, { ...cells, employerRuc: '20100000002' }, 1, 7);
    expect(read).toMatchObject({ employerRuc: '20100000002', problems: [] });
    expect(read.input.employerCompanyId).toBe(7);
    const old = readImportRow(2, cells, 1);
    expect(old.employerRuc).toBeUndefined();
    expect(old.input.employerCompanyId).toBeNull();
    expect(readImportRow(2, { ...cells, employerRuc: '' }, 1).employerRuc).toBe('');
  });
});

describe('the employer company in the terms', () => {
  const input = {
    documentType: 'DNI',
    documentNumber: '47000001',
    paternalSurname: 'ROJAS',
    maternalSurname: '',
    names: 'ANA',
    birthDate: '1990-05-05',
    hireDate: '2025-02-10',
    endDate: '',
    positionId: 1,
    pensionScheme: 'ONP',
    afp: '',
    commissionType: '',
    cuspp: '',
    unionAffiliated: false,
    eps: false,
    familyAllowance: false,
    labourRegime: 'general',
    monthlySalary: '3000',
    employerCompanyId: 2,
    termsFrom: '2025-02-10',
    bank: '',
    account: '',
    ctsBank: '',
    ctsAccount: '',
    active: true,
  };

  it('is kept from the form to the terms and back; absent means none', () => {
    expect(validateWorker(input)).toEqual([]);
    const terms = termsOfInput(cleanWorker(input));
    expect(terms.employerCompanyId).toBe(2);
    const w = { ...input, id: 1, terms: [terms], current: terms } as never;
    expect(inputOfWorker(w)).toMatchObject({ employerCompanyId: 2 });
    const { employerCompanyId: _omitted, ...older } = input;
    expect(termsOfInput(cleanWorker(older)).employerCompanyId).toBeNull();
  });
});
