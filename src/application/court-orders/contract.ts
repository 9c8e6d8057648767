import Type, { type Static } from 'typebox';
import {
  COURT_ORDER_BASES,
  COURT_ORDER_CASE_MAX,
  COURT_ORDER_KINDS,
  COURT_ORDER_REPORT_SOURCES,
  COURT_ORDER_TEXT_MAX,
  type CourtOrder,
  type CourtOrderInput,
  type CourtOrderReport,
} from '../../domain/court-orders/court-order';
import { DOCUMENT_TYPES } from '../../domain/shared/identity-document';
import { List, OneOf, Text, Version, type Same, strict } from '../shared/contract';

/**
 * The court orders' API contract (docs/api-contract.md, docs/court-orders.md): the requests and answers
 * of `/trabajadores/:id/ordenes-judiciales` and `/ordenes-judiciales/:id`, once. server/court-orders
 * validates and serialises with these schemas; the SPA's port carries the domain's shapes, checked
 * against them below.
 */

const Money = Type.String({ maxLength: 20 });

const CourtOrderFields = {
  /** Some room over the domain's maxima: the domain's rule says how long is too long, in Spanish. */
  caseNumber: Text(COURT_ORDER_CASE_MAX + 50),
  court: Text(COURT_ORDER_TEXT_MAX + 50),
  kind: OneOf(COURT_ORDER_KINDS),
  basis: OneOf(COURT_ORDER_BASES),
  percent: Money,
  amount: Money,
  reachesBonus: Type.Boolean(),
  reachesCts: Type.Boolean(),
  beneficiaryName: Text(COURT_ORDER_TEXT_MAX + 50),
  beneficiaryDocumentType: OneOf(DOCUMENT_TYPES),
  beneficiaryDocumentNumber: Text(40),
  beneficiaryCci: Text(40),
  startsOn: Type.String({ maxLength: 10 }),
  endsOn: Type.String({ maxLength: 10 }),
};

/** An order recorded (`POST /trabajadores/:id/ordenes-judiciales`). */
export const CourtOrderInputSchema = Type.Object(CourtOrderFields, strict);
/** An order changed (`PUT /ordenes-judiciales/:id`), with the version read. */
export const CourtOrderUpdate = Type.Object({ ...CourtOrderFields, version: Version }, strict);

/** A recorded order. */
export const CourtOrderSchema = Type.Object({
  ...CourtOrderFields,
  id: Type.Integer(),
  workerId: Type.Integer(),
  version: Type.Integer(),
});
/** A worker's orders, by start date. */
export const CourtOrderList = Type.Object({ rows: List(CourtOrderSchema) });

/** The order's report for the court: per closed week and month run's benefit, the base and what was withheld. */
export const CourtOrderReportSchema = Type.Object({
  order: CourtOrderSchema,
  rows: Type.Array(
    Type.Object({
      source: OneOf(COURT_ORDER_REPORT_SOURCES),
      year: Type.Integer(),
      number: Type.Integer(),
      start: Type.String(),
      end: Type.String(),
      base: Type.String(),
      withheld: Type.String(),
    }),
  ),
  total: Type.String(),
});

/* The domain's shapes and the contract's schemas accept the same values (checked by tsc). */
const sameShapes: [
  Same<Static<typeof CourtOrderInputSchema>, CourtOrderInput>,
  Same<Static<typeof CourtOrderSchema>, CourtOrder>,
  Same<Omit<Static<typeof CourtOrderReportSchema>, 'order'>, CourtOrderReport>,
] = [true, true, true];
void sameShapes;
