import { Decimal } from '../../domain/payroll/decimal';
import type { PayrollError } from '../../domain/payroll/errors';
import type { CatchPool, CatchShareLine, EarningLine } from '../../domain/payroll/lines';
import type { MonthlyPayroll } from '../../domain/payroll/monthly-payroll';
import { earningLabel } from '../../domain/payroll/payslip';
import type { WeeklyPayroll } from '../../domain/payroll/weekly-payroll';

/**
 * The JSON forms of the payroll results (documented in docs/payroll.md). Every decimal is a string:
 * amounts with two decimals ("2126.51"), tonnes, rates and partes with the decimals they were given
 * or computed with ("178.000", "22.40", "2126.506667"). Absent optional values are left out.
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** Decimals to strings, recursively; undefined fields dropped. */
export function toJsonValue(value: unknown): JsonValue | undefined {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value instanceof Decimal) return value.toString();
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map((item) => toJsonValue(item) ?? null);
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value as object)) {
    const converted = toJsonValue(item);
    if (converted !== undefined) out[key] = converted;
  }
  return out;
}

function obj(value: unknown): JsonObject {
  return toJsonValue(value) as JsonObject;
}

/** A pool's identity in the output: "2025-04-03|V1|ANCH". */
export function poolId(pool: CatchPool): string {
  return `${pool.date}|${pool.vessel}|${pool.species}`;
}

function catchShareJson(line: CatchShareLine): JsonObject {
  const pool = line.inputs.pool;
  return {
    concept: line.concept,
    amount: line.amount.toString(),
    label: earningLabel(line),
    formula: line.formula,
    inputs: {
      pool: poolId(pool),
      date: pool.date,
      day: pool.day,
      vessel: pool.vessel,
      species: pool.species,
      netTonnes: pool.netTonnes.toString(),
      pricePerTonne: pool.pricePerTonne.toString(),
      sharePct: pool.sharePct.toString(),
      poolAmount: pool.pool.toString(),
      totalPartes: pool.totalPartes.toString(),
      position: line.inputs.position,
      partes: line.inputs.partes.toString(),
    },
  };
}

function earningJson(line: EarningLine): JsonObject {
  if (line.concept === 'catchShare') return catchShareJson(line);
  return {
    concept: line.concept,
    amount: line.amount.toString(),
    label: earningLabel(line),
    formula: line.formula,
    inputs: obj(line.inputs),
  };
}

export function weeklyPayrollToJson(payroll: WeeklyPayroll): JsonObject {
  return {
    week: obj(payroll.week),
    parameterDate: payroll.parameterDate,
    parameters: obj(payroll.parameters),
    pools: payroll.pools.map((pool) => ({ id: poolId(pool), ...obj(pool) })),
    workers: payroll.workers.map((w) => ({
      worker: obj(w.worker),
      daysOnBoard: w.daysOnBoard,
      fishingDays: w.fishingDays,
      daysOnLand: w.daysOnLand,
      earnings: w.earnings.map(earningJson),
      deductions: w.deductions.map(obj),
      employer: w.employer.map(obj),
      catchShares: w.catchShares.toString(),
      gross: w.gross.toString(),
      totalDeductions: w.totalDeductions.toString(),
      net: w.net.toString(),
      totalEmployer: w.totalEmployer.toString(),
      subtotals: obj(w.subtotals),
    })),
    vessels: payroll.vessels.map(obj),
    totals: obj(payroll.totals),
  };
}

export function monthlyPayrollToJson(payroll: MonthlyPayroll): JsonObject {
  return obj(payroll);
}

export function payrollErrorsToJson(errors: readonly PayrollError[]): JsonObject {
  return { ok: false, errors: errors.map(obj) };
}
