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
  MonthToDateInput,
  OtherEarningInput,
  ShareRuleInput,
  SpecialtyBonus,
  WeeklyPayrollInput,
} from '../../domain/payroll/weekly-input';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PayrollError } from '../../domain/payroll/errors';
import { JsonReader, type Json } from './json-reader';
import {
  date,
  decimal,
  decimalOrZero,
  flag,
  integerIn,
  optionalDate,
  optionalDecimal,
  optionalOneOf,
  optionalText,
  RowShape,
  text,
  type FieldRead,
} from './json-rows';

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

/** The rows of the lists, field by field in the order they are read and built. */
const YEAR_TO_DATE_ROW = RowShape.empty()
  .with('worker', text)
  .with('month', integerIn(1, 12))
  .with('taxablePay', decimal)
  .with('taxWithheld', decimal);
const OTHER_EMPLOYER_ROW = RowShape.empty()
  .with('worker', text)
  .with('employer', text)
  .with('taxablePay', decimal)
  .with('taxWithheld', decimal);
const DEDUCTIBLE_EXPENSES_ROW = RowShape.empty().with('worker', text).with('amount', decimal);
const VESSEL_ROW = RowShape.empty().with('code', text).with('name', optionalText).with('sharePct', decimal);
const SPECIES_ROW = RowShape.empty()
  .with('code', text)
  .with('name', optionalText)
  .with('fishingType', optionalText);
const PRICE_ROW = RowShape.empty()
  .with('species', text)
  .with('effectiveFrom', date)
  .with('pricePerTonne', decimal);
const POSITION_ROW = RowShape.empty()
  .with('code', text)
  .with('name', optionalText)
  .with('landDailyRate', optionalDecimal);
const pension: FieldRead<PensionChoice> = (reader, fields, key, path) =>
  readPension(reader, fields[key], `${path}.${key}`);
const WORKER_ROW = RowShape.empty()
  .with('document', text)
  .with('documentType', optionalText)
  .with('name', text)
  .with('position', text)
  .with('hireDate', optionalDate)
  .with('pension', pension)
  .with('unionAffiliated', flag)
  .with('fixedWeeklyPay', optionalDecimal)
  .with('eps', flag)
  .with('familyAllowance', flag);
const LANDING_ROW = RowShape.empty()
  .with('date', date)
  .with('vessel', text)
  .with('species', text)
  .with('plant', optionalText)
  .with('ticket', optionalText)
  .with('tonnes', decimal)
  .with('penalisedTonnes', decimalOrZero);
const DEDUCTION_ROW = RowShape.empty()
  .with('worker', text)
  .with('amount', decimal)
  .with('reason', text)
  .with('kind', optionalOneOf(['judicial', 'advance', 'other'] as const));
const OTHER_EARNING_ROW = RowShape.empty().with('worker', text).with('amount', decimal).with('reason', text);
const MONTH_TO_DATE_ROW = RowShape.empty().with('worker', text).with('insurablePay', decimal);

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
  const yearToDate = YEAR_TO_DATE_ROW.rows(reader, root, 'yearToDate', '', true);
  const otherEmployers = OTHER_EMPLOYER_ROW.rows(reader, root, 'otherEmployers', '', true);
  const deductibleExpenses = DEDUCTIBLE_EXPENSES_ROW.rows(reader, root, 'deductibleExpenses', '', true);
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
  const workers = WORKER_ROW.rows(reader, root, 'workers', at);
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
  const vessels = VESSEL_ROW.rows(reader, root, 'vessels', at);
  const species = SPECIES_ROW.rows(reader, root, 'species', at);
  const prices = PRICE_ROW.rows(reader, root, 'prices', at);
  const positions = POSITION_ROW.rows(reader, root, 'positions', at);
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

function readLandingsAndAttendance(
  reader: JsonReader,
  root: Json,
  at: string,
): Pick<WeeklyPayrollInput, 'landings' | 'attendance'> {
  const landings = LANDING_ROW.rows(reader, root, 'landings', at);
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
  const deductions = DEDUCTION_ROW.rows(reader, root, 'deductions', at, true);
  const otherEarnings = OTHER_EARNING_ROW.rows(reader, root, 'otherEarnings', at, true);
  const monthToDate = MONTH_TO_DATE_ROW.rows(reader, root, 'monthToDate', at, true);
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
