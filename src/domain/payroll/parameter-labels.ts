import { formatDate, isIsoDate } from '../shared/dates';

/**
 * What a clerk reads of each parameter key of the engine: its group, Spanish label and unit, the
 * pension scheme and its SUNAT Table 11 code, and the named error when a key has no value on a date.
 */

export const PARAMETER_GROUPS = {
  tributos: 'Tributos',
  remuneracion: 'Remuneración',
  aportes: 'Aportes del empleador',
  pensiones: 'Pensiones',
  beneficios: 'Beneficios',
  pesca: 'Pesca',
} as const;
export type ParameterGroup = keyof typeof PARAMETER_GROUPS;

export const PARAMETER_UNITS = ['PEN', 'percent', 'PEN/TM', 'UIT'] as const;
export const PARAMETER_CONFIDENCES = ['law', 'practice', 'decision'] as const;
export const UNIT_LABELS: Readonly<Record<(typeof PARAMETER_UNITS)[number], string>> = {
  PEN: 'S/',
  percent: '%',
  'PEN/TM': 'S/ por TM',
  UIT: 'UIT',
};
export const CONFIDENCE_LABELS: Readonly<Record<(typeof PARAMETER_CONFIDENCES)[number], string>> = {
  law: 'Ley',
  practice: 'Práctica',
  decision: 'Decisión',
};

interface KeyInfo {
  readonly group: ParameterGroup;
  readonly label: string;
  readonly unit: (typeof PARAMETER_UNITS)[number];
}

const KEYS: Readonly<Record<string, KeyInfo>> = {
  uit: { group: 'tributos', label: 'UIT', unit: 'PEN' },
  'incomeTax.deductionUit': { group: 'tributos', label: 'Renta 5ta: deducción anual', unit: 'UIT' },
  'incomeTax.additionalDeductionUit': {
    group: 'tributos',
    label: 'Renta 5ta: deducción adicional de gastos (tope)',
    unit: 'UIT',
  },
  'incomeTax.limitUit.1': { group: 'tributos', label: 'Renta 5ta: tramo 1 hasta', unit: 'UIT' },
  'incomeTax.limitUit.2': { group: 'tributos', label: 'Renta 5ta: tramo 2 hasta', unit: 'UIT' },
  'incomeTax.limitUit.3': { group: 'tributos', label: 'Renta 5ta: tramo 3 hasta', unit: 'UIT' },
  'incomeTax.limitUit.4': { group: 'tributos', label: 'Renta 5ta: tramo 4 hasta', unit: 'UIT' },
  'incomeTax.rate.1': { group: 'tributos', label: 'Renta 5ta: tasa tramo 1', unit: 'percent' },
  'incomeTax.rate.2': { group: 'tributos', label: 'Renta 5ta: tasa tramo 2', unit: 'percent' },
  'incomeTax.rate.3': { group: 'tributos', label: 'Renta 5ta: tasa tramo 3', unit: 'percent' },
  'incomeTax.rate.4': { group: 'tributos', label: 'Renta 5ta: tasa tramo 4', unit: 'percent' },
  'incomeTax.rate.5': { group: 'tributos', label: 'Renta 5ta: tasa tramo 5', unit: 'percent' },
  rmv: { group: 'remuneracion', label: 'RMV', unit: 'PEN' },
  'landWork.dailyRate': { group: 'remuneracion', label: 'Jornal de trabajo en tierra', unit: 'PEN' },
  'essalud.rate': { group: 'aportes', label: 'EsSalud', unit: 'percent' },
  'essalud.epsCreditRate': { group: 'aportes', label: 'EsSalud: crédito EPS', unit: 'percent' },
  'sctr.rate': { group: 'aportes', label: 'SCTR', unit: 'percent' },
  'rep.worker.rate': { group: 'pensiones', label: 'REP: aporte del trabajador', unit: 'percent' },
  'rep.employer.rate': { group: 'pensiones', label: 'REP: aporte del empleador', unit: 'percent' },
  'onp.worker.rate': { group: 'pensiones', label: 'ONP: aporte del trabajador', unit: 'percent' },
  'afp.employer.rate': { group: 'pensiones', label: 'AFP: aporte del empleador', unit: 'percent' },
  'familyAllowance.rate': {
    group: 'beneficios',
    label: 'Asignación familiar (% de la RMV)',
    unit: 'percent',
  },
  'cts.rate': { group: 'beneficios', label: 'CTS', unit: 'percent' },
  'vacation.rate': { group: 'beneficios', label: 'Vacaciones', unit: 'percent' },
  'bonus.rate': { group: 'beneficios', label: 'Gratificaciones', unit: 'percent' },
  'bonusExtra.rate': { group: 'beneficios', label: 'Bonificación extraordinaria', unit: 'percent' },
  'bonusExtra.epsRate': {
    group: 'beneficios',
    label: 'Bonificación extraordinaria (con EPS)',
    unit: 'percent',
  },
  'union.rate': { group: 'pesca', label: 'Cuota sindical', unit: 'percent' },
  'fep.perTonne': { group: 'pesca', label: 'FEP por TM', unit: 'PEN/TM' },
};

export const AFP_LABELS = {
  contribution: { label: 'aporte del trabajador', unit: 'percent' },
  insurance: { label: 'prima de seguro', unit: 'percent' },
  insurableCap: { label: 'remuneración máxima asegurable', unit: 'PEN' },
  flowCommission: { label: 'comisión sobre el flujo', unit: 'percent' },
  balanceFlowCommission: { label: 'comisión mixta (sobre el flujo)', unit: 'percent' },
} as const;

/** SUNAT T-Registro Table 11 (régimen pensionario) codes of the schemes the engine knows. */
export const TABLE_11_CODES: Readonly<Record<string, string>> = {
  ONP: '02',
  REP: '15',
  INTEGRA: '21',
  HORIZONTE: '22',
  PROFUTURO: '23',
  PRIMA: '24',
  HABITAT: '25',
};

/** The pension scheme a key belongs to ('REP', 'ONP', 'AFP' for the common AFP rate, or the AFP's code). */
export function schemeOf(key: string): string | null {
  const afp = /^afp\.([A-Z0-9_]+)\.[a-zA-Z]+$/.exec(key);
  if (afp) return afp[1]!;
  if (key.startsWith('rep.')) return 'REP';
  if (key.startsWith('onp.')) return 'ONP';
  if (key === 'afp.employer.rate') return 'AFP';
  return null;
}

/** The group, Spanish label and unit of a key; undefined for a key the engine does not know. */
export function parameterInfo(key: string): KeyInfo | undefined {
  const known = KEYS[key];
  if (known) return known;
  const afp = /^afp\.([A-Z0-9_]+)\.([a-zA-Z]+)$/.exec(key);
  if (afp && afp[2]! in AFP_LABELS) {
    const part = AFP_LABELS[afp[2] as keyof typeof AFP_LABELS];
    return { group: 'pensiones', label: `AFP ${afp[1]}: ${part.label}`, unit: part.unit };
  }
  return undefined;
}

export const parameterLabel = (key: string): string => parameterInfo(key)?.label ?? key;

/** Every key of the engine's catalogue besides the per-AFP ones, by group then label. */
export const FIXED_PARAMETER_KEYS: readonly string[] = Object.keys(KEYS);

/**
 * "No hay UIT vigente para 2027" (the UIT is set per year), "No hay RMV vigente el 01/05/2026":
 * what the engine and the server say when a parameter has no value on a date, never a zero.
 */
export function missingParameterMessage(key: string, date: string): string {
  const label = parameterLabel(key);
  if (key === 'uit') return `No hay UIT vigente para ${date.slice(0, 4)}`;
  return `No hay ${label} vigente el ${isIsoDate(date) ? formatDate(date) : date}`;
}
