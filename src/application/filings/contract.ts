import Type, { type Static } from 'typebox';
import { CONCEPT_KINDS, type ConceptCodeRow } from '../../domain/filings/concept-codes';
import { List, OneOf, Version, type Same, strict } from '../shared/contract';

/**
 * The month's filings' API contract (docs/api-contract.md, docs/filings.md): the SUNAT Table 22
 * mapping and the queries of the PLAME and AFPnet files, under `/reporte-de-planilla`, once.
 * server/filings/routes.ts validates and serialises with these schemas; the SPA's port
 * (payroll-report-api.ts) takes its types from them.
 */

/** `?mes=AAAA-MM&empresa=RUC`: a company's month, of the PLAME and AFPnet files. */
export const FilingMonthQuery = Type.Object(
  {
    mes: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
    empresa: Type.String({ pattern: '^\\d{11}$' }),
  },
  strict,
);

/**
 * The T-Registro files of a company: one worker (`trabajador`) or the movements between two dates
 * (`desde`, `hasta`); the zip, or one of its files (`archivo`).
 */
export const TRegistroQuery = Type.Object(
  {
    /** The employer's id (its RUC names the files). */
    empresa: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    trabajador: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    desde: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    hasta: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    archivo: Type.Optional(Type.Union([Type.Literal('ide'), Type.Literal('tra'), Type.Literal('per')])),
  },
  strict,
);

export const ConceptParams = Type.Object(
  { concept: Type.String({ pattern: '^[A-Za-z]{1,40}(:[A-Z]{3})?$' }) },
  strict,
);

const ConceptCodeRowSchema = Type.Object({
  /** 'catchShare', 'pensionContribution:REP'. */
  concept: Type.String(),
  code: Type.String(),
  description: Type.String(),
  kind: OneOf(CONCEPT_KINDS),
});

/** A row of the SUNAT Table 22 mapping the PLAME uses, with its version and last change. */
export const ConceptCode = Type.Object({
  ...ConceptCodeRowSchema.properties,
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});
/**
 * Where the stored table differs from the official mapping (SUNAT's Anexo 3 and Table 22, checked in
 * the product): a row a person edited keeps its edit and is listed here with the official code.
 */
export const ConceptCodeDifference = Type.Object({
  concept: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  officialCode: Type.String(),
  officialDescription: Type.String(),
  message: Type.String(),
});
export const ConceptCodeList = Type.Object({
  rows: List(ConceptCode),
  differences: Type.Optional(List(ConceptCodeDifference)),
});

/** A concept's new code and description, with the version read. */
export const ConceptCodeChange = Type.Object(
  { code: Type.String({ maxLength: 10 }), description: Type.String({ maxLength: 120 }), version: Version },
  strict,
);

export const NoQuery = Type.Object({}, strict);

/* The domain's row and the contract's schema accept the same values (checked by tsc). */
const sameRow: Same<Static<typeof ConceptCodeRowSchema>, ConceptCodeRow> = true;
void sameRow;
