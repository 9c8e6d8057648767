import type { MonthWorkerBreakdown } from '../../src/application/months/months-api';
import { MONTH_MESSAGES } from '../../src/domain/months/month';
import {
  incomeCertificate,
  incomeCertificates,
  NO_BALANCES,
  type IncomeCertificate,
} from '../../src/domain/months/income-certificate';
import { buildMonthPayslip } from '../../src/domain/months/month-payslip';
import { describeErrors } from '../../src/domain/payroll/errors';
import { readTaxScale } from '../../src/domain/payroll/income-tax';
import { ParameterReader } from '../../src/domain/payroll/parameters';
import type { Payslip } from '../../src/domain/shared/payslip';
import { ApiError, notFound } from '../kit/errors';
import { PAYSLIP_MESSAGES } from '../payslips/service';
import { monthLinesOf, taxBalanceOf } from './lines';
import { checkMonth, conflict, employerInMonth, employersOfWeeks, type MonthParts } from './month-parts';

const notInMonth = (document: string) =>
  new ApiError(404, 'NotFound', `El trabajador ${document} no figura en el resultado del mes.`);

/** One worker's month with every traced amount, of the last computation or of the close. */
export async function monthBreakdown(
  parts: MonthParts,
  month: string,
  document: string,
  source: 'calculo' | 'cierre',
): Promise<MonthWorkerBreakdown> {
  checkMonth(month);
  const { db } = parts.context;
  const traced = (await parts.deps.store.traced(db, month, source)) as {
    workers?: ({ worker: { document: string; name: string } } & Record<string, unknown>)[];
  } | null;
  if (!traced)
    throw new ApiError(
      404,
      'NotFound',
      source === 'cierre'
        ? 'El mes no tiene un resultado cerrado.'
        : 'El mes no tiene un cálculo: calcúlelo primero.',
    );
  const worker = traced.workers?.find((w) => w.worker.document === document);
  if (!worker) throw notInMonth(document);
  const balance = (await parts.deps.taxBalances.ofMonth(db, month)).find((b) => b.document === document);
  return {
    source,
    document,
    name: worker.worker.name,
    lines: monthLinesOf(worker),
    ...(balance ? { taxBalance: taxBalanceOf(balance) } : {}),
  };
}

/**
 * The payslips of a closed month's run (one worker's with `document`), each with the employer and
 * position of the worker's last week of the month; by employer, then name.
 */
export async function monthPayslips(
  parts: MonthParts,
  month: string,
  document?: string,
): Promise<{ title: string; payslips: Payslip[] }> {
  checkMonth(month);
  const { db } = parts.context;
  const { store } = parts.deps;
  const [row, weeks] = await Promise.all([store.get(db, month), parts.deps.weeks.weeks(db, month)]);
  if (!row && weeks.length === 0) throw notFound(MONTH_MESSAGES.notFound);
  if (row?.state !== 'cerrado') throw conflict(MONTH_MESSAGES.payslipsNeedClose);
  const traced = (await store.traced(db, month, 'cierre')) as { workers?: Record<string, unknown>[] };
  const workers = (traced.workers ?? []).filter(
    (w) => document === undefined || (w.worker as { document?: string }).document === document,
  );
  if (document !== undefined && workers.length === 0) throw notInMonth(document);
  const of = await employersOfWeeks(parts, weeks);
  const payslips = workers
    .map((worker) => {
      const known = of.get((worker.worker as { document: string }).document);
      if (!known)
        throw conflict(PAYSLIP_MESSAGES.noEmployer(worker.worker as { document: string; name: string }));
      return buildMonthPayslip({
        month,
        weeks: weeks.map((w) => ({ year: w.year, number: w.number })),
        worker,
        employer: known.employer,
        positionName: known.position,
      });
    })
    .sort(
      (a, b) =>
        a.employer.legalName.localeCompare(b.employer.legalName, 'es') ||
        a.worker.name.localeCompare(b.worker.name, 'es') ||
        a.worker.document.localeCompare(b.worker.document),
    );
  return { title: `boletas-${month}`, payslips };
}

/** The year's closed months and its tax scale: what every certificate of the year is built from. */
async function certificateSources(parts: MonthParts, year: number) {
  const [closed, catalogue] = await Promise.all([
    parts.deps.store.closedOfYear(parts.context.db, year),
    parts.deps.parameters.catalogue(),
  ]);
  const reader = new ParameterReader(catalogue, `${String(year)}-12-31`);
  const scale = readTaxScale(reader);
  if (reader.missing.length > 0)
    throw conflict(`El certificado no se pudo calcular: ${describeErrors(reader.missing)}`);
  return { closed, scale };
}

/** A certificate with the employer that issues it. */
export interface IssuedCertificate {
  readonly certificate: IncomeCertificate;
  /** The employer of the last closed month of the year that paid the worker, or null. */
  readonly employer: Payslip['employer'] | null;
}

/**
 * A worker's certificado de rentas y retenciones of a year (Reglamento LIR art. 45), from the year's
 * closed months, and the employer of the last of them; 404 when no closed month of the year paid them.
 */
export async function yearIncomeCertificate(
  parts: MonthParts,
  document: string,
  year: number,
): Promise<IssuedCertificate> {
  const [{ closed, scale }, balances] = await Promise.all([
    certificateSources(parts, year),
    parts.deps.taxBalances.certificateOf(parts.context.db, document),
  ]);
  const certificate = incomeCertificate(year, document, closed, scale, balances);
  if (!certificate) throw new ApiError(404, 'NotFound', MONTH_MESSAGES.noCertificate(document, year));
  const last = certificate.months.at(-1)!.month;
  return { certificate, employer: await employerInMonth(parts, last, document) };
}

/**
 * Every worker's certificate of a year (those paid in a closed month of it), by name, each with the
 * employer of the worker's last closed month of the year (one query of employers a month).
 */
export async function yearIncomeCertificates(parts: MonthParts, year: number): Promise<IssuedCertificate[]> {
  const { closed, scale } = await certificateSources(parts, year);
  const documents = [...new Set(closed.flatMap((m) => m.workers.map((w) => w.document)))];
  const balances = await parts.deps.taxBalances.certificatesOf(parts.context.db, documents);
  const certificates = incomeCertificates(year, closed, scale, (d) => balances.get(d) ?? NO_BALANCES);
  const lastOf = (c: IncomeCertificate) => c.months.at(-1)!.month;
  const months = [...new Set(certificates.map(lastOf))];
  const employers = new Map(
    await Promise.all(
      months.map(
        async (month) =>
          [
            month,
            await employersOfWeeks(parts, await parts.deps.weeks.weeks(parts.context.db, month)),
          ] as const,
      ),
    ),
  );
  return certificates.map((certificate) => ({
    certificate,
    employer: employers.get(lastOf(certificate))?.get(certificate.document)?.employer ?? null,
  }));
}
