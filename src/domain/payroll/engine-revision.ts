/**
 * The payroll engine's revision: a label that changes whenever a rule of the engine changes (a rate,
 * a formula, how a value is read). The server reviews every closed week once per revision (the closed
 * result review, docs/fishing-weeks.md): it computes each again with this engine and lists those whose
 * stored closed result differs, for the clerk to reopen. Bump it in the same change as the rule
 * (docs/payroll.md, "Engine revision").
 *
 * 2026-1: the commission type is read in the database's words (FLUJO / MIXTA); an AFP worker on the
 * flow commission was charged 0.00 % before.
 */
export const ENGINE_REVISION = '2026-1-commission-types';
