import Type, { type Static } from 'typebox';
import { DOCUMENT_NUMBER_MAX, DOCUMENT_TYPES } from '../../domain/shared/identity-document';
import {
  AFPS,
  COMMISSION_TYPES,
  LABOUR_REGIMES,
  PENSION_SCHEMES,
  WORKER_NAME_MAX,
  WORKER_NAMES_MAX,
  type Worker,
  type WorkerInput,
} from '../../domain/workers/worker';
import { ImportModeField, ImportNameField, List, OneOf, Text, type Same } from '../shared/contract';

/**
 * The workers' API contract (docs/api-contract.md, docs/workers.md): the catalogue's record, form and
 * list filters (`/trabajadores`, served by server/catalogues with server/workers/catalogue.ts) and the
 * import's query (`/trabajadores/importacion`, whose answer is the shared ImportSummarySchema), once.
 * The SPA carries the domain's Worker and WorkerInput, checked against the schemas below.
 */

const DATE = 10;
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

const TermsSchema = Type.Object({
  effectiveFrom: Type.String(),
  positionId: Type.Integer(),
  positionName: Type.String(),
  pensionScheme: OneOf(PENSION_SCHEMES),
  afp: Type.Union([OneOf(AFPS), Type.Null()]),
  commissionType: Type.Union([OneOf(COMMISSION_TYPES), Type.Null()]),
  unionAffiliated: Type.Boolean(),
  eps: Type.Boolean(),
  familyAllowance: Type.Boolean(),
  labourRegime: OneOf(LABOUR_REGIMES),
  /** Remuneración mensual (S/), '0.00' for the crew. */
  monthlySalary: Type.String(),
  /** «Empresa empleadora» (a company's id), null when none is stated. */
  employerCompanyId: Type.Union([Type.Integer(), Type.Null()]),
  /** Its "RUC - razón social", '' when none. */
  employerCompanyName: Type.String(),
});

export const WorkerSchema = Type.Object({
  id: Type.Integer(),
  documentType: OneOf(DOCUMENT_TYPES),
  documentNumber: Type.String(),
  paternalSurname: Type.String(),
  maternalSurname: Type.String(),
  names: Type.String(),
  birthDate: Type.String(),
  hireDate: Type.String(),
  endDate: Nullable(Type.String()),
  cuspp: Type.String(),
  bank: Type.String(),
  account: Type.String(),
  ctsBank: Type.String(),
  ctsAccount: Type.String(),
  bankAccount: Type.Optional(Type.String()),
  sex: Type.Optional(Type.String()),
  education: Type.Optional(Type.String()),
  occupation: Type.Optional(Type.String()),
  ubigeo: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  endReason: Type.Optional(Type.String()),
  terms: List(TermsSchema),
  current: TermsSchema,
  active: Type.Boolean(),
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});

/** What the form and the API write; lengths from the domain's limits, the rules in validateWorker. */
export const WorkerInputSchema = Type.Object(
  {
    documentType: Text(12),
    documentNumber: Text(DOCUMENT_NUMBER_MAX + 4),
    paternalSurname: Text(WORKER_NAME_MAX),
    maternalSurname: Text(WORKER_NAME_MAX),
    names: Text(WORKER_NAMES_MAX),
    birthDate: Text(DATE),
    hireDate: Text(DATE),
    endDate: Text(DATE),
    positionId: Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()]),
    pensionScheme: Text(3),
    afp: Text(12),
    commissionType: Text(8),
    cuspp: Text(16),
    unionAffiliated: Type.Boolean(),
    eps: Type.Boolean(),
    familyAllowance: Type.Boolean(),
    /** 'pesquero' (default when absent) or 'general'. */
    labourRegime: Type.Optional(Text(10)),
    /** Remuneración mensual (S/) of a general-regime worker. */
    monthlySalary: Type.Optional(Text(20)),
    /** «Empresa empleadora»: a company's id; null or absent: none (docs/workers.md). */
    employerCompanyId: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()]),
    ),
    termsFrom: Text(DATE),
    bank: Text(3),
    account: Text(30),
    ctsBank: Text(3),
    ctsAccount: Text(30),
    bankAccount: Type.Optional(Text(30)),
    sex: Type.Optional(Text(1)),
    education: Type.Optional(Text(2)),
    occupation: Type.Optional(Text(6)),
    ubigeo: Type.Optional(Text(6)),
    address: Type.Optional(Text(WORKER_NAME_MAX)),
    endReason: Type.Optional(Text(2)),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

/**
 * The list's own filters: the position and the pension scheme in force today, and the vessel whose
 * crew the worker was in the last fishing week that vessel sailed.
 */
export const WorkerFilters = {
  positionId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  pensionScheme: Type.Optional(OneOf(PENSION_SCHEMES)),
  vesselId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
};

/** The import's query: the mode and the file's name (for the audit trail). */
export const WorkerImportQuery = Type.Object(
  { mode: ImportModeField, name: ImportNameField },
  { additionalProperties: false },
);

export const NoQuery = Type.Object({}, { additionalProperties: false });

/* The domain's shapes and the contract's schemas accept the same values (checked by tsc). */
const sameShapes: [
  Same<Static<typeof WorkerSchema>, Worker>,
  Same<Static<typeof WorkerInputSchema>, WorkerInput>,
] = [true, true];
void sameShapes;
