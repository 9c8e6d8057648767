import Type, { type Static } from 'typebox';
import { COLUMN_GROUPS, type PayrollReport } from '../../domain/payroll-report/report';
import { List, OneOf, SEARCH_MAX, WeekRef, type Same, strict } from '../shared/contract';

/**
 * The payroll report's API contract (docs/api-contract.md, docs/payroll-report.md): the requests and
 * JSON answers of `/reporte-de-planilla`, once. server/payroll-report/routes.ts validates and
 * serialises with these schemas; the SPA's port (payroll-report-api.ts) takes its types from them. The
 * report itself is declared in src/domain (PayrollReport) and checked against its schema below. The
 * bank payment's preview and queries are the bank files' contract (bank-payments/contract.ts).
 */

/** One week (`semana`) or one month (`mes`), and the filters: what every report route reads. */
export const ReportQuery = Type.Object(
  {
    semana: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    /** 'AAAA-MM'. */
    mes: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })),
    /** A company's RUC. */
    empresa: Type.Optional(Type.String({ pattern: '^\\d{11}$' })),
    /** A vessel's registration, '-' for the workers on land. */
    embarcacion: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
    cargo: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
    q: Type.Optional(Type.String({ maxLength: SEARCH_MAX })),
  },
  strict,
);
export const NoQuery = Type.Object({}, strict);

const Amounts = {
  amounts: Type.Record(Type.String(), Type.String()),
  gross: Type.String(),
  deductions: Type.String(),
  net: Type.String(),
  employer: Type.String(),
};

const Total = Type.Object({
  label: Type.String(),
  companyRuc: Type.String(),
  vessel: Type.String(),
  workers: Type.Integer(),
  ...Amounts,
});

/** The payroll report of a closed week or of a month's closed weeks. */
export const PayrollReportSchema = Type.Object({
  title: Type.String(),
  weeks: Type.Array(
    Type.Object({ id: Type.Integer(), year: Type.Integer(), number: Type.Integer(), state: Type.String() }),
  ),
  columns: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), group: OneOf(COLUMN_GROUPS) })),
  rows: Type.Array(
    Type.Object({
      id: Type.String(),
      companyRuc: Type.String(),
      companyName: Type.String(),
      vessel: Type.String(),
      vesselName: Type.String(),
      document: Type.String(),
      documentType: Type.String(),
      name: Type.String(),
      position: Type.String(),
      weeks: Type.Integer(),
      daysOnBoard: Type.Integer(),
      fishingDays: Type.Integer(),
      daysOnLand: Type.Integer(),
      ...Amounts,
      /** Of a month's report: the month's insurable pay (the PLAME's base). */
      insurablePay: Type.Optional(Type.String()),
    }),
  ),
  vesselTotals: Type.Array(Total),
  companyTotals: Type.Array(Total),
  total: Total,
});

const WeekFields = WeekRef.properties;

/** A week with a closed result, as the period selector offers it. */
export const ClosedWeek = Type.Object({ ...WeekFields, /** 'AAAA-MM'. */ month: Type.String() });

/** The closed weeks (newest first) and the months they fall in ('AAAA-MM', newest first). */
export const ReportPeriods = Type.Object({ weeks: List(ClosedWeek), months: List(Type.String()) });

/** A closed week's figures, for the dashboard. */
export const WeekFigures = Type.Object({
  ...WeekFields,
  workers: Type.Integer(),
  tonnes: Type.String(),
  gross: Type.String(),
  deductions: Type.String(),
  net: Type.String(),
  employer: Type.String(),
});

/** The dashboard's payroll figures: the last closed week, the last 12 weeks, the week being worked on. */
export const PayrollSummary = Type.Object({
  lastClosed: Type.Union([WeekFigures, Type.Null()]),
  /** The last 12 closed weeks, oldest first. */
  weeks: List(WeekFigures),
  /** The newest week not closed: the dashboard's shortcut to it. */
  openWeek: Type.Union([
    Type.Object({ id: Type.Integer(), year: Type.Integer(), number: Type.Integer(), state: Type.String() }),
    Type.Null(),
  ]),
});

/* The domain's report and the contract's schema accept the same values (checked by tsc). */
const sameReport: Same<Static<typeof PayrollReportSchema>, PayrollReport> = true;
void sameReport;
