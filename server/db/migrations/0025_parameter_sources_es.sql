-- The seeded legal sources of the payroll parameters, in Spanish and without the product's own file names
-- (issue 31). Only a row whose source is still the text the seed wrote is changed: a source a user edited stays.
UPDATE "payroll_parameters" SET "source" = 'D.S. 309-2022-EF; SIGRE UIT.json, prensa' WHERE "key" = 'uit' AND "effective_from" = '2023-01-01' AND "source" = 'D.S. 309-2022-EF; SIGRE UIT.json, press (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'D.S. 309-2023-EF; SIGRE UIT.json, prensa' WHERE "key" = 'uit' AND "effective_from" = '2024-01-01' AND "source" = 'D.S. 309-2023-EF; SIGRE UIT.json, press (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'D.S. 260-2024-EF; SIGRE UIT.json, prensa' WHERE "key" = 'uit' AND "effective_from" = '2025-01-01' AND "source" = 'D.S. 260-2024-EF; SIGRE UIT.json, press (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'D.S. 301-2025-EF; gestion.pe, rpp.pe' WHERE "key" = 'uit' AND "effective_from" = '2026-01-01' AND "source" = 'D.S. 301-2025-EF; gestion.pe, rpp.pe (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'R.A. del CE-PJ para 2023: 10 % de la UIT (monto derivado; resolución no leída)' WHERE "key" = 'urp' AND "effective_from" = '2023-01-01' AND "source" = 'R.A. of the CE-PJ for 2023: 10 % of the UIT (amount derived, resolution not read)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'R.A. del CE-PJ para 2024: 10 % de la UIT (monto derivado; resolución no leída)' WHERE "key" = 'urp' AND "effective_from" = '2024-01-01' AND "source" = 'R.A. of the CE-PJ for 2024: 10 % of the UIT (amount derived, resolution not read)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'R.A. 000004-2025-CE-PJ: URP 2025 = S/ 535 (10 % de la UIT); infobae.com 09/01/2025' WHERE "key" = 'urp' AND "effective_from" = '2025-01-01' AND "source" = 'R.A. 000004-2025-CE-PJ: URP 2025 = S/ 535 (10 % of the UIT); infobae.com 09/01/2025';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = '10 % de la UIT 2026 (monto derivado; la resolución de 2026 no se leyó)' WHERE "key" = 'urp' AND "effective_from" = '2026-01-01' AND "source" = '10 % of the UIT 2026 (amount derived; the 2026 resolution not read)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'D.S. 006-2024-TR' WHERE "key" = 'rmv' AND "effective_from" = '2025-01-01' AND "source" = 'D.S. 006-2024-TR (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Ley 26790 art. 6; base no menor que la RMV; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'essalud.rate' AND "effective_from" = '2023-01-01' AND "source" = 'Ley 26790 art. 6; base at least the RMV (fishing-payroll-peru.md §4); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Ley 26790 art. 15: crédito del 25 % del aporte a EsSalud (9 %) por los trabajadores con EPS, que se paga a la EPS; implícito en el 6.75 % de la Ley 30334; AELE "Cómo funciona el crédito en la EPS"; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'essalud.epsCreditRate' AND "effective_from" = '2023-01-01' AND "source" = 'Ley 26790 art. 15: credit of 25 % of the EsSalud contribution (9 %) for workers covered by an EPS, paid to the EPS; implied by the 6.75 % of Ley 30334 (fishing-payroll-peru.md §4); AELE "Cómo funciona el crédito en la EPS"; effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Valor provisional: el SCTR es obligatorio para los pescadores (Ley 26790) a la tasa de la póliza de la aseguradora; reemplácelo por la tasa de la empresa' WHERE "key" = 'sctr.rate' AND "effective_from" = '2023-01-01' AND "source" = 'PLACEHOLDER: SCTR is mandatory for fishermen (Ley 26790) at the insurer''s policy rate; replace with the company''s rate (fishing-payroll-peru.md §4)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Ley 30003 (REP); lpderecho.pe, deperu.com' WHERE "key" = 'rep.worker.rate' AND "effective_from" = '2014-02-01' AND "source" = 'Ley 30003 (REP); lpderecho.pe, deperu.com (fishing-payroll-peru.md §3)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Ley 30003 (REP); lpderecho.pe, deperu.com' WHERE "key" = 'rep.employer.rate' AND "effective_from" = '2014-02-01' AND "source" = 'Ley 30003 (REP); lpderecho.pe, deperu.com (fishing-payroll-peru.md §3)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'D.L. 19990 (SNP); fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'onp.worker.rate' AND "effective_from" = '2023-01-01' AND "source" = 'D.L. 19990 (SNP) (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Pescadores en una AFP: aporte del empleador 5 % [práctica, por verificar]; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.employer.rate' AND "effective_from" = '2023-01-01' AND "source" = 'Fishermen in an AFP, employer 5 % [practice, verify] (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'TUO Ley del SPP (D.S. 054-97-EF) art. 30; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.INTEGRA.contribution' AND "effective_from" = '2023-01-01' AND "source" = 'TUO Ley del SPP (D.S. 054-97-EF) art. 30; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Prima de seguro; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.INTEGRA.insurance' AND "effective_from" = '2023-01-01' AND "source" = 'Prima de seguro; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Remuneración máxima asegurable, mensual; tabla del SIGRE; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.INTEGRA.insurableCap' AND "effective_from" = '2023-01-01' AND "source" = 'Remuneración máxima asegurable, monthly; SIGRE''s table; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Comisión sobre el flujo; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.INTEGRA.flowCommission' AND "effective_from" = '2023-01-01' AND "source" = 'Comisión sobre el flujo; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Comisión sobre el saldo: 0 % sobre el flujo; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.INTEGRA.balanceFlowCommission' AND "effective_from" = '2023-01-01' AND "source" = 'Comisión sobre el saldo: 0 % on flow; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'TUO Ley del SPP (D.S. 054-97-EF) art. 30; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.PRIMA.contribution' AND "effective_from" = '2023-01-01' AND "source" = 'TUO Ley del SPP (D.S. 054-97-EF) art. 30; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Prima de seguro; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.PRIMA.insurance' AND "effective_from" = '2023-01-01' AND "source" = 'Prima de seguro; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Remuneración máxima asegurable, mensual; tabla del SIGRE; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.PRIMA.insurableCap' AND "effective_from" = '2023-01-01' AND "source" = 'Remuneración máxima asegurable, monthly; SIGRE''s table; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Comisión sobre el flujo; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.PRIMA.flowCommission' AND "effective_from" = '2023-01-01' AND "source" = 'Comisión sobre el flujo; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Comisión sobre el saldo: 0 % sobre el flujo; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.PRIMA.balanceFlowCommission' AND "effective_from" = '2023-01-01' AND "source" = 'Comisión sobre el saldo: 0 % on flow; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'TUO Ley del SPP (D.S. 054-97-EF) art. 30; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.PROFUTURO.contribution' AND "effective_from" = '2023-01-01' AND "source" = 'TUO Ley del SPP (D.S. 054-97-EF) art. 30; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Prima de seguro; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.PROFUTURO.insurance' AND "effective_from" = '2023-01-01' AND "source" = 'Prima de seguro; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Remuneración máxima asegurable, mensual; tabla del SIGRE; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.PROFUTURO.insurableCap' AND "effective_from" = '2023-01-01' AND "source" = 'Remuneración máxima asegurable, monthly; SIGRE''s table; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Comisión sobre el flujo; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.PROFUTURO.flowCommission' AND "effective_from" = '2023-01-01' AND "source" = 'Comisión sobre el flujo; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Comisión sobre el saldo: 0 % sobre el flujo; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.PROFUTURO.balanceFlowCommission' AND "effective_from" = '2023-01-01' AND "source" = 'Comisión sobre el saldo: 0 % on flow; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'TUO Ley del SPP (D.S. 054-97-EF) art. 30; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.HABITAT.contribution' AND "effective_from" = '2023-01-01' AND "source" = 'TUO Ley del SPP (D.S. 054-97-EF) art. 30; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Prima de seguro; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.HABITAT.insurance' AND "effective_from" = '2023-01-01' AND "source" = 'Prima de seguro; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Remuneración máxima asegurable, mensual; tabla del SIGRE; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.HABITAT.insurableCap' AND "effective_from" = '2023-01-01' AND "source" = 'Remuneración máxima asegurable, monthly; SIGRE''s table; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Comisión sobre el flujo; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.HABITAT.flowCommission' AND "effective_from" = '2023-01-01' AND "source" = 'Comisión sobre el flujo; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Comisión sobre el saldo: 0 % sobre el flujo; asociacionafp.pe; SIGRE ADMIN_AFP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'afp.HABITAT.balanceFlowCommission' AND "effective_from" = '2023-01-01' AND "source" = 'Comisión sobre el saldo: 0 % on flow; asociacionafp.pe; SIGRE ADMIN_AFP (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Ley 25129: asignación familiar, 10 % de la RMV al mes por trabajador con hijos a cargo; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'familyAllowance.rate' AND "effective_from" = '2023-01-01' AND "source" = 'Ley 25129: asignación familiar, 10 % of the RMV per month for a worker with dependent children (fishing-payroll-peru.md §5); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'D.S. 014-2004-TR; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'cts.rate' AND "effective_from" = '2023-01-01' AND "source" = 'D.S. 014-2004-TR (fishing-payroll-peru.md §4); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'D.S. 014-2004-TR; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'bonus.rate' AND "effective_from" = '2023-01-01' AND "source" = 'D.S. 014-2004-TR (fishing-payroll-peru.md §4); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'cálculo mensual del SIGRE; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'vacation.rate' AND "effective_from" = '2023-01-01' AND "source" = 'SIGRE monthly run (fishing-payroll-peru.md §4); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Ley 30334; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'bonusExtra.rate' AND "effective_from" = '2023-01-01' AND "source" = 'Ley 30334 (fishing-payroll-peru.md §4); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Ley 30334, trabajador con EPS; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'bonusExtra.epsRate' AND "effective_from" = '2023-01-01' AND "source" = 'Ley 30334, worker with an EPS (fishing-payroll-peru.md §4); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'cuota sindical del SUPNEP; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'union.rate' AND "effective_from" = '2023-01-01' AND "source" = 'SUPNEP union dues (fishing-payroll-peru.md §3); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'Ley 30115, que modifica el art. 31 de la Ley 30003; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'fep.perTonne' AND "effective_from" = '2023-01-01' AND "source" = 'Ley 30115 amending Ley 30003 art. 31 (fishing-payroll-peru.md §4); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'jornal diario de trabajo en tierra por defecto del SIGRE; fecha de vigencia supuesta: el catálogo empieza el 01/01/2023' WHERE "key" = 'landWork.dailyRate' AND "effective_from" = '2023-01-01' AND "source" = 'SIGRE default land-work daily rate (fishing-payroll-peru.md §2); effective date assumed: the catalogue starts on 2023-01-01';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'LIR art. 46: deducción de 7 UIT' WHERE "key" = 'incomeTax.deductionUit' AND "effective_from" = '2015-01-01' AND "source" = 'LIR art. 46: deduction of 7 UIT (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'LIR art. 46 modificado por el D.Leg. 1258 (desde el ejercicio 2017): deducción adicional de gastos hasta 3 UIT, que se aplica en la declaración anual y no en la retención (LIR art. 75; D.S. 033-2017-EF)' WHERE "key" = 'incomeTax.additionalDeductionUit' AND "effective_from" = '2017-01-01' AND "source" = 'LIR art. 46 as amended by D.Leg. 1258 (from the 2017 tax year): additional deduction of expenses up to 3 UIT, claimed in the annual return; not applied in withholding (LIR art. 75; D.S. 033-2017-EF)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'LIR art. 53 (Ley 30296)' WHERE "key" = 'incomeTax.limitUit.1' AND "effective_from" = '2015-01-01' AND "source" = 'LIR art. 53 (Ley 30296) (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'LIR art. 53 (Ley 30296)' WHERE "key" = 'incomeTax.limitUit.2' AND "effective_from" = '2015-01-01' AND "source" = 'LIR art. 53 (Ley 30296) (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'LIR art. 53 (Ley 30296)' WHERE "key" = 'incomeTax.limitUit.3' AND "effective_from" = '2015-01-01' AND "source" = 'LIR art. 53 (Ley 30296) (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'LIR art. 53 (Ley 30296)' WHERE "key" = 'incomeTax.limitUit.4' AND "effective_from" = '2015-01-01' AND "source" = 'LIR art. 53 (Ley 30296) (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'LIR art. 53 (Ley 30296)' WHERE "key" = 'incomeTax.rate.1' AND "effective_from" = '2015-01-01' AND "source" = 'LIR art. 53 (Ley 30296) (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'LIR art. 53 (Ley 30296)' WHERE "key" = 'incomeTax.rate.2' AND "effective_from" = '2015-01-01' AND "source" = 'LIR art. 53 (Ley 30296) (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'LIR art. 53 (Ley 30296)' WHERE "key" = 'incomeTax.rate.3' AND "effective_from" = '2015-01-01' AND "source" = 'LIR art. 53 (Ley 30296) (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'LIR art. 53 (Ley 30296)' WHERE "key" = 'incomeTax.rate.4' AND "effective_from" = '2015-01-01' AND "source" = 'LIR art. 53 (Ley 30296) (fishing-payroll-peru.md §5)';
--> statement-breakpoint
UPDATE "payroll_parameters" SET "source" = 'LIR art. 53 (Ley 30296)' WHERE "key" = 'incomeTax.rate.5' AND "effective_from" = '2015-01-01' AND "source" = 'LIR art. 53 (Ley 30296) (fishing-payroll-peru.md §5)';
