import Type from 'typebox';
import {
  DELIVERY_KINDS,
  DELIVERY_STATES,
  OBSERVATION_MAX,
  WORKER_ACCESS_STATES,
} from '../../domain/payslip-deliveries/delivery';
import { OneOf, strict, Text } from '../shared/contract';

/**
 * The payslip deliveries' API contract (docs/payslip-deliveries.md), once: the worker's own area
 * («Mis boletas», `/mis-boletas…`), the office's view of a closed week's and a closed month's
 * deliveries (`/semanas-de-pesca/:id/entregas…`, `/meses-de-planilla/:mes/entregas…`) and a worker's
 * access (`/trabajadores/:id/acceso…`).
 * server/payslip-deliveries/routes.ts validates and serialises with these schemas; the SPA's port takes
 * its types from them.
 */

/** An instant, ISO 8601 (UTC). */
const Instant = Type.String();
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const Kind = OneOf(DELIVERY_KINDS);

/**
 * One of the signed-in worker's documents: a week's or a month's payslip, their settlement, a
 * certificate of income and withholdings.
 */
export const OwnPayslip = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  /** 'Semana 12 - 2025', 'Boleta de marzo 2025', 'Liquidación de beneficios sociales'… */
  title: Type.String(),
  /** The period's first and last day (the week, the month, the year up to the month; a settlement's end date). */
  start: Day,
  end: Day,
  /** The employer's legal name ('' until it is resolved after the close). */
  employer: Type.String(),
  /** The net pay, 'S/ 1,234.56' (a settlement's net; null for a certificate, or until it is resolved). */
  net: Type.Union([Type.String(), Type.Null()]),
  publishedAt: Instant,
  /** The last day to deliver it; null when the law sets none (a certificate). */
  dueOn: Type.Union([Day, Type.Null()]),
  downloadedAt: Type.Union([Instant, Type.Null()]),
  confirmedAt: Type.Union([Instant, Type.Null()]),
  observation: Type.String(),
});

/** `GET /mis-boletas`: the signed-in worker and their payslips, newest first. */
export const OwnPayslipList = Type.Object({
  worker: Type.Object({ name: Type.String(), document: Type.String() }),
  rows: Type.Array(OwnPayslip),
});

/** `POST /mis-boletas/:id/acuse`: the worker confirms receipt, with an optional observation. */
export const ReceiptInput = Type.Object({ observation: Text(OBSERVATION_MAX) }, strict);

/** One worker's delivery in the office's view of a week or a month. */
export const DeliveryRow = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  workerId: Type.Integer(),
  document: Type.String(),
  name: Type.String(),
  access: OneOf(WORKER_ACCESS_STATES),
  state: OneOf(DELIVERY_STATES),
  emailedAt: Type.Union([Instant, Type.Null()]),
  downloadedAt: Type.Union([Instant, Type.Null()]),
  printedAt: Type.Union([Instant, Type.Null()]),
  confirmedAt: Type.Union([Instant, Type.Null()]),
  /** The row's own deadline (a settlement's runs from the end date); null when the law sets none. */
  dueOn: Type.Union([Day, Type.Null()]),
  /** Pending after its deadline. */
  overdue: Type.Boolean(),
  /** Where the receipt was confirmed from: the address and the browser. */
  confirmedFrom: Type.String(),
  observation: Type.String(),
});

/** What the office sees of a period's deliveries: the deadline, the counts and a row per document. */
const DeliveriesFields = {
  publishedAt: Type.Union([Instant, Type.Null()]),
  /** The payslips' deadline: the third working day after publication (D.S. 001-98-TR art. 19). */
  dueOn: Type.Union([Day, Type.Null()]),
  /** True when a document is still pending after its deadline. */
  overdue: Type.Boolean(),
  counts: Type.Object({
    total: Type.Integer(),
    confirmed: Type.Integer(),
    delivered: Type.Integer(),
    pending: Type.Integer(),
  }),
  rows: Type.Array(DeliveryRow),
};

/** `GET /semanas-de-pesca/:id/entregas`: a closed week's deliveries and their deadline. */
export const WeekDeliveries = Type.Object({ weekId: Type.Integer(), ...DeliveriesFields });

/**
 * `GET /meses-de-planilla/:mes/entregas`: what a closed month published (its payslips, the settlements
 * of the workers who left in it, the certificates) and their deadlines.
 */
export const MonthDeliveries = Type.Object({ month: Type.String(), ...DeliveriesFields });

/** A worker's access to «Mis boletas». */
export const WorkerAccess = Type.Object({
  state: OneOf(WORKER_ACCESS_STATES),
  username: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  invitedAt: Type.Union([Instant, Type.Null()]),
});

/** `POST /trabajadores/:id/acceso`: invite by e-mail, or (no e-mail) with a one-time code to print. */
export const AccessInvitation = Type.Object(
  { email: Type.Optional(Type.String({ maxLength: 254 })) },
  strict,
);

/** The invitation's answer: the one-time code only when it is to be printed (shown once, never stored). */
export const AccessInvited = Type.Object({
  access: WorkerAccess,
  username: Type.String(),
  oneTimeCode: Type.Union([Type.String(), Type.Null()]),
  /** The last day the code (or the e-mailed temporary password) can be used. */
  validUntil: Day,
});
