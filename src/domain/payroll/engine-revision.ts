/**
 * The payroll engine's revision: a label that changes whenever a rule of the engine changes (a rate,
 * a formula, how a value is read). The server reviews every closed week once per revision (the closed
 * result review, docs/fishing-weeks.md): it computes each again with this engine and lists those whose
 * stored closed result differs, for the clerk to reopen. Bump it in the same change as the rule
 * (docs/payroll.md, "Engine revision").
 *
 * 2026-1: the commission type is read in the database's words (FLUJO / MIXTA); an AFP worker on the
 * flow commission was charged 0.00 % before.
 * 2026-2: the month's vacaciones, gratificación and CTS on all the remunerative pay (D.S. 014-2004-TR);
 * income tax projects the month's ordinary pay, catch shares included (art. 40 a of the Reglamento), and
 * withholds the tax of extraordinary income in full in its month (art. 40 e). The weeks are unchanged.
 * 2026-3: a judicial withholding's base is the pay net of pension and income tax, not of union dues; the
 * weeks withhold the income tax a closed month could not; general-regime staff are paid their salary by
 * the week and get the general regime's benefits; court orders withhold from the gratificación and CTS.
 */
export const ENGINE_REVISION = '2026-3-judicial-base-land-staff';
