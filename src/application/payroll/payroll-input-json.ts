import { Decimal } from '../../domain/payroll/decimal';
import type {
  DeductibleExpensesInput,
  OtherEmployerIncomeInput,
  YearToDateInput,
} from '../../domain/payroll/monthly-payroll';
import type { PensionChoice } from '../../domain/payroll/pension';
import {
  COMMISSION_TYPES,
  commissionTypeOfLegacy,
  PENSION_SCHEMES,
} from '../../domain/shared/pension-vocabulary';
import type {
  AttendanceInput,
  DeductionInput,
  LandingInput,
  MonthToDateInput,
  OtherEarningInput,
  PositionInput,
  PriceInput,
  ShareRuleInput,
  SpecialtyBonus,
  SpeciesInput,
  VesselInput,
  WeeklyPayrollInput,
  WorkerInput,
} from '../../domain/payroll/weekly-input';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PayrollError } from '../../domain/payroll/errors';
import { JsonReader, type Json } from './json-reader';

/**
 * The JSON formats of the payroll inputs (documented in docs/payroll.md), read into domain inputs.
 * Every shape problem is reported at once as one InvalidInput error, each row with its path.
 * Rows of one list are built with the same fields in the same order (absent optional fields as
 * undefined), so that the engine's loops over thousands of rows stay monomorphic.
 */

const WEEK_FIELDS = [
  'week',
  'vessels',
  'species',
  'prices',
  'positions',
  'shareRules',
  'workers',
  'landings',
  'attendance',
  'deductions',
  'otherEarnings',
  'monthToDate',
];

export function readWeeklyInput(json: unknown): Result<WeeklyPayrollInput, PayrollError[]> {
  const reader = new JsonReader();
  const input = readWeek(reader, json, '');
  return reader.ok && input !== undefined ? ok(input) : err(reader.errors());
}

/**
 * The monthly input: the month's weeks (each a weekly input), the year-to-date rows, and for income
 * tax the other employers' pay of the month and the deductible expenses declared.
 */
export interface MonthlyJsonInput {
  readonly month: string;
  readonly weeks: readonly WeeklyPayrollInput[];
  readonly yearToDate: readonly YearToDateInput[];
  readonly otherEmployers: readonly OtherEmployerIncomeInput[];
  readonly deductibleExpenses: readonly DeductibleExpensesInput[];
}

export function readMonthlyInput(json: unknown): Result<MonthlyJsonInput, PayrollError[]> {
  const reader = new JsonReader();
  const root = reader.object(json, '', [
    'month',
    'weeks',
    'yearToDate',
    'otherEmployers',
    'deductibleExpenses',
  ]);
  if (root === undefined) return err(reader.errors());
  const month = reader.yearMonth(root, 'month', '');
  const weeks = reader.list(root, 'weeks', '', (value, path) => readWeek(reader, value, path));
  const yearToDate = reader.rows(
    root,
    'yearToDate',
    '',
    ['worker', 'month', 'taxablePay', 'taxWithheld'],
    (row, path): YearToDateInput => ({
      worker: reader.string(row, 'worker', path),
      month: reader.integer(row, 'month', path, 1, 12),
      taxablePay: reader.decimal(row, 'taxablePay', path),
      taxWithheld: reader.decimal(row, 'taxWithheld', path),
    }),
    true,
  );
  const otherEmployers = reader.rows(
    root,
    'otherEmployers',
    '',
    ['worker', 'employer', 'taxablePay', 'taxWithheld'],
    (row, path): OtherEmployerIncomeInput => ({
      worker: reader.string(row, 'worker', path),
      employer: reader.string(row, 'employer', path),
      taxablePay: reader.decimal(row, 'taxablePay', path),
      taxWithheld: reader.decimal(row, 'taxWithheld', path),
    }),
    true,
  );
  const deductibleExpenses = reader.rows(
    root,
    'deductibleExpenses',
    '',
    ['worker', 'amount'],
    (row, path): DeductibleExpensesInput => ({
      worker: reader.string(row, 'worker', path),
      amount: reader.decimal(row, 'amount', path),
    }),
    true,
  );
  return reader.ok
    ? ok({ month, weeks, yearToDate, otherEmployers, deductibleExpenses })
    : err(reader.errors());
}

/**
 * One week's input: the week itself, its master data (vessels, species, prices, positions, share
 * rules), its workers, what happened (landings, attendance) and the worker entries (deductions, other
 * earnings, month-to-date pay). Every part is read, so that every problem is reported at once.
 */
function readWeek(reader: JsonReader, json: unknown, at: string): WeeklyPayrollInput | undefined {
  const root = reader.object(json, at, WEEK_FIELDS);
  if (root === undefined) return undefined;
  const week = readWeekDates(reader, root, at);
  const master = readMasterData(reader, root, at);
  const workers = readWorkers(reader, root, at);
  const happened = readLandingsAndAttendance(reader, root, at);
  const entries = readWorkerEntries(reader, root, at);
  if (week === undefined) return undefined;
  return {
    week,
    ...master,
    workers,
    ...happened,
    deductions: entries.deductions,
    ...(entries.otherEarnings.length > 0 ? { otherEarnings: entries.otherEarnings } : {}),
    monthToDate: entries.monthToDate,
  };
}

function readWeekDates(reader: JsonReader, root: Json, at: string): WeeklyPayrollInput['week'] | undefined {
  const weekPath = at === '' ? 'week' : `${at}.week`;
  const weekObj = reader.object(root.week, weekPath, ['year', 'number', 'start', 'end', 'month']);
  if (weekObj === undefined) return undefined;
  return {
    year: reader.integer(weekObj, 'year', weekPath, 2000, 2100),
    number: reader.integer(weekObj, 'number', weekPath, 1, 53),
    start: reader.date(weekObj, 'start', weekPath),
    end: reader.date(weekObj, 'end', weekPath),
    month: reader.yearMonth(weekObj, 'month', weekPath),
  };
}

type MasterData = Pick<WeeklyPayrollInput, 'vessels' | 'species' | 'prices' | 'positions' | 'shareRules'>;

function readMasterData(reader: JsonReader, root: Json, at: string): MasterData {
  const vessels = reader.rows(
    root,
    'vessels',
    at,
    ['code', 'name', 'sharePct'],
    (row, path): VesselInput => ({
      code: reader.string(row, 'code', path),
      name: reader.string(row, 'name', path, true),
      sharePct: reader.decimal(row, 'sharePct', path),
    }),
  );
  const species = reader.rows(
    root,
    'species',
    at,
    ['code', 'name', 'fishingType'],
    (row, path): SpeciesInput => ({
      code: reader.string(row, 'code', path),
      name: reader.string(row, 'name', path, true),
      fishingType: reader.string(row, 'fishingType', path, true),
    }),
  );
  const prices = reader.rows(
    root,
    'prices',
    at,
    ['species', 'effectiveFrom', 'pricePerTonne'],
    (row, path): PriceInput => ({
      species: reader.string(row, 'species', path),
      effectiveFrom: reader.date(row, 'effectiveFrom', path),
      pricePerTonne: reader.decimal(row, 'pricePerTonne', path),
    }),
  );
  const positions = reader.rows(
    root,
    'positions',
    at,
    ['code', 'name', 'landDailyRate'],
    (row, path): PositionInput => ({
      code: reader.string(row, 'code', path),
      name: reader.string(row, 'name', path, true),
      landDailyRate: reader.decimal(row, 'landDailyRate', path, true),
    }),
  );
  const shareRules = reader.rows(
    root,
    'shareRules',
    at,
    ['position', 'effectiveFrom', 'partes', 'vessel', 'fishingType', 'specialtyBonus'],
    (row, path): ShareRuleInput => {
      const specialtyBonus = readSpecialtyBonus(reader, row.specialtyBonus, `${path}.specialtyBonus`);
      return {
        position: reader.string(row, 'position', path),
        effectiveFrom: reader.date(row, 'effectiveFrom', path),
        partes: reader.decimal(row, 'partes', path),
        vessel: reader.string(row, 'vessel', path, true),
        fishingType: reader.string(row, 'fishingType', path, true),
        specialtyBonus,
      };
    },
  );
  return { vessels, species, prices, positions, shareRules };
}

function readSpecialtyBonus(reader: JsonReader, value: unknown, path: string): SpecialtyBonus | undefined {
  if (value === undefined) return undefined;
  const bonus = reader.object(value, path, ['kind', 'amount', 'rate']);
  if (bonus === undefined) return undefined;
  const kind = reader.oneOf(bonus, 'kind', path, ['perFishingDay', 'percentOfShare'] as const);
  return kind === 'perFishingDay'
    ? { kind, amount: reader.decimal(bonus, 'amount', path) }
    : { kind, rate: reader.decimal(bonus, 'rate', path) };
}

const WORKER_FIELDS = [
  'document',
  'documentType',
  'name',
  'position',
  'hireDate',
  'pension',
  'unionAffiliated',
  'fixedWeeklyPay',
  'eps',
  'familyAllowance',
];

function readWorkers(reader: JsonReader, root: Json, at: string): WorkerInput[] {
  return reader.rows(root, 'workers', at, WORKER_FIELDS, (row, path): WorkerInput => ({
    document: reader.string(row, 'document', path),
    documentType: reader.string(row, 'documentType', path, true),
    name: reader.string(row, 'name', path),
    position: reader.string(row, 'position', path),
    hireDate: reader.date(row, 'hireDate', path, true),
    pension: readPension(reader, row.pension, `${path}.pension`),
    unionAffiliated: reader.boolean(row, 'unionAffiliated', path),
    fixedWeeklyPay: reader.decimal(row, 'fixedWeeklyPay', path, true),
    eps: reader.boolean(row, 'eps', path),
    familyAllowance: reader.boolean(row, 'familyAllowance', path),
  }));
}

function readLandingsAndAttendance(
  reader: JsonReader,
  root: Json,
  at: string,
): Pick<WeeklyPayrollInput, 'landings' | 'attendance'> {
  const landings = reader.rows(
    root,
    'landings',
    at,
    ['date', 'vessel', 'species', 'plant', 'ticket', 'tonnes', 'penalisedTonnes'],
    (row, path): LandingInput => ({
      date: reader.date(row, 'date', path),
      vessel: reader.string(row, 'vessel', path),
      species: reader.string(row, 'species', path),
      plant: reader.string(row, 'plant', path, true),
      ticket: reader.string(row, 'ticket', path, true),
      tonnes: reader.decimal(row, 'tonnes', path),
      penalisedTonnes: reader.decimal(row, 'penalisedTonnes', path, true) ?? Decimal.ZERO,
    }),
  );
  const attendance = reader.rows(
    root,
    'attendance',
    at,
    ['date', 'worker', 'kind', 'vessel', 'position'],
    (row, path): AttendanceInput => {
      const kind = reader.oneOf(row, 'kind', path, ['board', 'land'] as const);
      const date = reader.date(row, 'date', path);
      const worker = reader.string(row, 'worker', path);
      if (kind === 'land' && row.vessel !== undefined)
        reader.problem(`${path}.vessel`, 'el trabajo en tierra no lleva embarcación');
      const vessel = kind === 'board' ? reader.string(row, 'vessel', path) : undefined;
      const position = reader.string(row, 'position', path, true);
      // One object shape for both kinds (same fields, same order): the engine reads them fast.
      return { date, worker, kind, vessel, position } as AttendanceInput;
    },
  );
  return { landings, attendance };
}

function readWorkerEntries(
  reader: JsonReader,
  root: Json,
  at: string,
): {
  deductions: DeductionInput[];
  otherEarnings: OtherEarningInput[];
  monthToDate: MonthToDateInput[];
} {
  const deductions = reader.rows(
    root,
    'deductions',
    at,
    ['worker', 'amount', 'reason', 'kind'],
    (row, path): DeductionInput => ({
      worker: reader.string(row, 'worker', path),
      amount: reader.decimal(row, 'amount', path),
      reason: reader.string(row, 'reason', path),
      kind: reader.oneOf(row, 'kind', path, ['judicial', 'advance', 'other'] as const, true),
    }),
    true,
  );
  const otherEarnings = reader.rows(
    root,
    'otherEarnings',
    at,
    ['worker', 'amount', 'reason'],
    (row, path): OtherEarningInput => ({
      worker: reader.string(row, 'worker', path),
      amount: reader.decimal(row, 'amount', path),
      reason: reader.string(row, 'reason', path),
    }),
    true,
  );
  const monthToDate = reader.rows(
    root,
    'monthToDate',
    at,
    ['worker', 'insurablePay'],
    (row, path): MonthToDateInput => ({
      worker: reader.string(row, 'worker', path),
      insurablePay: reader.decimal(row, 'insurablePay', path),
    }),
    true,
  );
  return { deductions, otherEarnings, monthToDate };
}

function readPension(reader: JsonReader, value: unknown, path: string): PensionChoice {
  const row = reader.object(value, path, ['scheme', 'afp', 'commission']);
  if (row === undefined) return { scheme: 'REP' };
  const scheme = reader.oneOf(row, 'scheme', path, PENSION_SCHEMES);
  if (scheme !== 'AFP') {
    if (row.afp !== undefined || row.commission !== undefined)
      reader.problem(path, 'afp y commission solo aplican al esquema AFP');
    return { scheme };
  }
  const afp = reader.string(row, 'afp', path).toUpperCase();
  // Files written before the vocabulary was one say 'flow'/'balance': read as FLUJO/MIXTA.
  const commission = commissionTypeOfLegacy(row.commission);
  if (commission === undefined)
    reader.problem(
      `${path}.commission`,
      row.commission === undefined
        ? 'falta el campo'
        : `valor no admitido; use uno de: ${COMMISSION_TYPES.join(', ')}`,
    );
  return {
    scheme,
    afp,
    commission: commission ?? 'FLUJO',
  };
}
