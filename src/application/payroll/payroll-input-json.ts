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
import { JsonReader } from './json-reader';

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
  const yearToDate = reader.list(
    root,
    'yearToDate',
    '',
    (value, path): YearToDateInput | undefined => {
      const row = reader.object(value, path, ['worker', 'month', 'taxablePay', 'taxWithheld']);
      if (row === undefined) return undefined;
      return {
        worker: reader.string(row, 'worker', path),
        month: reader.integer(row, 'month', path, 1, 12),
        taxablePay: reader.decimal(row, 'taxablePay', path),
        taxWithheld: reader.decimal(row, 'taxWithheld', path),
      };
    },
    true,
  );
  const otherEmployers = reader.list(
    root,
    'otherEmployers',
    '',
    (value, path): OtherEmployerIncomeInput | undefined => {
      const row = reader.object(value, path, ['worker', 'employer', 'taxablePay', 'taxWithheld']);
      if (row === undefined) return undefined;
      return {
        worker: reader.string(row, 'worker', path),
        employer: reader.string(row, 'employer', path),
        taxablePay: reader.decimal(row, 'taxablePay', path),
        taxWithheld: reader.decimal(row, 'taxWithheld', path),
      };
    },
    true,
  );
  const deductibleExpenses = reader.list(
    root,
    'deductibleExpenses',
    '',
    (value, path): DeductibleExpensesInput | undefined => {
      const row = reader.object(value, path, ['worker', 'amount']);
      if (row === undefined) return undefined;
      return { worker: reader.string(row, 'worker', path), amount: reader.decimal(row, 'amount', path) };
    },
    true,
  );
  return reader.ok
    ? ok({ month, weeks, yearToDate, otherEmployers, deductibleExpenses })
    : err(reader.errors());
}

function readWeek(reader: JsonReader, json: unknown, at: string): WeeklyPayrollInput | undefined {
  const root = reader.object(json, at, WEEK_FIELDS);
  if (root === undefined) return undefined;
  const weekPath = at === '' ? 'week' : `${at}.week`;
  const weekObj = reader.object(root.week, weekPath, ['year', 'number', 'start', 'end', 'month']);
  const week =
    weekObj === undefined
      ? undefined
      : {
          year: reader.integer(weekObj, 'year', weekPath, 2000, 2100),
          number: reader.integer(weekObj, 'number', weekPath, 1, 53),
          start: reader.date(weekObj, 'start', weekPath),
          end: reader.date(weekObj, 'end', weekPath),
          month: reader.yearMonth(weekObj, 'month', weekPath),
        };

  const vessels = reader.list(root, 'vessels', at, (value, path): VesselInput | undefined => {
    const row = reader.object(value, path, ['code', 'name', 'sharePct']);
    if (row === undefined) return undefined;
    return {
      code: reader.string(row, 'code', path),
      name: reader.string(row, 'name', path, true),
      sharePct: reader.decimal(row, 'sharePct', path),
    };
  });

  const species = reader.list(root, 'species', at, (value, path): SpeciesInput | undefined => {
    const row = reader.object(value, path, ['code', 'name', 'fishingType']);
    if (row === undefined) return undefined;
    return {
      code: reader.string(row, 'code', path),
      name: reader.string(row, 'name', path, true),
      fishingType: reader.string(row, 'fishingType', path, true),
    };
  });

  const prices = reader.list(root, 'prices', at, (value, path): PriceInput | undefined => {
    const row = reader.object(value, path, ['species', 'effectiveFrom', 'pricePerTonne']);
    if (row === undefined) return undefined;
    return {
      species: reader.string(row, 'species', path),
      effectiveFrom: reader.date(row, 'effectiveFrom', path),
      pricePerTonne: reader.decimal(row, 'pricePerTonne', path),
    };
  });

  const positions = reader.list(root, 'positions', at, (value, path): PositionInput | undefined => {
    const row = reader.object(value, path, ['code', 'name', 'landDailyRate']);
    if (row === undefined) return undefined;
    return {
      code: reader.string(row, 'code', path),
      name: reader.string(row, 'name', path, true),
      landDailyRate: reader.decimal(row, 'landDailyRate', path, true),
    };
  });

  const shareRules = reader.list(root, 'shareRules', at, (value, path): ShareRuleInput | undefined => {
    const row = reader.object(value, path, [
      'position',
      'effectiveFrom',
      'partes',
      'vessel',
      'fishingType',
      'specialtyBonus',
    ]);
    if (row === undefined) return undefined;
    let specialtyBonus: SpecialtyBonus | undefined;
    if (row.specialtyBonus !== undefined) {
      const bonusPath = `${path}.specialtyBonus`;
      const bonus = reader.object(row.specialtyBonus, bonusPath, ['kind', 'amount', 'rate']);
      if (bonus !== undefined) {
        const kind = reader.oneOf(bonus, 'kind', bonusPath, ['perFishingDay', 'percentOfShare'] as const);
        specialtyBonus =
          kind === 'perFishingDay'
            ? { kind, amount: reader.decimal(bonus, 'amount', bonusPath) }
            : { kind, rate: reader.decimal(bonus, 'rate', bonusPath) };
      }
    }
    return {
      position: reader.string(row, 'position', path),
      effectiveFrom: reader.date(row, 'effectiveFrom', path),
      partes: reader.decimal(row, 'partes', path),
      vessel: reader.string(row, 'vessel', path, true),
      fishingType: reader.string(row, 'fishingType', path, true),
      specialtyBonus: specialtyBonus,
    };
  });

  const workers = reader.list(root, 'workers', at, (value, path): WorkerInput | undefined => {
    const row = reader.object(value, path, [
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
    ]);
    if (row === undefined) return undefined;
    return {
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
    };
  });

  const landings = reader.list(root, 'landings', at, (value, path): LandingInput | undefined => {
    const row = reader.object(value, path, [
      'date',
      'vessel',
      'species',
      'plant',
      'ticket',
      'tonnes',
      'penalisedTonnes',
    ]);
    if (row === undefined) return undefined;
    return {
      date: reader.date(row, 'date', path),
      vessel: reader.string(row, 'vessel', path),
      species: reader.string(row, 'species', path),
      plant: reader.string(row, 'plant', path, true),
      ticket: reader.string(row, 'ticket', path, true),
      tonnes: reader.decimal(row, 'tonnes', path),
      penalisedTonnes: reader.decimal(row, 'penalisedTonnes', path, true) ?? Decimal.ZERO,
    };
  });

  const attendance = reader.list(root, 'attendance', at, (value, path): AttendanceInput | undefined => {
    const row = reader.object(value, path, ['date', 'worker', 'kind', 'vessel', 'position']);
    if (row === undefined) return undefined;
    const kind = reader.oneOf(row, 'kind', path, ['board', 'land'] as const);
    const date = reader.date(row, 'date', path);
    const worker = reader.string(row, 'worker', path);
    if (kind === 'land' && row.vessel !== undefined)
      reader.problem(`${path}.vessel`, 'el trabajo en tierra no lleva embarcación');
    const vessel = kind === 'board' ? reader.string(row, 'vessel', path) : undefined;
    const position = reader.string(row, 'position', path, true);
    // One object shape for both kinds (same fields, same order): the engine reads them fast.
    return { date, worker, kind, vessel, position } as AttendanceInput;
  });

  const deductions = reader.list(
    root,
    'deductions',
    at,
    (value, path): DeductionInput | undefined => {
      const row = reader.object(value, path, ['worker', 'amount', 'reason', 'kind']);
      if (row === undefined) return undefined;
      return {
        worker: reader.string(row, 'worker', path),
        amount: reader.decimal(row, 'amount', path),
        reason: reader.string(row, 'reason', path),
        kind: reader.oneOf(row, 'kind', path, ['judicial', 'advance', 'other'] as const, true),
      };
    },
    true,
  );

  const otherEarnings = reader.list(
    root,
    'otherEarnings',
    at,
    (value, path): OtherEarningInput | undefined => {
      const row = reader.object(value, path, ['worker', 'amount', 'reason']);
      if (row === undefined) return undefined;
      return {
        worker: reader.string(row, 'worker', path),
        amount: reader.decimal(row, 'amount', path),
        reason: reader.string(row, 'reason', path),
      };
    },
    true,
  );

  const monthToDate = reader.list(
    root,
    'monthToDate',
    at,
    (value, path): MonthToDateInput | undefined => {
      const row = reader.object(value, path, ['worker', 'insurablePay']);
      if (row === undefined) return undefined;
      return {
        worker: reader.string(row, 'worker', path),
        insurablePay: reader.decimal(row, 'insurablePay', path),
      };
    },
    true,
  );

  if (week === undefined) return undefined;
  return {
    week,
    vessels,
    species,
    prices,
    positions,
    shareRules,
    workers,
    landings,
    attendance,
    deductions,
    ...(otherEarnings.length > 0 ? { otherEarnings } : {}),
    monthToDate,
  };
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
    afp: reader.string(row, 'afp', path).toUpperCase(),
    commission: commission ?? 'FLUJO',
  };
}
