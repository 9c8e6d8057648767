import Type, { type Static } from 'typebox';
import {
  DECLARATION_KINDS,
  DOCUMENT_MAX,
  EMPLOYER_NAME_MAX,
  type Declaration,
  type DeclarationInput,
} from '../../domain/income-tax-declarations/declaration';
import { DECIMAL_TEXT_MAX } from '../../domain/shared/decimal-text';
import { List, OneOf, Text, Version, type Same, strict } from '../shared/contract';

/**
 * The income tax declarations' API contract (docs/api-contract.md, docs/months.md): the requests and
 * answers of `/meses-de-planilla/:mes/declaraciones-renta` and `/declaraciones-renta/:id`, once.
 * server/income-tax-declarations/routes.ts validates and serialises with these schemas; the SPA's port
 * (declarations-api.ts) carries the domain's Declaration and DeclarationInput, checked below.
 */

const Money = Type.String({ maxLength: DECIMAL_TEXT_MAX });

export const MonthParams = Type.Object({ mes: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }) }, strict);

const Fields = {
  kind: OneOf(DECLARATION_KINDS),
  document: Text(DOCUMENT_MAX),
  employerRuc: Text(20),
  /* Some room over the domain's maximum: the domain's rule says how long is too long, in Spanish. */
  employerName: Text(EMPLOYER_NAME_MAX + 50),
  taxablePay: Money,
  taxWithheld: Money,
  amount: Money,
};
/** A declaration added to a month. */
export const DeclarationInputSchema = Type.Object(Fields, strict);
/** A declaration changed, with the version read. */
export const DeclarationUpdate = Type.Object({ ...Fields, version: Version }, strict);

/** A declaration as the month lists it, with the worker's name. */
export const DeclarationSchema = Type.Object({
  id: Type.Integer(),
  month: Type.String(),
  kind: OneOf(DECLARATION_KINDS),
  document: Type.String(),
  name: Type.String(),
  employerRuc: Type.String(),
  employerName: Type.String(),
  taxablePay: Type.String(),
  taxWithheld: Type.String(),
  amount: Type.String(),
  version: Type.Integer(),
});
export const DeclarationList = Type.Object({ rows: List(DeclarationSchema) });

export const NoQuery = Type.Object({}, strict);
export const NoContent = Type.Null();

/* The domain's shapes and the contract's schemas accept the same values (checked by tsc). */
const sameShapes: [
  Same<Static<typeof DeclarationInputSchema>, DeclarationInput>,
  Same<Static<typeof DeclarationSchema>, Declaration>,
] = [true, true];
void sameShapes;
