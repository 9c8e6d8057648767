/**
 * The days after the end of employment within which a leaver's settlement is paid: «dentro de las 48
 * horas de producido el cese» (D.S. 001-97-TR art. 3 for the CTS; the other benefits follow the same
 * term, docs/months.md). The months' settlements and the deliveries' deadlines both count with it.
 */
export const SETTLEMENT_DAYS = 2;
