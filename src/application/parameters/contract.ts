import Type, { type Static } from 'typebox';
import {
  PARAMETER_CONFIDENCES,
  PARAMETER_KEY_MAX,
  PARAMETER_ROW_STATES,
  PARAMETER_SOURCE_MAX,
  PARAMETER_UNITS,
  type ParameterRow,
  type ParameterRowInput,
} from '../../domain/parameters/parameter-row';
import type { PensionSchemeSummary } from '../../domain/parameters/pension-summary';
import type { SpecialtyPay, SpecialtyPayInput } from '../../domain/parameters/specialty-pay';
import { PARAMETER_GROUPS, type ParameterGroup } from '../../domain/payroll/parameter-labels';
import { DECIMAL_TEXT_MAX } from '../../domain/shared/decimal-text';
import { List, OneOf, Text, type Same } from '../shared/contract';

/**
 * The parameters' API contract (docs/api-contract.md, docs/parameters.md): the parameter rows'
 * and specialty pay's records and forms (catalogues served by server/parameters/catalogue.ts), the
 * pension schemes' values in force (`/fondos-de-pension/vigentes`) and the command line's week
 * computation (`/planilla/semanas/calculo`), once. The SPA carries the domain's rows, checked below.
 */

/** The parameter groups' keys (the domain names them in an object with their Spanish names). */
const PARAMETER_GROUP_KEYS = Object.keys(PARAMETER_GROUPS) as ParameterGroup[];

/** A stored parameter row as the API answers it. */
export const ParameterRowSchema = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  label: Type.String(),
  group: OneOf(PARAMETER_GROUP_KEYS),
  groupName: Type.String(),
  scheme: Type.Union([Type.String(), Type.Null()]),
  table11Code: Type.Union([Type.String(), Type.Null()]),
  effectiveFrom: Type.String(),
  effectiveTo: Type.Union([Type.String(), Type.Null()]),
  value: Type.String(),
  unit: OneOf(PARAMETER_UNITS),
  source: Type.String(),
  confidence: OneOf(PARAMETER_CONFIDENCES),
  inForce: Type.Boolean(),
  state: OneOf(PARAMETER_ROW_STATES),
  active: Type.Boolean(),
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});

export const ParameterRowInputSchema = Type.Object(
  {
    key: Text(PARAMETER_KEY_MAX),
    effectiveFrom: Text(10),
    effectiveTo: Type.Union([Text(10), Type.Null()]),
    value: Text(DECIMAL_TEXT_MAX),
    source: Text(PARAMETER_SOURCE_MAX),
    confidence: OneOf(PARAMETER_CONFIDENCES),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

/** A row of pago_por_especialidad: partes and bonus per position (optionally fishing type or vessel). */
export const SpecialtyPaySchema = Type.Object({
  id: Type.Integer(),
  positionId: Type.Integer(),
  positionName: Type.String(),
  fishingTypeId: Type.Union([Type.Integer(), Type.Null()]),
  fishingTypeName: Type.Union([Type.String(), Type.Null()]),
  vesselId: Type.Union([Type.Integer(), Type.Null()]),
  vesselName: Type.Union([Type.String(), Type.Null()]),
  effectiveFrom: Type.String(),
  shares: Type.String(),
  bonus: Type.String(),
  source: Type.String(),
  active: Type.Boolean(),
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});

const Id = Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()]);
export const SpecialtyPayInputSchema = Type.Object(
  {
    positionId: Id,
    fishingTypeId: Id,
    vesselId: Id,
    effectiveFrom: Text(10),
    shares: Text(DECIMAL_TEXT_MAX),
    bonus: Text(DECIMAL_TEXT_MAX),
    source: Text(PARAMETER_SOURCE_MAX),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

const SummaryCell = Type.Union([
  Type.Object({ value: Type.String(), unit: OneOf(PARAMETER_UNITS), effectiveFrom: Type.String() }),
  Type.Null(),
]);

/** One scheme's values in force, side by side. */
export const PensionSchemeSummarySchema = Type.Object({
  scheme: Type.String(),
  table11Code: Type.Union([Type.String(), Type.Null()]),
  worker: SummaryCell,
  insurance: SummaryCell,
  insurableCap: SummaryCell,
  flowCommission: SummaryCell,
  mixedCommission: SummaryCell,
  employer: SummaryCell,
});

/** «Vigentes hoy por régimen»: the day in Lima and one row per scheme (REP, ONP, then each AFP). */
export const PensionSummarySchema = Type.Object({
  date: Type.String(),
  rows: List(PensionSchemeSummarySchema),
});

const Rows = Type.Optional(Type.Array(Type.Unknown(), { maxItems: 1_000_000 }));

/** The week input's top-level fields (docs/payroll.md); the engine's JSON reader checks each row. */
export const WeekComputeBody = Type.Object(
  {
    week: Type.Unknown(),
    vessels: Rows,
    species: Rows,
    prices: Rows,
    positions: Rows,
    shareRules: Rows,
    workers: Rows,
    landings: Rows,
    attendance: Rows,
    deductions: Rows,
    otherEarnings: Rows,
    monthToDate: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

/** The computed week (the engine's JSON). */
export const WeekComputeAnswer = Type.Object({ ok: Type.Literal(true), result: Type.Unknown() });

/** A computation the engine refused (422): each error with the rows it names. */
export const WeekComputeRefusal = Type.Object({
  error: Type.String(),
  message: Type.String(),
  errors: Type.Array(
    Type.Object({
      kind: Type.String(),
      message: Type.String(),
      rows: Type.Array(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
    }),
  ),
});

/* The domain's shapes and the contract's schemas accept the same values (checked by tsc). */
const sameShapes: [
  Same<Static<typeof ParameterRowSchema>, ParameterRow>,
  Same<Static<typeof ParameterRowInputSchema>, ParameterRowInput>,
  Same<Static<typeof SpecialtyPaySchema>, SpecialtyPay>,
  Same<Static<typeof SpecialtyPayInputSchema>, SpecialtyPayInput>,
  Same<Static<typeof PensionSchemeSummarySchema>, PensionSchemeSummary>,
] = [true, true, true, true, true];
void sameShapes;
