import { describe, expect, it } from 'vitest';
import {
  cleanWorker,
  validateWorker,
  WORKER_MESSAGES,
  type WorkerInput,
} from '../../../src/domain/workers/worker';

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
  familyAllowance: false,
  termsFrom: '2024-03-01',
  bank: '002',
  account: '00219300123456789013',
  ctsBank: '',
  ctsAccount: '',
  active: true,
  ...over,
});

const errors = (over: Parameters<typeof aWorker>[0]) => validateWorker(aWorker(over));

describe('a worker’s T-Registro data and own bank account, one rule at a time', () => {
  it('accepts them complete, and each of them left empty', () => {
    expect(
      errors({
        sex: 'm',
        education: '07',
        occupation: '615201',
        ubigeo: '021801',
        address: 'Av. Meiggs 1234',
        bankAccount: '191-12345678-0-12',
      }),
    ).toEqual([]);
    expect(
      errors({ sex: '', education: '', occupation: '', ubigeo: '', address: '', bankAccount: '' }),
    ).toEqual([]);
    const clean = cleanWorker(
      aWorker({ sex: 'f', address: ' av.  meiggs 12 ', bankAccount: '191-1234567-0-12' }),
    );
    expect([clean.sex, clean.address, clean.bankAccount]).toEqual(['F', 'AV. MEIGGS 12', '1911234567012']);
  });

  const cases: [string, Parameters<typeof aWorker>[0], string, string][] = [
    ['a sex other than M or F', { sex: 'X' }, 'sex', WORKER_MESSAGES.sex],
    ['an education not of table 9', { education: '22' }, 'education', WORKER_MESSAGES.education],
    ['an occupation of five digits', { occupation: '61520' }, 'occupation', WORKER_MESSAGES.occupation],
    ['an ubigeo with letters', { ubigeo: '02180A' }, 'ubigeo', WORKER_MESSAGES.ubigeo],
    ['an address longer than 20', { address: 'A'.repeat(21) }, 'address', WORKER_MESSAGES.address],
    [
      'a reason not of table 17',
      { endDate: '2025-04-30', endReason: '99' },
      'endReason',
      WORKER_MESSAGES.endReason,
    ],
    ['a reason without end date', { endReason: '01' }, 'endReason', WORKER_MESSAGES.endReasonWithoutEnd],
    [
      'an account number without bank',
      { bank: '', account: '', bankAccount: '1911234567012' },
      'bankAccount',
      WORKER_MESSAGES.bankAccountBank,
    ],
    [
      'an account number of 9 digits',
      { bankAccount: '123456789' },
      'bankAccount',
      WORKER_MESSAGES.bankAccountFormat,
    ],
    [
      'a BCP account of 15 digits',
      { bankAccount: '191123456789012' },
      'bankAccount',
      WORKER_MESSAGES.bankAccountBcp,
    ],
  ];
  it.each(cases)('refuses %s', (_what, over, field, message) => {
    expect(errors(over)).toEqual([{ field, message }]);
  });

  it('accepts a leaver with a reason of table 17', () => {
    expect(errors({ endDate: '2025-04-30', endReason: '01' })).toEqual([]);
  });
});
