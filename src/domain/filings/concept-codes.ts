/**
 * The default mapping of the engine's line concepts (src/domain/payroll/concept-labels.ts) to SUNAT's
 * Table 22 ("Ingresos, tributos y descuentos") codes, used by the PLAME `.rem` file.
 *
 * It is an editable parameter table in the product: public sources disagree on some rows (and SUNAT
 * adds codes over time), so the accountant can change any row. A row's `concept` is either a bare
 * engine concept ('essalud') or a concept qualified by pension scheme ('pensionContribution:ONP'):
 * the qualified row wins for workers of that scheme, the bare row applies to everyone else.
 *
 * Sources (checked 2026-11):
 * - [T22] SUNAT Table 22 as published in "Tributos y Conceptos PLAME" (es.scribd.com/document/659615328):
 *   0100 section (0103 comisiones o destajo, 0121 remuneración o jornal básico …).
 * - [APP] Open-source Peruvian payroll code that writes PLAME files and payslips with these codes
 *   (0601 comisión AFP porcentual, 0605 renta quinta categoría retenciones, 0606 prima de seguro AFP,
 *   0607 SNP D.L. 19990, 0608 SPP aportación obligatoria, 0701 adelanto, 0702 cuota sindical, 0706 otros
 *   descuentos no deducibles de la base imponible, 0306 bonificaciones regulares, 0804 EsSalud regular,
 *   0805 SCTR pensiones, 0809 otras aportaciones a cargo del empleador, 0611 otros aportes del trabajador).
 * - [T22L] A public payroll codebase's full list of Table 22 codes (Java, `ingresosMap`): the 1000 section
 *   "OTROS CONCEPTOS", codes 1001 to 1020 «OTROS CONCEPTOS n», besides 0303 "Bonificación por
 *   producción, altura, turno, etc." and 0119 "Remuneraciones devengadas".
 * Rows marked "UNVERIFIED" have no source that names a fishing-specific code: check them against the
 * current Table 22 before the first filing.
 */

import { EARNING_AND_PENSION_CONCEPTS, EMPLOYER_CONCEPTS } from '../payroll/concept-labels';
import { isPensionScheme, PENSION_SCHEMES, type PensionScheme } from '../shared/pension-vocabulary';

export const CONCEPT_KINDS = ['ingreso', 'descuento', 'aporte_trabajador', 'aporte_empleador'] as const;
export type ConceptKind = (typeof CONCEPT_KINDS)[number];

export interface ConceptCodeRow {
  /** Engine concept, optionally qualified by pension scheme: 'catchShare', 'pensionContribution:AFP'. */
  readonly concept: string;
  /** SUNAT Table 22 code: four digits. */
  readonly code: string;
  readonly description: string;
  readonly kind: ConceptKind;
}

/** The engine's line concepts (docs/payroll.md). */
export const ENGINE_CONCEPTS = [
  ...EARNING_AND_PENSION_CONCEPTS,
  'otherDeduction',
  'advance',
  'judicialWithholding',
  'incomeTaxBracket',
  'incomeTax',
  ...EMPLOYER_CONCEPTS,
] as const;

/**
 * Rows of the official mapping added or changed when the table was checked against SUNAT's Anexo 3
 * (jul-2023) and Table 22 (docs/filings.md): a database seeded before gets the new rows once
 * (server/filings/seed.ts); the changed rows are updated by migration 0020 when nobody edited them.
 * `advance` and `judicialWithholding` are the week's other deductions of kind advance and judicial (the
 * filing splits `otherDeduction` by kind).
 */
export const ANEXO3_CONCEPT_CODES: readonly ConceptCodeRow[] = [
  // [T22] 0701 «Adelanto».
  { concept: 'advance', code: '0701', description: 'ADELANTO', kind: 'descuento' },
  // [T22] 0703 «Descuento autorizado u ordenado por mandato judicial».
  {
    concept: 'judicialWithholding',
    code: '0703',
    description: 'DESCUENTO AUTORIZADO U ORDENADO POR MANDATO JUDICIAL',
    kind: 'descuento',
  },
  // [T22] 0408 «Gratificaciones de Fiestas Patrias y Navidad – trabajadores pesqueros – Ley 30334»: the
  // fishermen in the REP. A fisherman in an AFP or the ONP gets the bare row (0406): change it by hand.
  {
    concept: 'bonus:REP',
    code: '0408',
    description: 'GRATIF. FIESTAS PATRIAS Y NAVIDAD TRABAJADORES PESQUEROS - LEY 30334',
    kind: 'ingreso',
  },
  // [T22] 0812 «REP – Trab. pesquero Ley 30003 – Empleador».
  {
    concept: 'pensionEmployer:REP',
    code: '0812',
    description: 'REP - TRAB. PESQUERO LEY 30003 - EMPLEADOR',
    kind: 'aporte_empleador',
  },
];

/** The rows migration 0020 changes when they still hold the first seed's values (never edited). */
export const ANEXO3_CHANGED_DEFAULTS: readonly {
  readonly concept: string;
  readonly from: { readonly code: string; readonly description: string };
}[] = [
  {
    concept: 'pensionContribution:REP',
    from: { code: '0607', description: 'SISTEMA NACIONAL DE PENSIONES DL 19990 (REP LEY 30003)' },
  },
  {
    concept: 'pensionAdjustment:REP',
    from: { code: '0607', description: 'SISTEMA NACIONAL DE PENSIONES DL 19990 (REP LEY 30003)' },
  },
  { concept: 'sctr', from: { code: '0805', description: 'SCTR PENSIONES' } },
];

export { PENSION_SCHEMES, type PensionScheme };

/**
 * The week's other earnings (otros ingresos, docs/payroll.md), added after the table was first seeded: a
 * database seeded before gets the row once (server/filings/seed.ts).
 * [T22L] 1001 «OTROS CONCEPTOS 1»: UNVERIFIED. The line is free-form (a reintegro, a production bonus),
 * so no specific code fits every row (0303 "Bonificación por producción, altura, turno, etc." fits a
 * production bonus, 0119 "Remuneraciones devengadas" a reintegro of earlier pay); the 1000 section is
 * the one Table 22 keeps for concepts it does not list. Its rows are affected to EsSalud, pensions and
 * income tax as the employer declares them in PLAME: declare 1001 as affected to all three, as the engine
 * treats the line as remunerative. The accountant may map it to another code in the table.
 */
export const OTHER_EARNING_CONCEPT_CODES: readonly ConceptCodeRow[] = [
  {
    concept: 'otherEarning',
    code: '1001',
    description: 'OTROS CONCEPTOS 1 (OTROS INGRESOS)',
    kind: 'ingreso',
  },
];

/**
 * The concepts of the month's run (docs/months.md), added to the table after it was first seeded: a
 * database seeded before gets them once (server/filings/seed.ts).
 * [T22] 0118 "Remuneración vacacional", 0201 "Asignación familiar"; [APP] 0406 "Gratificaciones de
 * Fiestas Patrias y Navidad – Ley 29351 y 30334", 0312 "Bonificación extraordinaria temporal – Ley 29351
 * y 30334", 0605 for the run's withholding like the weeks'. The EPS credit is part of the 9 % EsSalud
 * contribution (the EPS takes 25 % of it, Ley 26790 art. 15): it goes with `essalud` under 0804, so the
 * code's total is the whole contribution and the credit is claimed in the PLAME form. The run's pension
 * adjustment is split by the report into each pension concept; what no concept explains goes with the
 * scheme's contribution code.
 */
export const MONTH_RUN_CONCEPT_CODES: readonly ConceptCodeRow[] = [
  { concept: 'vacation', code: '0118', description: 'REMUNERACIÓN VACACIONAL', kind: 'ingreso' },
  {
    concept: 'bonus',
    code: '0406',
    description: 'GRATIFICACIONES DE FIESTAS PATRIAS Y NAVIDAD - LEY 29351 Y 30334',
    kind: 'ingreso',
  },
  {
    concept: 'bonusExtra',
    code: '0312',
    description: 'BONIFICACIÓN EXTRAORDINARIA TEMPORAL - LEY 29351 Y 30334',
    kind: 'ingreso',
  },
  { concept: 'familyAllowance', code: '0201', description: 'ASIGNACIÓN FAMILIAR', kind: 'ingreso' },
  {
    concept: 'pensionAdjustment:AFP',
    code: '0608',
    description: 'SPP - APORTACIÓN OBLIGATORIA',
    kind: 'aporte_trabajador',
  },
  {
    concept: 'pensionAdjustment:ONP',
    code: '0607',
    description: 'SISTEMA NACIONAL DE PENSIONES DL 19990',
    kind: 'aporte_trabajador',
  },
  {
    concept: 'pensionAdjustment:REP',
    code: '0620',
    description: 'REP - TRAB. PESQUERO LEY 30003 - RETENCIÓN',
    kind: 'aporte_trabajador',
  },
  {
    concept: 'incomeTax',
    code: '0605',
    description: 'RENTA QUINTA CATEGORÍA RETENCIONES',
    kind: 'aporte_trabajador',
  },
  {
    concept: 'epsCredit',
    code: '0804',
    description: 'ESSALUD (REGULAR CBSSP AGRAR/AC) TRAB - CRÉDITO EPS',
    kind: 'aporte_empleador',
  },
];

export const DEFAULT_CONCEPT_CODES: readonly ConceptCodeRow[] = [
  // [T22] 0103 "Comisiones o destajo": the catch share is paid per tonne landed (piecework). UNVERIFIED:
  // no source names a code for "participación de pesca"; some companies use 0121 instead.
  { concept: 'catchShare', code: '0103', description: 'COMISIONES O DESTAJO', kind: 'ingreso' },
  // [APP] 0306 "Bonificaciones regulares": the specialty bonus is paid every trip to the same positions.
  { concept: 'specialtyBonus', code: '0306', description: 'BONIFICACIONES REGULARES', kind: 'ingreso' },
  // [T22] 0121 "Remuneración o jornal básico": day wage for work on land.
  { concept: 'landWork', code: '0121', description: 'REMUNERACIÓN O JORNAL BÁSICO', kind: 'ingreso' },
  // [T22] 0121: fixed monthly pay (same code as land work: both add up into one .rem line).
  { concept: 'fixedPay', code: '0121', description: 'REMUNERACIÓN O JORNAL BÁSICO', kind: 'ingreso' },
  ...OTHER_EARNING_CONCEPT_CODES,
  // [APP] 0608 "SPP – aportación obligatoria" (10 % to the AFP fund).
  {
    concept: 'pensionContribution:AFP',
    code: '0608',
    description: 'SPP - APORTACIÓN OBLIGATORIA',
    kind: 'aporte_trabajador',
  },
  // [APP] 0607 "Sistema Nacional de Pensiones – D.L. 19990".
  {
    concept: 'pensionContribution:ONP',
    code: '0607',
    description: 'SISTEMA NACIONAL DE PENSIONES DL 19990',
    kind: 'aporte_trabajador',
  },
  // [T22] 0620 «REP – Trab. pesquero Ley 30003 – Retención» (two independent transcriptions agree).
  {
    concept: 'pensionContribution:REP',
    code: '0620',
    description: 'REP - TRAB. PESQUERO LEY 30003 - RETENCIÓN',
    kind: 'aporte_trabajador',
  },
  // [APP] 0606 "Prima de seguro AFP".
  {
    concept: 'pensionInsurance',
    code: '0606',
    description: 'PRIMA DE SEGURO AFP',
    kind: 'aporte_trabajador',
  },
  // [APP] 0601 "Comisión AFP porcentual".
  {
    concept: 'pensionCommission',
    code: '0601',
    description: 'COMISIÓN AFP PORCENTUAL',
    kind: 'aporte_trabajador',
  },
  // [APP] 0611 "Otros aportes del trabajador / pensionista". UNVERIFIED for a fishing top-up.
  {
    concept: 'pensionTopUp',
    code: '0611',
    description: 'OTROS APORTES DEL TRABAJADOR / PENSIONISTA',
    kind: 'aporte_trabajador',
  },
  // [APP] 0702 "Cuota sindical".
  { concept: 'unionDues', code: '0702', description: 'CUOTA SINDICAL', kind: 'descuento' },
  // [APP] 0706 "Otros descuentos no deducibles de la base imponible".
  {
    concept: 'otherDeduction',
    code: '0706',
    description: 'OTROS DESCUENTOS NO DEDUCIBLES DE LA BASE IMPONIBLE',
    kind: 'descuento',
  },
  // [APP] 0605 "Renta quinta categoría retenciones".
  {
    concept: 'incomeTaxBracket',
    code: '0605',
    description: 'RENTA QUINTA CATEGORÍA RETENCIONES',
    kind: 'aporte_trabajador',
  },
  // [APP] 0804 "EsSalud (regular CBSSP agrar/ac) trab.".
  {
    concept: 'essalud',
    code: '0804',
    description: 'ESSALUD (REGULAR CBSSP AGRAR/AC) TRAB',
    kind: 'aporte_empleador',
  },
  // [APP] 0809 "Otras aportaciones a cargo del empleador". UNVERIFIED: the REP employer contribution
  // (Ley 30003) may have its own code in the current table.
  {
    concept: 'pensionEmployer',
    code: '0809',
    description: 'OTRAS APORTACIONES A CARGO DEL EMPLEADOR',
    kind: 'aporte_empleador',
  },
  // [T22] 0806 «EsSalud – Seguro Complementario de Trabajo de Riesgo»: the engine computes one SCTR line,
  // the health cover with EsSalud. PLAME computes 0806 itself from the rate of the `.tas` file ([A3] E25;
  // 0806 is excluded from the `.rem`). A company whose SCTR line is the pension cover maps it to 0805
  // (pensiones), 0813 (ONP) or 0814 (compañía de seguros); with an EPS, 0810.
  {
    concept: 'sctr',
    code: '0806',
    description: 'ESSALUD - SEGURO COMPLEMENTARIO DE TRABAJO DE RIESGO',
    kind: 'aporte_empleador',
  },
  ...MONTH_RUN_CONCEPT_CODES,
  ...ANEXO3_CONCEPT_CODES,
  // [APP] 0809. UNVERIFIED: the FEP contribution is per tonne landed and may not belong in PLAME at all.
  {
    concept: 'fep',
    code: '0809',
    description: 'OTRAS APORTACIONES A CARGO DEL EMPLEADOR (FEP)',
    kind: 'aporte_empleador',
  },
];

/** Whether `concept` is an engine concept, bare or qualified by a pension scheme. */
export function isKnownConcept(concept: string): boolean {
  const [base, scheme, ...rest] = concept.split(':');
  if (rest.length > 0 || base === undefined) return false;
  if (!(ENGINE_CONCEPTS as readonly string[]).includes(base)) return false;
  return scheme === undefined || isPensionScheme(scheme);
}

export interface ConceptCodeProblem {
  readonly field: 'concept' | 'code' | 'description' | 'kind';
  readonly message: string;
}

/** What is wrong with a row of the table (empty when it is valid). */
export function conceptCodeRowProblems(row: ConceptCodeRow): ConceptCodeProblem[] {
  const problems: ConceptCodeProblem[] = [];
  if (!isKnownConcept(row.concept)) {
    problems.push({
      field: 'concept',
      message: `Concepto desconocido: "${row.concept}". Use un concepto de la planilla (por ejemplo catchShare o essalud), opcionalmente seguido de :REP, :ONP o :AFP.`,
    });
  }
  if (!/^\d{4}$/.test(row.code)) {
    problems.push({
      field: 'code',
      message: `El código SUNAT "${row.code}" debe tener 4 dígitos (tabla 22, por ejemplo 0121).`,
    });
  }
  if (row.description.trim() === '') {
    problems.push({ field: 'description', message: 'La descripción del código es obligatoria.' });
  }
  if (!CONCEPT_KINDS.includes(row.kind)) {
    problems.push({
      field: 'kind',
      message: 'El tipo debe ser ingreso, descuento, aporte_trabajador o aporte_empleador.',
    });
  }
  return problems;
}

/** The rows by concept (the last row wins when a concept repeats). */
export function conceptCodeMap(rows: readonly ConceptCodeRow[]): ReadonlyMap<string, ConceptCodeRow> {
  return new Map(rows.map((row) => [row.concept, row]));
}

/** The row that applies to `concept` for a worker of `scheme`: the qualified row first, then the bare one. */
export function codeFor(
  map: ReadonlyMap<string, ConceptCodeRow>,
  concept: string,
  scheme: PensionScheme,
): ConceptCodeRow | undefined {
  return map.get(`${concept}:${scheme}`) ?? map.get(concept);
}

/** A stored row whose code is not the official mapping's (or an official row that is missing). */
export interface ConceptCodeDifference {
  readonly concept: string;
  /** The stored code, or null when the row is missing. */
  readonly code: string | null;
  readonly officialCode: string;
  readonly officialDescription: string;
  /** Spanish: what differs and what the official table says. */
  readonly message: string;
}

/**
 * Where the stored table differs from the official mapping (DEFAULT_CONCEPT_CODES, checked against
 * SUNAT's Anexo 3 and Table 22): rows a person edited keep their edits, and are listed here so that the
 * office decides. A stored code PLAME computes itself is always listed: it is never imported.
 */
export function conceptCodeDifferences(
  stored: readonly ConceptCodeRow[],
  official: readonly ConceptCodeRow[] = DEFAULT_CONCEPT_CODES,
  excluded: (code: string) => boolean = () => false,
): ConceptCodeDifference[] {
  const byConcept = conceptCodeMap(stored);
  const out: ConceptCodeDifference[] = [];
  for (const row of official) {
    const mine = byConcept.get(row.concept);
    if (!mine) {
      out.push({
        concept: row.concept,
        code: null,
        officialCode: row.code,
        officialDescription: row.description,
        message: `Falta la fila de «${row.concept}»: la tabla oficial la declara con el código ${row.code} (${row.description}).`,
      });
    } else if (mine.code !== row.code) {
      out.push({
        concept: row.concept,
        code: mine.code,
        officialCode: row.code,
        officialDescription: row.description,
        message: `«${row.concept}» tiene el código ${mine.code}; la tabla oficial usa ${row.code} (${row.description}).${
          excluded(mine.code) && !excluded(row.code)
            ? ` El código ${mine.code} lo calcula el PLAME: no se importa.`
            : ''
        }`,
      });
    }
  }
  return out;
}
