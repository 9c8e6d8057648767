import Type, { type Static } from 'typebox';
import { DOCUMENT_NUMBER_MAX } from '../../domain/shared/identity-document';
import {
  VACATION_KINDS,
  VACATION_NOTE_MAX,
  VACATION_SORTS,
  type VacationInput,
  type VacationWorkerDetail,
  type VacationWorkerRow,
} from '../../domain/vacations/vacation';
import { PageOf, PagingQuery, Text, Version, type Same, strict, Nullable } from '../shared/contract';

/**
 * The vacations' API contract (docs/api-contract.md, docs/months.md): the requests and answers of
 * `/vacaciones`, once. server/vacations/routes.ts validates and serialises with these schemas; the
 * SPA's port (vacations-api.ts) carries the domain's rows, checked against the schemas below.
 */

const Day = Type.String({ maxLength: 10 });

/* Some room over the domain's maxima: the domain's rules say how long is too long, in Spanish. */
const Kind = Type.Union([Type.Literal(VACATION_KINDS[0]), Type.Literal(VACATION_KINDS[1])]);
const PeriodFields = {
  start: Day,
  end: Day,
  note: Text(VACATION_NOTE_MAX + 50),
  /** 'vacaciones' (rest taken, the default) or 'inasistencia' (an absence, land staff's récord). */
  kind: Type.Optional(Kind),
};
const Document = Text(DOCUMENT_NUMBER_MAX + 4);

/** A period of rest (start and end included). */
export const VacationInputSchema = Type.Object(PeriodFields, strict);
/** A period recorded for a worker, by document number (`POST /vacaciones`). */
export const VacationCreate = Type.Object({ document: Document, ...PeriodFields }, strict);
/** A period changed (`PUT /vacaciones/periodos/:id`), with the version read. */
export const VacationUpdate = Type.Object({ ...PeriodFields, version: Version }, strict);
export const DocumentParams = Type.Object({ documento: Document }, strict);

export const VacationWorker = Type.Object({
  id: Type.Integer(),
  documentType: Type.String(),
  document: Type.String(),
  name: Type.String(),
  hireDate: Type.String(),
  endDate: Nullable(Type.String()),
  active: Type.Boolean(),
});
export const VacationBalance = Type.Object({
  asOf: Type.String(),
  years: Type.Integer(),
  yearsEarned: Type.Integer(),
  earned: Type.Integer(),
  taken: Type.Integer(),
  pending: Type.Integer(),
  accruingMonths: Type.Integer(),
  accruing: Type.Number(),
  records: Type.Array(
    Type.Object({
      year: Type.Integer(),
      from: Type.String(),
      to: Type.String(),
      complete: Type.Boolean(),
      worked: Type.Integer(),
      rest: Type.Integer(),
      computable: Type.Integer(),
      required: Type.Integer(),
      known: Type.Boolean(),
      reached: Type.Boolean(),
    }),
  ),
  expired: Type.Array(
    Type.Object({
      year: Type.Integer(),
      earnedOn: Type.String(),
      expiredOn: Type.String(),
      days: Type.Integer(),
    }),
  ),
  expiredDays: Type.Integer(),
});
export const VacationPeriod = Type.Object({
  id: Type.Integer(),
  workerId: Type.Integer(),
  start: Type.String(),
  end: Type.String(),
  days: Type.Integer(),
  note: Type.String(),
  kind: Type.Optional(Kind),
  version: Type.Integer(),
});
/** A worker of the list, with their balance. */
export const VacationWorkerRowSchema = Type.Object({
  ...VacationWorker.properties,
  balance: VacationBalance,
});
export const VacationPage = PageOf(VacationWorkerRowSchema);
/** One worker's periods and balance. */
export const VacationWorkerDetailSchema = Type.Object({
  worker: VacationWorker,
  balance: VacationBalance,
  periods: Type.Array(VacationPeriod),
});
/** The workers' list: paging, sort, search, and `all` for inactive workers and leavers too. */
export const VacationListQuery = PagingQuery(VACATION_SORTS, { all: Type.Boolean({ default: false }) });

export const NoQuery = Type.Object({}, strict);
export const NoContent = Type.Null();

/* The domain's shapes and the contract's schemas accept the same values (checked by tsc). */
const sameShapes: [
  Same<Static<typeof VacationInputSchema>, VacationInput>,
  Same<Static<typeof VacationWorkerRowSchema>, VacationWorkerRow>,
  Same<Static<typeof VacationWorkerDetailSchema>, VacationWorkerDetail>,
] = [true, true, true];
void sameShapes;
