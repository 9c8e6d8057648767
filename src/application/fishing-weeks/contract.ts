import Type, { type Static } from 'typebox';
import {
  ADJUSTMENT_KINDS,
  GRID_MAX_ROWS,
  REASON_MAX,
  REOPEN_REASON_MAX,
  TICKET_MAX,
  WEEK_STATES,
  type Accumulated,
  type AdjustmentRow,
  type ComputeContext,
  type CrewRow,
  type LandingRow,
  type LandWorkRow,
  type PriceRow,
  type WeekInput,
  type WorkerDiff,
  type WorkerTotals,
} from '../../domain/fishing-weeks';
import { MAX_PAGE_SIZE } from '../../domain/shared/paging';
import { COMMISSION_TYPES, PENSION_SCHEMES } from '../../domain/shared/pension-vocabulary';
import {
  ImportModeField,
  ImportNameField,
  ImportSummarySchema,
  List,
  OneOf,
  Order,
  Reopening,
  Text,
  Version,
  type Same,
  strict,
  Nullable,
} from '../shared/contract';

/**
 * The fishing weeks' API contract (docs/api-contract.md, docs/fishing-weeks.md): every request and
 * answer of `/semanas-de-pesca`, once. server/fishing-weeks/routes.ts validates and serialises with
 * these schemas; the SPA's port (fishing-weeks-api.ts) takes its types from them. The rows the engine
 * and the grids' rules also read are declared in src/domain (which imports no package); each schema of
 * one is checked against it below, so the wire and the engine cannot drift apart.
 */

const DATE = Type.String({ maxLength: 10 });
const DECIMAL = Type.String({ maxLength: 20 });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const NullableId = Type.Union([Type.Null(), Id]);
const NullableDecimal = Type.Union([Type.Null(), DECIMAL]);
const Rows = <T extends Parameters<typeof Type.Array>[0]>(row: T) => List(row, { maxItems: GRID_MAX_ROWS });

export const PriceRowSchema = Type.Object(
  { speciesId: Id, effectiveFrom: DATE, pricePerTonne: DECIMAL },
  strict,
);
export const LandingRowSchema = Type.Object(
  {
    date: DATE,
    vesselId: Id,
    speciesId: Id,
    plantId: NullableId,
    ticket: Text(TICKET_MAX),
    tonnes: DECIMAL,
    penalisedTonnes: DECIMAL,
    pricePerTonne: NullableDecimal,
    priceReason: Text(REASON_MAX),
  },
  strict,
);
export const CrewRowSchema = Type.Object(
  { date: DATE, vesselId: Id, workerId: Id, positionId: NullableId },
  strict,
);
export const LandWorkRowSchema = Type.Object({ date: DATE, workerId: Id, positionId: NullableId }, strict);
export const AdjustmentRowSchema = Type.Object(
  {
    workerId: Id,
    kind: OneOf(ADJUSTMENT_KINDS),
    amount: NullableDecimal,
    percent: NullableDecimal,
    beneficiary: Text(200),
    reason: Text(REASON_MAX),
    loanId: Type.Optional(NullableId),
  },
  strict,
);

/** The totals of a week's last computation; null until computed. */
export const WeekTotals = Type.Object({
  workers: Type.Integer(),
  tonnes: Type.String(),
  catchValue: Type.String(),
  gross: Type.String(),
  deductions: Type.String(),
  net: Type.String(),
  employer: Type.String(),
});

const WeekFields = {
  year: Type.Integer({ minimum: 1900, maximum: 2200 }),
  number: Type.Integer({ minimum: 1, maximum: 60 }),
  start: DATE,
  end: DATE,
  month: Type.String({ maxLength: 7 }),
};
/** What a clerk enters to create a week (`POST /semanas-de-pesca`, the proposal's answer). */
export const WeekInputSchema = Type.Object(WeekFields, strict);

/** A row of the weeks' list. */
export const WeekSummary = Type.Object({
  id: Type.Integer(),
  ...WeekFields,
  state: OneOf(WEEK_STATES),
  landingCount: Type.Integer(),
  crewDays: Type.Integer(),
  totals: Nullable(WeekTotals),
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});

export const WeekReopening = Reopening;

/** A week with its grids. */
export const WeekDetail = Type.Object({
  ...WeekSummary.properties,
  prices: List(PriceRowSchema),
  landings: List(LandingRowSchema),
  crew: List(CrewRowSchema),
  landWork: List(LandWorkRowSchema),
  adjustments: List(AdjustmentRowSchema),
  closedAt: Nullable(Type.String()),
  closedBy: Nullable(Type.String()),
  reopenings: List(WeekReopening),
});

export const WeekPage = Type.Object({
  rows: List(WeekSummary),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

export const WeekListQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 }),
    sort: Type.Optional(OneOf(['start', 'number', 'state'] as const)),
    order: Order('desc'),
    year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
    state: Type.Optional(OneOf(WEEK_STATES)),
  },
  strict,
);

export const ProposalQuery = Type.Object({ start: DATE }, strict);
export const AccumulatedQuery = Type.Object(
  { month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }) },
  strict,
);
export const AccumulatedRow = Type.Object({
  document: Type.String(),
  name: Type.String(),
  monthToDate: Type.String(),
  yearToDate: Type.String(),
  byMonth: Type.Record(Type.String(), Type.String()),
});
export const AccumulatedList = List(AccumulatedRow);

export const LandingsBody = Type.Object(
  { version: Version, prices: Rows(PriceRowSchema), landings: Rows(LandingRowSchema) },
  strict,
);
export const CrewBody = Type.Object(
  { version: Version, crew: Rows(CrewRowSchema), landWork: Rows(LandWorkRowSchema) },
  strict,
);
export const AdjustmentsBody = Type.Object(
  { version: Version, adjustments: Rows(AdjustmentRowSchema) },
  strict,
);
export const LoanInstalments = Type.Object({ rows: List(AdjustmentRowSchema) });
export const VersionOnly = Type.Object({ version: Version }, strict);
export const ReopenBody = Type.Object({ version: Version, reason: Text(REOPEN_REASON_MAX) }, strict);

export const WorkerTotalsSchema = Type.Object({
  document: Type.String(),
  name: Type.String(),
  gross: Type.String(),
  deductions: Type.String(),
  net: Type.String(),
});
export const WorkerDiffSchema = Type.Object({
  document: Type.String(),
  name: Type.String(),
  before: Nullable(WorkerTotalsSchema),
  after: Nullable(WorkerTotalsSchema),
  gross: Type.String(),
  deductions: Type.String(),
  net: Type.String(),
});

/** A computation's answer: the week's new state and version, each worker's totals, the diff. */
export const ComputeAnswer = Type.Object({
  week: WeekSummary,
  workers: List(WorkerTotalsSchema),
  /** Of a reopened week: per worker, against the closed result; empty otherwise. */
  diff: List(WorkerDiffSchema),
});

/**
 * An engine error row, with the week's grid and row (from 1) it names when it names one, and the
 * engine's own fields of the row (RowRef, LocatedRow of src/domain): texts or numbers, read with
 * `Object.entries`.
 */
export const EngineErrorRow = Type.Object(
  {
    list: Type.String(),
    grid: Type.Optional(Type.String()),
    row: Type.Optional(Type.Integer()),
    workerId: Type.Optional(Type.Integer()),
  },
  { additionalProperties: Type.Union([Type.String(), Type.Number()]) },
);

/** A computation refused by the engine (422). */
export const ComputeRefusal = Type.Object({
  error: Type.Literal('PayrollRefused'),
  message: Type.String(),
  errors: List(Type.Object({ kind: Type.String(), message: Type.String(), rows: List(EngineErrorRow) })),
});

export const BreakdownSource = OneOf(['calculo', 'cierre'] as const);
export const BreakdownParams = Type.Object(
  { id: Id, document: Type.String({ minLength: 1, maxLength: 20 }) },
  strict,
);
export const BreakdownQuery = Type.Object({ fuente: Type.Optional(BreakdownSource) }, strict);

/** One traced line of a worker's result, as JSON (decimals as strings): what it came from. */
export const BreakdownLine = Type.Object({
  concept: Type.String(),
  amount: Type.String(),
  formula: Type.String(),
  inputs: Type.Record(Type.String(), Type.Unknown()),
});

/** One worker's result with every line traced to its inputs, of the last computation or the closed result. */
export const WorkerBreakdown = Type.Object({
  source: BreakdownSource,
  document: Type.String(),
  name: Type.String(),
  daysOnBoard: Type.Number(),
  fishingDays: Type.Number(),
  daysOnLand: Type.Number(),
  earnings: List(BreakdownLine),
  deductions: List(BreakdownLine),
  employer: List(BreakdownLine),
  gross: Type.String(),
  totalDeductions: Type.String(),
  net: Type.String(),
  totalEmployer: Type.String(),
});

const Dated = { effectiveFrom: Type.String() };

/**
 * Everything a week is computed with besides its grids (`GET /semanas-de-pesca/:id/contexto`), the
 * ComputeContext of src/domain: the browser preview computes the edited grids with it. The pension
 * scheme and commission type are the worker catalogue's vocabulary (src/domain/workers/worker.ts).
 */
export const ComputeContextSchema = Type.Object({
  week: WeekInputSchema,
  master: Type.Object({
    vessels: List(
      Type.Object({
        id: Type.Integer(),
        registration: Type.String(),
        name: Type.String(),
        shares: List(Type.Object({ ...Dated, percent: Type.String() })),
      }),
    ),
    species: List(
      Type.Object({
        id: Type.Integer(),
        code: Type.String(),
        name: Type.String(),
        fishingType: Type.String(),
      }),
    ),
    positions: List(
      Type.Object({
        id: Type.Integer(),
        code: Type.String(),
        name: Type.String(),
        landDailyRate: Type.String(),
      }),
    ),
    shareRules: List(
      Type.Object({
        ...Dated,
        positionId: Type.Integer(),
        vesselId: Nullable(Type.Integer()),
        fishingType: Nullable(Type.String()),
        partes: Type.String(),
        bonus: Type.Optional(Type.String()),
      }),
    ),
    workers: List(
      Type.Object({
        id: Type.Integer(),
        documentType: Type.String(),
        document: Type.String(),
        name: Type.String(),
        hireDate: Type.String(),
        terms: List(
          Type.Object({
            ...Dated,
            positionId: Type.Integer(),
            pensionScheme: OneOf(PENSION_SCHEMES),
            afp: Nullable(Type.String()),
            commissionType: Nullable(OneOf(COMMISSION_TYPES)),
            unionAffiliated: Type.Boolean(),
            eps: Type.Boolean(),
            familyAllowance: Type.Optional(Type.Boolean()),
          }),
        ),
      }),
    ),
  }),
  parameterDate: Type.String(),
  parameters: List(
    Type.Object({
      key: Type.String(),
      effectiveFrom: Type.String(),
      effectiveTo: Type.Optional(Type.String()),
      value: Type.String(),
      unit: Type.String(),
      source: Type.String(),
      confidence: Type.String(),
    }),
  ),
  monthToDate: List(Type.Object({ worker: Type.String(), insurablePay: Type.String() })),
});

/** The preview's context: also these workers (ids, comma separated), named by grids not saved yet. */
export const ContextQuery = Type.Object(
  { trabajadores: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,499}$' })) },
  strict,
);

/** The closed result with the parameters it used (the stored JSON, read by the payslip and the month). */
export const ClosedResult = Type.Object({
  result: Type.Unknown(),
  parameters: Type.Unknown(),
  workers: List(WorkerTotalsSchema),
});

/** The landings' import's query: the week's version read, the mode, the file's name (for the log). */
export const LandingsImportQuery = Type.Object(
  { version: Version, mode: ImportModeField, name: ImportNameField },
  strict,
);

/**
 * What an import of landings did (or, validating, would do): the counts and bad rows of every import,
 * and the week as it is after it (its new version and state when saved).
 */
export const LandingsImportSummary = Type.Object({ ...ImportSummarySchema.properties, week: WeekSummary });

export const NoQuery = Type.Object({}, strict);

/* The domain's rows and the contract's schemas accept the same values (checked by tsc). */
const sameRows: [
  Same<Static<typeof PriceRowSchema>, PriceRow>,
  Same<Static<typeof LandingRowSchema>, LandingRow>,
  Same<Static<typeof CrewRowSchema>, CrewRow>,
  Same<Static<typeof LandWorkRowSchema>, LandWorkRow>,
  Same<Static<typeof AdjustmentRowSchema>, AdjustmentRow>,
  Same<Static<typeof WeekInputSchema>, WeekInput>,
  Same<Static<typeof WorkerTotalsSchema>, WorkerTotals>,
  Same<Static<typeof WorkerDiffSchema>, WorkerDiff>,
  Same<Static<typeof AccumulatedRow>, Accumulated>,
  Same<Static<typeof ComputeContextSchema>, ComputeContext>,
] = [true, true, true, true, true, true, true, true, true, true];
void sameRows;
