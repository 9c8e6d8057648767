import { Decimal } from './decimal';
import {
  afpKey,
  PARAMETER,
  ParameterCatalogue,
  type Confidence,
  type ParameterEntry,
  type ParameterKey,
  type ParameterUnit,
} from './parameters';

/**
 * The seed parameter catalogue, from the product's domain reference
 * (shared/domain/fishing-payroll-peru.md). Values whose effective date the sources do not give are
 * seeded from CATALOGUE_START: the value is known to be in force at least since then, and earlier
 * weeks are refused (ParameterNotInForce) rather than computed with a guess.
 */
export const CATALOGUE_START = '2023-01-01';

const ASSUMED_START = 'fecha de vigencia supuesta: el catálogo empieza el 01/01/2023';

function entry(
  key: ParameterKey,
  effectiveFrom: string,
  value: string,
  unit: ParameterUnit,
  confidence: Confidence,
  source: string,
  effectiveTo?: string,
): ParameterEntry {
  return {
    key,
    effectiveFrom,
    value: Decimal.of(value),
    unit,
    confidence,
    source,
    ...(effectiveTo ? { effectiveTo } : {}),
  };
}

export const AFP_CODES = ['INTEGRA', 'PRIMA', 'PROFUTURO', 'HABITAT'] as const;

const AFP_FLOW_COMMISSION: Record<(typeof AFP_CODES)[number], string> = {
  INTEGRA: '1.55',
  PRIMA: '1.60',
  PROFUTURO: '1.69',
  HABITAT: '1.47',
};

function afpEntries(afp: (typeof AFP_CODES)[number]): ParameterEntry[] {
  const sbs = `asociacionafp.pe; SIGRE ADMIN_AFP; ${ASSUMED_START}`;
  return [
    entry(
      afpKey(afp, 'contribution'),
      CATALOGUE_START,
      '10.00',
      'percent',
      'law',
      `TUO Ley del SPP (D.S. 054-97-EF) art. 30; ${sbs}`,
    ),
    entry(afpKey(afp, 'insurance'), CATALOGUE_START, '1.37', 'percent', 'law', `Prima de seguro; ${sbs}`),
    entry(
      afpKey(afp, 'insurableCap'),
      CATALOGUE_START,
      '12209.11',
      'PEN',
      'practice',
      `Remuneración máxima asegurable, mensual; tabla del SIGRE; ${sbs}`,
    ),
    entry(
      afpKey(afp, 'flowCommission'),
      CATALOGUE_START,
      AFP_FLOW_COMMISSION[afp],
      'percent',
      'law',
      `Comisión sobre el flujo; ${sbs}`,
    ),
    entry(
      afpKey(afp, 'balanceFlowCommission'),
      CATALOGUE_START,
      '0.00',
      'percent',
      'law',
      `Comisión sobre el saldo: 0 % sobre el flujo; ${sbs}`,
    ),
  ];
}

export const SEED_PARAMETER_ENTRIES: readonly ParameterEntry[] = [
  // UIT: one value per calendar year.
  entry(
    PARAMETER.uit,
    '2023-01-01',
    '4950',
    'PEN',
    'law',
    `D.S. 309-2022-EF; SIGRE UIT.json, prensa`,
    '2023-12-31',
  ),
  entry(
    PARAMETER.uit,
    '2024-01-01',
    '5150',
    'PEN',
    'law',
    `D.S. 309-2023-EF; SIGRE UIT.json, prensa`,
    '2024-12-31',
  ),
  entry(
    PARAMETER.uit,
    '2025-01-01',
    '5350',
    'PEN',
    'law',
    `D.S. 260-2024-EF; SIGRE UIT.json, prensa`,
    '2025-12-31',
  ),
  entry(
    PARAMETER.uit,
    '2026-01-01',
    '5500',
    'PEN',
    'law',
    `D.S. 301-2025-EF; gestion.pe, rpp.pe`,
    '2026-12-31',
  ),
  // URP: 10 % of the UIT, set per year by the Poder Judicial's Consejo Ejecutivo (CPC art. 648 inc. 6).
  entry(
    PARAMETER.urp,
    '2023-01-01',
    '495',
    'PEN',
    'practice',
    'R.A. del CE-PJ para 2023: 10 % de la UIT (monto derivado; resolución no leída)',
    '2023-12-31',
  ),
  entry(
    PARAMETER.urp,
    '2024-01-01',
    '515',
    'PEN',
    'practice',
    'R.A. del CE-PJ para 2024: 10 % de la UIT (monto derivado; resolución no leída)',
    '2024-12-31',
  ),
  entry(
    PARAMETER.urp,
    '2025-01-01',
    '535',
    'PEN',
    'law',
    'R.A. 000004-2025-CE-PJ: URP 2025 = S/ 535 (10 % de la UIT); infobae.com 09/01/2025',
    '2025-12-31',
  ),
  entry(
    PARAMETER.urp,
    '2026-01-01',
    '550',
    'PEN',
    'practice',
    '10 % de la UIT 2026 (monto derivado; la resolución de 2026 no se leyó)',
    '2026-12-31',
  ),
  // RMV.
  entry(PARAMETER.rmv, '2022-05-01', '1025', 'PEN', 'law', 'D.S. 003-2022-TR'),
  entry(PARAMETER.rmv, '2025-01-01', '1130', 'PEN', 'law', 'D.S. 006-2024-TR'),
  // Employer health and accident insurance.
  entry(
    PARAMETER.essaludRate,
    CATALOGUE_START,
    '9.00',
    'percent',
    'law',
    `Ley 26790 art. 6; base no menor que la RMV; ${ASSUMED_START}`,
  ),
  entry(
    PARAMETER.essaludEpsCreditRate,
    CATALOGUE_START,
    '2.25',
    'percent',
    'law',
    `Ley 26790 art. 15: crédito del 25 % del aporte a EsSalud (9 %) por los trabajadores con EPS, que se paga a la EPS; implícito en el 6.75 % de la Ley 30334; AELE "Cómo funciona el crédito en la EPS"; ${ASSUMED_START}`,
  ),
  entry(
    PARAMETER.sctrRate,
    CATALOGUE_START,
    '1.00',
    'percent',
    'decision',
    'Valor provisional: el SCTR es obligatorio para los pescadores (Ley 26790) a la tasa de la póliza de la aseguradora; reemplácelo por la tasa de la empresa',
  ),
  // Pensions.
  entry(
    PARAMETER.repWorkerRate,
    '2014-02-01',
    '8.00',
    'percent',
    'law',
    'Ley 30003 (REP); lpderecho.pe, deperu.com',
  ),
  entry(
    PARAMETER.repEmployerRate,
    '2014-02-01',
    '5.00',
    'percent',
    'law',
    'Ley 30003 (REP); lpderecho.pe, deperu.com',
  ),
  entry(
    PARAMETER.onpWorkerRate,
    CATALOGUE_START,
    '13.00',
    'percent',
    'law',
    `D.L. 19990 (SNP); ${ASSUMED_START}`,
  ),
  entry(
    PARAMETER.afpEmployerRate,
    CATALOGUE_START,
    '5.00',
    'percent',
    'practice',
    `Pescadores en una AFP: aporte del empleador 5 % [práctica, por verificar]; ${ASSUMED_START}`,
  ),
  ...AFP_CODES.flatMap(afpEntries),
  // Monthly benefits.
  entry(
    PARAMETER.familyAllowanceRate,
    CATALOGUE_START,
    '10.00',
    'percent',
    'law',
    `Ley 25129: asignación familiar, 10 % de la RMV al mes por trabajador con hijos a cargo; ${ASSUMED_START}`,
  ),
  entry(PARAMETER.ctsRate, CATALOGUE_START, '8.33', 'percent', 'law', `D.S. 014-2004-TR; ${ASSUMED_START}`),
  entry(
    PARAMETER.bonusRate,
    CATALOGUE_START,
    '16.66',
    'percent',
    'law',
    `D.S. 014-2004-TR; ${ASSUMED_START}`,
  ),
  entry(
    PARAMETER.vacationRate,
    CATALOGUE_START,
    '8.33',
    'percent',
    'practice',
    `cálculo mensual del SIGRE; ${ASSUMED_START}`,
  ),
  entry(PARAMETER.bonusExtraRate, CATALOGUE_START, '9.00', 'percent', 'law', `Ley 30334; ${ASSUMED_START}`),
  entry(
    PARAMETER.bonusExtraEpsRate,
    CATALOGUE_START,
    '6.75',
    'percent',
    'law',
    `Ley 30334, trabajador con EPS; ${ASSUMED_START}`,
  ),
  // Union, fund, land work.
  entry(
    PARAMETER.unionRate,
    CATALOGUE_START,
    '1.50',
    'percent',
    'practice',
    `cuota sindical del SUPNEP; ${ASSUMED_START}`,
  ),
  entry(
    PARAMETER.fepPerTonne,
    CATALOGUE_START,
    '3.92',
    'PEN/TM',
    'law',
    `Ley 30115, que modifica el art. 31 de la Ley 30003; ${ASSUMED_START}`,
  ),
  entry(
    PARAMETER.landWorkDailyRate,
    CATALOGUE_START,
    '20.00',
    'PEN',
    'practice',
    `jornal diario de trabajo en tierra por defecto del SIGRE; ${ASSUMED_START}`,
  ),
  // Income tax, fifth category: the scale of art. 53 LIR in force since 2015 (Ley 30296).
  entry(PARAMETER.incomeTaxDeductionUit, '2015-01-01', '7', 'UIT', 'law', 'LIR art. 46: deducción de 7 UIT'),
  entry(
    PARAMETER.incomeTaxAdditionalDeductionUit,
    '2017-01-01',
    '3',
    'UIT',
    'law',
    'LIR art. 46 modificado por el D.Leg. 1258 (desde el ejercicio 2017): deducción adicional de gastos hasta 3 UIT, que se aplica en la declaración anual y no en la retención (LIR art. 75; D.S. 033-2017-EF)',
  ),
  entry(PARAMETER.incomeTaxLimit1, '2015-01-01', '5', 'UIT', 'law', 'LIR art. 53 (Ley 30296)'),
  entry(PARAMETER.incomeTaxLimit2, '2015-01-01', '20', 'UIT', 'law', 'LIR art. 53 (Ley 30296)'),
  entry(PARAMETER.incomeTaxLimit3, '2015-01-01', '35', 'UIT', 'law', 'LIR art. 53 (Ley 30296)'),
  entry(PARAMETER.incomeTaxLimit4, '2015-01-01', '45', 'UIT', 'law', 'LIR art. 53 (Ley 30296)'),
  entry(PARAMETER.incomeTaxRate1, '2015-01-01', '8', 'percent', 'law', 'LIR art. 53 (Ley 30296)'),
  entry(PARAMETER.incomeTaxRate2, '2015-01-01', '14', 'percent', 'law', 'LIR art. 53 (Ley 30296)'),
  entry(PARAMETER.incomeTaxRate3, '2015-01-01', '17', 'percent', 'law', 'LIR art. 53 (Ley 30296)'),
  entry(PARAMETER.incomeTaxRate4, '2015-01-01', '20', 'percent', 'law', 'LIR art. 53 (Ley 30296)'),
  entry(PARAMETER.incomeTaxRate5, '2015-01-01', '30', 'percent', 'law', 'LIR art. 53 (Ley 30296)'),
];

/** The seed catalogue. */
export function seedParameters(): ParameterCatalogue {
  return ParameterCatalogue.of(SEED_PARAMETER_ENTRIES);
}
