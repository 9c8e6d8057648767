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
/**
 * The units and confidences as the server's parameters workbook writes them (the SPA shows its own texts,
 * `parameters.units` and `parameters.confidence` of the resources).
 */
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
  readonly unit: Unit;
}

type Unit = (typeof PARAMETER_UNITS)[number];

/** The keys of one group: each key's label and unit. */
const inGroup = (
  group: ParameterGroup,
  keys: Readonly<Record<string, readonly [label: string, unit: Unit]>>,
): Record<string, KeyInfo> =>
  Object.fromEntries(Object.entries(keys).map(([key, [label, unit]]) => [key, { group, label, unit }]));

/** Income tax brackets 1…count: `incomeTax.<part>.<n>`, each labelled by `label(n)`. */
const brackets = (part: string, count: number, label: (n: number) => string, unit: Unit) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`incomeTax.${part}.${i + 1}`, [label(i + 1), unit] as const]),
  );

const KEYS: Readonly<Record<string, KeyInfo>> = {
  ...inGroup('tributos', {
    uit: ['UIT', 'PEN'],
    urp: ['URP (Unidad de Referencia Procesal)', 'PEN'],
    'incomeTax.deductionUit': ['Renta 5ta: deducción anual', 'UIT'],
    'incomeTax.additionalDeductionUit': ['Renta 5ta: deducción adicional de gastos (tope)', 'UIT'],
    ...brackets('limitUit', 4, (n) => `Renta 5ta: tramo ${n} hasta`, 'UIT'),
    ...brackets('rate', 5, (n) => `Renta 5ta: tasa tramo ${n}`, 'percent'),
  }),
  ...inGroup('remuneracion', {
    rmv: ['RMV', 'PEN'],
    'landWork.dailyRate': ['Jornal de trabajo en tierra', 'PEN'],
  }),
  ...inGroup('aportes', {
    'essalud.rate': ['EsSalud', 'percent'],
    'essalud.epsCreditRate': ['EsSalud: crédito EPS', 'percent'],
    'sctr.rate': ['SCTR', 'percent'],
  }),
  ...inGroup('pensiones', {
    'rep.worker.rate': ['REP: aporte del trabajador', 'percent'],
    'rep.employer.rate': ['REP: aporte del empleador', 'percent'],
    'onp.worker.rate': ['ONP: aporte del trabajador', 'percent'],
    'afp.employer.rate': ['AFP: aporte del empleador', 'percent'],
  }),
  ...inGroup('beneficios', {
    'familyAllowance.rate': ['Asignación familiar (% de la RMV)', 'percent'],
    'cts.rate': ['CTS', 'percent'],
    'vacation.rate': ['Vacaciones', 'percent'],
    'bonus.rate': ['Gratificaciones', 'percent'],
    'bonusExtra.rate': ['Bonificación extraordinaria', 'percent'],
    'bonusExtra.epsRate': ['Bonificación extraordinaria (con EPS)', 'percent'],
  }),
  ...inGroup('pesca', {
    'union.rate': ['Cuota sindical', 'percent'],
    'fep.perTonne': ['FEP por TM', 'PEN/TM'],
  }),
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

/** The AFPs whose rates the catalogue keeps (SBS: the four in the market). */
export const PARAMETER_AFPS = ['HABITAT', 'INTEGRA', 'PRIMA', 'PROFUTURO'] as const;

/**
 * The keys a clerk may give a value to in the groups `groups`, each with its Spanish label, by label:
 * the choices of the parameter form's «Parámetro», so nobody types an engine key.
 */
export function parameterKeyChoices(groups: readonly ParameterGroup[]): { id: string; label: string }[] {
  const afpKeys = PARAMETER_AFPS.flatMap((afp) =>
    Object.keys(AFP_LABELS).map((part) => `afp.${afp}.${part}`),
  );
  return [...FIXED_PARAMETER_KEYS, ...afpKeys]
    .flatMap((key) => {
      const info = parameterInfo(key);
      return info && groups.includes(info.group) ? [{ id: key, label: info.label }] : [];
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
}

/**
 * "No hay UIT vigente para 2027" (the UIT is set per year), "No hay RMV vigente el 01/05/2026":
 * what the engine and the server say when a parameter has no value on a date, never a zero.
 */
export function missingParameterMessage(key: string, date: string): string {
  const label = parameterLabel(key);
  if (key === 'uit') return `No hay UIT vigente para ${date.slice(0, 4)}`;
  return `No hay ${label} vigente el ${isIsoDate(date) ? formatDate(date) : date}`;
}
