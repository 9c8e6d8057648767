import Type from 'typebox';

/** The answers of the report's routes (they also make Fastify's serialisation fast). */
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

export const ReportBody = Type.Object({
  title: Type.String(),
  weeks: Type.Array(
    Type.Object({ id: Type.Integer(), year: Type.Integer(), number: Type.Integer(), state: Type.String() }),
  ),
  columns: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      group: Type.Unsafe<'earning' | 'deduction' | 'employer'>({
        type: 'string',
        enum: ['earning', 'deduction', 'employer'],
      }),
    }),
  ),
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
    }),
  ),
  vesselTotals: Type.Array(Total),
  companyTotals: Type.Array(Total),
  total: Total,
});

const WeekSummary = {
  id: Type.Integer(),
  year: Type.Integer(),
  number: Type.Integer(),
  start: Type.String(),
  end: Type.String(),
  state: Type.String(),
};

export const PeriodsBody = Type.Object({
  weeks: Type.Array(Type.Object({ ...WeekSummary, month: Type.String() })),
  months: Type.Array(Type.String()),
});

const WeekFigures = Type.Object({
  ...WeekSummary,
  workers: Type.Integer(),
  tonnes: Type.String(),
  gross: Type.String(),
  deductions: Type.String(),
  net: Type.String(),
  employer: Type.String(),
});

export const SummaryBody = Type.Object({
  lastClosed: Type.Union([WeekFigures, Type.Null()]),
  weeks: Type.Array(WeekFigures),
  openWeek: Type.Union([
    Type.Object({ id: Type.Integer(), year: Type.Integer(), number: Type.Integer(), state: Type.String() }),
    Type.Null(),
  ]),
});
