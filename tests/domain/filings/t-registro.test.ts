import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildTRegistroFiles,
  healthRegimeCode,
  pensionRegimeCode,
  sunatText,
  tRegistroProblems,
  workerTypeCode,
  type TRegistroInput,
  type TRegistroWorker,
} from '../../../src/domain/filings/t-registro';

const RUC = '20601234565';

const golden = (name: string) => readFileSync(new URL(`./golden/${name}`, import.meta.url), 'utf8');

/** A REP crewman hired in April. */
const hire: TRegistroWorker = {
  movement: 'alta',
  documentType: 'DNI',
  document: '40123456',
  paternalSurname: 'Quispe',
  maternalSurname: 'Mamaní',
  names: 'Juan  Carlos',
  birthDate: '1985-03-09',
  sex: 'M',
  ubigeo: '021801',
  address: 'Av. Meiggs 1234',
  crew: true,
  pensionScheme: 'REP',
  afp: null,
  cuspp: '',
  eps: false,
  unionAffiliated: true,
  education: '06',
  occupation: '615201',
  contractType: '11',
  basicPay: '1130',
  paidByDeposit: true,
  sctrPension: 'ONP',
  sctrHealth: 'ESSALUD',
  hireDate: '2025-04-07',
  endDate: null,
  endReason: '',
};

/** An AFP land worker hired the same month, paid in cash, with an EPS. */
const landHire: TRegistroWorker = {
  ...hire,
  documentType: 'CE',
  document: '001234567',
  paternalSurname: 'Peña',
  maternalSurname: '',
  names: 'Ana',
  sex: 'F',
  crew: false,
  pensionScheme: 'AFP',
  afp: 'PRIMA',
  cuspp: '612345APERZ1',
  eps: true,
  epsRuc: '20414955020',
  unionAffiliated: false,
  contractType: '01',
  basicPay: '2500.50',
  paidByDeposit: false,
  sctrPension: '',
  sctrHealth: '',
};

/** A leaver: only the `.per` period record. */
const leaver: TRegistroWorker = {
  ...hire,
  movement: 'baja',
  document: '10000002',
  hireDate: '2020-01-15',
  endDate: '2025-04-30',
  endReason: '01',
};

const input = (workers: TRegistroWorker[]): TRegistroInput => ({ company: { ruc: RUC }, workers });

describe('T-Registro import files', () => {
  it('writes RP_<RUC>.ide, .tra and .per byte for byte as the golden files', () => {
    const result = buildTRegistroFiles(input([leaver, landHire, hire]));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.files.map((f) => f.name)).toEqual([`RP_${RUC}.ide`, `RP_${RUC}.tra`, `RP_${RUC}.per`]);
    for (const file of result.files) {
      expect(file.content, file.name).toBe(golden(file.name.replace(RUC, 'RUC')));
    }
  });

  it('gives leavers alone only the .per file: one period record with the end date and the reason', () => {
    const result = buildTRegistroFiles(input([leaver]));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.files).toEqual([
      { name: `RP_${RUC}.per`, content: '01|10000002||1|1||30/04/2025|01||\r\n' },
    ]);
  });

  it('writes a change of pension regime as a record 4 from its date', () => {
    const change: TRegistroWorker = {
      ...hire,
      movement: 'modificacion',
      pensionScheme: 'AFP',
      afp: 'INTEGRA',
      cuspp: '583451JPVIE4',
      pensionFrom: '2025-05-01',
    };
    const result = buildTRegistroFiles(input([change]));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const per = result.files.find((f) => f.name.endsWith('.per'))!;
    expect(per.content).toBe('01|40123456||1|4|01/05/2025||21||\r\n');
    expect(result.files.map((f) => f.name.slice(-3))).toEqual(['ide', 'tra', 'per']);
  });

  it('codes fishermen by SUNAT tables 8, 32 and 11', () => {
    expect(workerTypeCode({ crew: true, pensionScheme: 'REP' })).toBe('39');
    expect(workerTypeCode({ crew: true, pensionScheme: 'AFP' })).toBe('36');
    expect(workerTypeCode({ crew: false, pensionScheme: 'ONP' })).toBe('20');
    expect(healthRegimeCode({ crew: true, eps: false })).toBe('02');
    expect(healthRegimeCode({ crew: true, eps: true })).toBe('03');
    expect(healthRegimeCode({ crew: false, eps: false })).toBe('00');
    expect(pensionRegimeCode({ pensionScheme: 'REP', afp: null })).toBe('15');
    expect(pensionRegimeCode({ pensionScheme: 'ONP', afp: null })).toBe('02');
    expect(pensionRegimeCode({ pensionScheme: 'AFP', afp: 'HABITAT' })).toBe('25');
    expect(pensionRegimeCode({ pensionScheme: 'AFP', afp: null })).toBeUndefined();
  });
});

describe('the T-Registro validator, one rule at a time', () => {
  const only = (w: TRegistroWorker) => tRegistroProblems(input([w]));
  const fields = (w: TRegistroWorker) => only(w).map((p) => p.field);

  it('accepts the examples', () => {
    expect(tRegistroProblems(input([hire, landHire, leaver]))).toEqual([]);
  });

  const cases: [string, Partial<TRegistroWorker>, string][] = [
    ['a document of the wrong form', { document: '4012345' }, 'document'],
    [
      'a passport (no issuing country recorded)',
      { documentType: 'PASAPORTE', document: 'AB12345' },
      'country',
    ],
    ['no hire date', { hireDate: '' }, 'hireDate'],
    ['no surnames', { paternalSurname: '', maternalSurname: '' }, 'paternalSurname'],
    ['a paternal surname too long', { paternalSurname: 'A'.repeat(41) }, 'paternalSurname'],
    ['a maternal surname too long', { maternalSurname: 'A'.repeat(41) }, 'maternalSurname'],
    ['no names', { names: ' ' }, 'names'],
    ['names too long', { names: 'A'.repeat(41) }, 'names'],
    ['no birth date', { birthDate: '1985-02-30' }, 'birthDate'],
    ['no sex', { sex: '' }, 'sex'],
    ['a nationality not of table 4', { nationality: 'PE' }, 'nationality'],
    ['no ubigeo', { ubigeo: '2180' }, 'ubigeo'],
    ['no address', { address: '' }, 'address'],
    ['an address longer than a SUNAT via name', { address: 'A'.repeat(21) }, 'address'],
    ['no education', { education: '22' }, 'education'],
    ['no occupation', { occupation: '' }, 'occupation'],
    ['a contract type not of table 12', { contractType: '55' }, 'contractType'],
    ['a basic pay with three decimals', { basicPay: '1130.005' }, 'basicPay'],
    ['no pension regime', { pensionScheme: '' }, 'pensionScheme'],
    ['an AFP without CUSPP', { pensionScheme: 'AFP', afp: 'PRIMA', cuspp: '' }, 'cuspp'],
    ['an EPS without its RUC', { eps: true, epsRuc: '' }, 'epsRuc'],
    ['crew without SCTR', { sctrHealth: '' }, 'sctr'],
    [
      'a pension change before the hire',
      { movement: 'modificacion', pensionFrom: '2024-01-01' },
      'pensionFrom',
    ],
    ['a leaver without end date', { movement: 'baja', endDate: null, endReason: '01' }, 'endDate'],
    ['an end before the hire', { movement: 'baja', endDate: '2025-01-01', endReason: '01' }, 'endDate'],
    ['a leaver without reason', { movement: 'baja', endDate: '2025-04-30', endReason: '99' }, 'endReason'],
    ['an unknown movement', { movement: 'traslado' as never }, 'movement'],
  ];
  it.each(cases)('refuses %s', (_what, change, field) => {
    const problems = only({ ...hire, ...change });
    expect(problems.map((p) => p.field)).toEqual([field]);
    expect(problems[0]!.worker).toMatch(/\(/);
    expect(problems[0]!.message).toMatch(/[a-z]/);
  });

  it('drops the leading characters that would make a name or address a spreadsheet formula', () => {
    expect(sunatText('=HYPERLINK("x") Quispe')).toBe('HYPERLINK("X") QUISPE');
    expect(sunatText(' +-@Av. Meiggs 12')).toBe('AV. MEIGGS 12');
    expect(sunatText('Peña')).toBe('PEÑA');
  });

  it('refuses a worker twice', () => {
    expect(tRegistroProblems(input([hire, hire])).map((p) => p.field)).toEqual(['document']);
  });

  it('refuses a bad RUC and an empty set', () => {
    expect(tRegistroProblems({ company: { ruc: '20601234566' }, workers: [] }).map((p) => p.field)).toEqual([
      'company.ruc',
      'workers',
    ]);
  });

  it('asks a leaver only for what the .per record needs', () => {
    expect(fields({ ...leaver, sex: '', ubigeo: '', education: '' })).toEqual([]);
  });
});
