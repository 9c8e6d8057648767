import Type, { type Static } from 'typebox';
import { LOAN_REASON_MAX, type LoanInput, type LoanStatement } from '../../domain/loans/loan';
import { List, Text, Version, type Same, strict } from '../shared/contract';

/**
 * The loans' API contract (docs/api-contract.md, docs/loans.md): the requests and answers of
 * `/trabajadores/:id/prestamos` and `/prestamos/:id`, once. server/loans/routes.ts validates and
 * serialises with these schemas; the SPA's port (loans-api.ts) carries the domain's LoanInput and
 * LoanStatement, checked against the schemas below.
 */

const Money = Type.String({ maxLength: 20 });

const LoanFields = {
  grantedOn: Type.String({ maxLength: 10 }),
  amount: Money,
  instalment: Money,
  /** Some room over the domain's maximum: the domain's rule says how long is too long, in Spanish. */
  reason: Text(LOAN_REASON_MAX + 50),
};
/** A loan granted (`POST /trabajadores/:id/prestamos`). */
export const LoanInputSchema = Type.Object(LoanFields, strict);
/** A loan changed (`PUT /prestamos/:id`), with the version read. */
export const LoanUpdate = Type.Object({ ...LoanFields, version: Version }, strict);

/** A loan with its instalments and running balance. */
export const LoanStatementSchema = Type.Object({
  id: Type.Integer(),
  workerId: Type.Integer(),
  grantedOn: Type.String(),
  amount: Type.String(),
  instalment: Type.String(),
  reason: Type.String(),
  version: Type.Integer(),
  deducted: Type.String(),
  planned: Type.String(),
  balance: Type.String(),
  available: Type.String(),
  instalments: Type.Array(
    Type.Object({
      weekId: Type.Integer(),
      year: Type.Integer(),
      number: Type.Integer(),
      closed: Type.Boolean(),
      amount: Type.String(),
    }),
  ),
});
/** A worker's loans, oldest first. */
export const LoanList = Type.Object({ rows: List(LoanStatementSchema) });

export const NoQuery = Type.Object({}, strict);
export const NoContent = Type.Null();

/* The domain's shapes and the contract's schemas accept the same values (checked by tsc). */
const sameShapes: [
  Same<Static<typeof LoanInputSchema>, LoanInput>,
  Same<Static<typeof LoanStatementSchema>, LoanStatement>,
] = [true, true];
void sameShapes;
