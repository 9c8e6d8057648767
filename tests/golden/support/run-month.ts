import { Decimal } from '../../../src/domain/shared/decimal';
import type { GoldenApi } from './api';
import { checkExpectedArithmetic, compareCase } from './compare';
import type { ComputeAnswer } from './enter-case';
import { enterMonth, enterWeek, type EnteredMonth } from './enter-month';
import { compareFilingFiles } from './filing-files';
import { checkMonthArithmetic, type MonthCase, type MonthCaseExpected } from './month-case';
import {
  courtReportRowKey,
  paymentKeys,
  readBeneficiaryPayment,
  readCourtReports,
  readMonth,
  type FlatReading,
} from './read-month';
import { readDocuments } from './read-documents';

const flat = (prefix: string, r: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [`${prefix}${k}`, v]));

/** A CTS statement's .xlsx columns of a withheld worker: the semester's withholding and the CTS deposited. */
function withheldAndDeposit(total: string, withheld: Readonly<Record<string, string>>) {
  const sum = Decimal.sum(Object.values(withheld).map((a) => Decimal.of(a)));
  return { withheld: sum.toFixed(2), deposit: Decimal.of(total).minus(sum).toFixed(2) };
}

/** The expected `key → amount` of each worker for a reading's kind (absent: the worker is not in it). */
function expectedOf(expected: MonthCaseExpected, kind: string): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  if (kind === 'vacations') {
    for (const [d, v] of Object.entries(expected.vacations ?? {})) {
      const keys: Record<string, string> = { taken: String(v.taken) };
      for (const [year, r] of Object.entries(v.records))
        for (const [field, value] of Object.entries(r)) keys[`año ${year}.${field}`] = String(value);
      out.set(d, keys);
    }
    return out;
  }
  if (kind === 'cts') {
    for (const [d, amount] of Object.entries(expected.ctsDeposit?.workers ?? {})) out.set(d, { amount });
    return out;
  }
  const b = expected.beneficiaryPayment;
  if (kind === 'beneficiaries preview' && b) {
    out.set('(vista previa)', { paid: String(b.payments.length), total: b.total, withoutAccount: '0' });
    return out;
  }
  if (kind === 'beneficiaries' && b) {
    for (const [document, keys] of paymentKeys(b.payments)) out.set(document, keys);
    out.set('(archivo)', { total: b.total, payments: String(b.payments.length) });
    return out;
  }
  if (kind === 'court reports') {
    for (const [caseNumber, r] of Object.entries(expected.courtReports ?? {})) {
      const keys: Record<string, string> = {};
      for (const row of r.rows) {
        keys[`${courtReportRowKey(row)}.base`] = row.base;
        keys[`${courtReportRowKey(row)}.withheld`] = row.withheld;
      }
      keys.total = r.total;
      out.set(caseNumber, keys);
    }
    return out;
  }
  // What court orders withheld of the CTS: per month in the JSON; in the .xlsx, the semester's sum and the
  // CTS then deposited.
  const xlsx = kind.endsWith(' xlsx');
  const semester = expected.semesters?.find((s) => `${s.kind} ${s.period}` === kind.replace(/ xlsx$/, ''));
  if (semester) {
    for (const [d, w] of Object.entries(semester.workers))
      out.set(d, {
        ...flat('months.', w.months),
        ...(semester.kind === 'gratificacion'
          ? { bonus: w.bonus ?? '', bonusExtra: w.bonusExtra ?? '' }
          : {}),
        ...(xlsx ? {} : flat('withheld.', w.withheld ?? {})),
        total: w.total,
        ...(xlsx && w.withheld ? withheldAndDeposit(w.total, w.withheld) : {}),
      });
    return out;
  }
  for (const [d, w] of Object.entries(expected.workers)) {
    if (kind === 'month') out.set(d, { ...w.month });
    else if (kind === 'breakdown') out.set(d, { ...w.breakdown });
    else if (kind === 'payslip') {
      const { earnings, deductions, employer, ...totals } = w.payslip;
      out.set(d, {
        ...flat('earnings.', earnings),
        ...flat('deductions.', deductions),
        ...flat('employer.', employer),
        ...totals,
      });
    } else if (kind === 'report') {
      const { columns, ...totals } = w.report;
      out.set(d, { ...flat('columns.', columns), ...totals });
    } else if (kind === 'plame') out.set(d, { ...w.plame });
    else if (kind === 'afpnet') {
      if (w.afpnet !== undefined) out.set(d, { insurablePay: w.afpnet });
    } else throw new Error(`no expected block for «${kind}»`);
  }
  return out;
}

/**
 * Every difference between the expected amounts and what each output says: one sentence each naming
 * the output, the worker and the key (a missing or an unexpected key is a difference too).
 */
export function compareMonth(expected: MonthCaseExpected, readings: readonly FlatReading[]): string[] {
  const out: string[] = [];
  for (const reading of readings) {
    const want = expectedOf(expected, reading.kind);
    for (const d of want.keys())
      if (!reading.workers.has(d)) out.push(`${reading.name} · ${d}: el trabajador no figura`);
    for (const d of reading.workers.keys())
      if (!want.has(d)) out.push(`${reading.name} · ${d}: figura un trabajador no esperado`);
    for (const [d, keys] of want) {
      const got = reading.workers.get(d);
      if (!got) continue;
      for (const key of new Set([...Object.keys(keys), ...Object.keys(got)])) {
        const a = keys[key];
        const b = got[key];
        const where = `${reading.name} · ${d} · ${key}`;
        if (a === undefined) out.push(`${where}: ${b} no esperado`);
        else if (b === undefined) out.push(`${where}: esperado ${a}, no figura`);
        else if (a !== b && (!/^-?\d+(\.\d+)?$/.test(b) || !Decimal.of(a).equals(Decimal.of(b))))
          out.push(`${where}: esperado ${a}, obtenido ${b}`);
      }
    }
  }
  return out;
}

/** A month case through the product: its arithmetic, entered through the API, every output compared. */
export async function runMonthCase(api: GoldenApi, golden: MonthCase): Promise<string[]> {
  const arithmetic = checkMonthArithmetic(golden.expected);
  if (arithmetic.length > 0) return arithmetic.map((d) => `${golden.id} (el documento): ${d}`);
  const entered = await enterMonth(api, golden.input);
  const { readings, statementPending } = await readMonth(
    api,
    golden.input,
    entered,
    golden.expected.semesters ?? [],
    golden.expected.ctsDeposit,
    golden.expected.vacations,
  );
  const { beneficiaryPayment, courtReports } = golden.expected;
  if (beneficiaryPayment)
    readings.push(
      ...(await readBeneficiaryPayment(api, entered.month, entered.companyRuc, beneficiaryPayment)),
    );
  if (courtReports) readings.push(await readCourtReports(api, entered, courtReports));
  return [
    ...statementPending.map((p) => `estado de cuenta provisional: ${p} sin cerrar`),
    ...compareMonth(golden.expected, readings),
    ...(await compareFilingFiles(api, golden.id, golden.input.payrollMonth, golden.input.company.ruc)),
    ...(await runNextWeek(api, golden, entered)),
  ];
}

/**
 * The case's week of a later month (`nextWeek`), entered, computed and closed after the month: each of
 * its documents compared like a weekly case's (the balance the month could not withhold is its line).
 */
async function runNextWeek(api: GoldenApi, golden: MonthCase, entered: EnteredMonth): Promise<string[]> {
  const grids = golden.input.nextWeek;
  const expected = golden.expected.nextWeek;
  if (!grids || !expected) return grids || expected ? [`${golden.id}: nextWeek sin su par`] : [];
  const arithmetic = checkExpectedArithmetic(expected);
  if (arithmetic.length > 0) return arithmetic.map((d) => `${golden.id} (semana siguiente): ${d}`);
  const weekId = await enterWeek(api, grids, entered);
  const computeAnswer = await api.get<ComputeAnswer>(`/semanas-de-pesca/${weekId}/calculo`);
  const input = { ...golden.input, ...grids };
  const documents = await readDocuments(api, input, { ...entered, weekId, computeAnswer });
  // Its month closed too: a later case's semester statement reads every month with closed weeks.
  const month = grids.week.month;
  const computed = await api.post<{ version: number }>(`/meses-de-planilla/${month}/calculo`, { version: 0 });
  await api.post(`/meses-de-planilla/${month}/cierre`, { version: computed.version });
  return compareCase(expected, documents).map((d) => `semana siguiente · ${d}`);
}
