import { generalLinesOf } from '../../src/domain/months/general-settlement';
import {
  leaverSettlement,
  settlementMonths,
  type LeaverSettlement,
  type LeaverWorker,
  type SettlementVacation,
} from '../../src/domain/months/leaver';
import { MONTH_MESSAGES } from '../../src/domain/months/month';
import { readTaxScale } from '../../src/domain/payroll/income-tax';
import { ParameterReader } from '../../src/domain/payroll/parameters';
import { limaDate } from '../../src/domain/shared/dates';
import type { Payslip } from '../../src/domain/shared/payslip';
import { ApiError } from '../kit/errors';
import { employerInMonth, semesterSourcesOf, type MonthParts, type SemesterSources } from './month-parts';

/** The settlements of the workers whose end date falls in `year` (docs/months.md), by end date. */
export async function leaverSettlements(parts: MonthParts, year: number): Promise<LeaverSettlement[]> {
  const people = await parts.deps.store.leavers(parts.context.db, { year });
  const months = [...new Set(people.flatMap((p) => settlementMonths(p.endDate)))].sort();
  const sources = months.length > 0 ? await semesterSourcesOf(parts, months) : [];
  return Promise.all(people.map((p) => settlementOf(parts, p, sources)));
}

/** One leaver's settlement and the employer of the last closed month the worker was paid in. */
export async function leaverOf(
  parts: MonthParts,
  document: string,
): Promise<{ settlement: LeaverSettlement; employer: Payslip['employer'] | null }> {
  const [person] = await parts.deps.store.leavers(parts.context.db, { document });
  if (!person) throw new ApiError(404, 'NotFound', MONTH_MESSAGES.noLeaver(document));
  const sources = await semesterSourcesOf(parts, settlementMonths(person.endDate));
  const settlement = await settlementOf(parts, person, sources);
  const last = [...sources]
    .reverse()
    .find((s) => s.state === 'cerrado' && s.workers?.some((w) => w.document === document));
  const employer = last ? await employerInMonth(parts, last.month, document) : null;
  return { settlement, employer };
}

/** A leaver's settlement from the months read, with the vacation record, the tax scale and the clock. */
async function settlementOf(
  parts: MonthParts,
  person: LeaverWorker,
  sources: SemesterSources,
): Promise<LeaverSettlement> {
  const { db, clock } = parts.context;
  const balance = await parts.deps.vacations.balanceOn(person.document, person.endDate);
  const vacation: SettlementVacation | null = balance
    ? { pendingDays: balance.pending, expiredDays: balance.expiredDays }
    : null;
  const reader = new ParameterReader(await parts.deps.parameters.catalogue(), person.endDate);
  const scale = readTaxScale(reader);
  const now = clock.now();
  const lima = new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(11, 16);
  const lines = person.general ? generalLinesOf(person.general, reader) : undefined;
  const year = person.endDate.slice(0, 4);
  return leaverSettlement(person, sources, {
    vacation,
    pendingTaxBalance: await parts.deps.taxBalances.pendingOfYear(db, person.document, year),
    scale: reader.missing.length > 0 ? null : scale,
    now: `${limaDate(now)}T${lima}`,
    ...(lines ? { lines } : {}),
  });
}
