import type {
  BreakdownLine,
  EngineErrorRow,
  ComputeRefusal,
  WorkerBreakdown,
} from '../../application/fishing-weeks/fishing-weeks-api';
import { WEEK_CYCLE, type WeekInput, type WeekState } from '../../domain/fishing-weeks';
import { lineLabel } from '../../domain/payroll/concept-labels';
import { formatDate } from '../../domain/shared/dates';
import { formatAmount } from '../../domain/shared/decimal-text';
import { formatMonthName } from '../../domain/shared/month-names';
import {
  breakdownSource,
  formatDifference,
  stateChips,
  type BreakdownView,
  type InputView,
  type LineView,
} from '../common/period-cycle/breakdown-view';
import type { Translate } from '../common/screen-state';

export { formatAmount };

/** Display helpers of the fishing-week screen: every amount stays a decimal string. */

/** '2025-04' → 'abril 2025'. */
export const formatMonth = formatMonthName;

/** 'Semana 14 – 2025'. */
export const weekTitle = (w: Pick<WeekInput, 'year' | 'number'>, t: Translate) =>
  t('fishingWeeks.format.title', { number: w.number, year: w.year });

/** '31/03/2025 al 06/04/2025'. */
export const weekDates = (w: Pick<WeekInput, 'start' | 'end'>, t: Translate) =>
  t('fishingWeeks.format.dates', { start: formatDate(w.start), end: formatDate(w.end) });

export { formatDifference };

/** The state chip of a week (colours with enough contrast: a reopened week stands out filled). */
export const STATE_CHIPS = stateChips<WeekState>(WEEK_CYCLE.states);

/** The grids as the screen names them (resources «fishingWeeks.format.gridNames»). */
export const gridNames = (t: Translate): Readonly<Record<string, string>> => ({
  precios: t('fishingWeeks.format.gridNames.precios'),
  descargas: t('fishingWeeks.format.gridNames.descargas'),
  tripulacion: t('fishingWeeks.format.gridNames.tripulacion'),
  tierra: t('fishingWeeks.format.gridNames.tierra'),
  ajustes: t('fishingWeeks.format.gridNames.ajustes'),
});

/** Where an engine error points, and what it says: 'Descargas, fila 3: …'. */
export interface EngineErrorLine {
  readonly text: string;
  readonly grid?: string;
  readonly row?: number;
}

/** '3', '3 y 5', '3 a 6, 9 y 12': grid rows (1-based, ascending), runs of three or more as ranges. */
export function rowList(rows: readonly number[], t: Translate): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i >= 2) parts.push(t('fishingWeeks.format.rowRange', { from: sorted[i], to: sorted[j] }));
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return parts.length <= 1
    ? (parts[0] ?? '')
    : t('fishingWeeks.format.rowListLast', { list: parts.slice(0, -1).join(', '), last: parts.at(-1) });
}

/**
 * Each refused computation's error, once per grid it names ('Tripulación, filas 3 a 9: …'), or once
 * when it names none. An error that names what to fix (the partes missing for a position on a date)
 * reads once, however many crew rows it covers; the grids still mark each of those rows.
 */
export function engineErrorLines(refusal: ComputeRefusal, t: Translate): EngineErrorLine[] {
  const names = gridNames(t);
  const out: EngineErrorLine[] = [];
  for (const error of refusal.errors) {
    const placed = error.rows.filter((r) => r.grid !== undefined && r.row !== undefined);
    if (placed.length === 0) {
      out.push({ text: error.message });
      continue;
    }
    const byGrid = new Map<string, number[]>();
    for (const r of placed) {
      const rows = byGrid.get(r.grid!);
      if (rows === undefined) byGrid.set(r.grid!, [r.row!]);
      else rows.push(r.row!);
    }
    for (const [grid, rows] of byGrid) {
      const first = Math.min(...rows);
      out.push({
        text: t('fishingWeeks.format.errorAt', {
          count: new Set(rows).size,
          grid: names[grid] ?? grid,
          rows: rowList(rows, t),
          message: error.message,
        }),
        grid,
        row: first,
      });
    }
  }
  return out;
}

/** The rows a refused computation names, each with the error's message, for the grids to mark. */
export function engineErrorRows(refusal: ComputeRefusal): EngineErrorRow[] {
  return refusal.errors.flatMap((e) =>
    e.rows.filter((r) => r.grid !== undefined).map((r) => ({ ...r, message: e.message })),
  );
}

/** The label of each input of a week's line (resources «fishingWeeks.format.inputs»). */
const inputLabels = (t: Translate): Readonly<Record<string, string>> => ({
  date: t('fishingWeeks.format.inputs.date'),
  day: t('fishingWeeks.format.inputs.day'),
  vessel: t('fishingWeeks.format.inputs.vessel'),
  species: t('fishingWeeks.format.inputs.species'),
  fishingType: t('fishingWeeks.format.inputs.fishingType'),
  tickets: t('fishingWeeks.format.inputs.tickets'),
  landingCount: t('fishingWeeks.format.inputs.landingCount'),
  tonnes: t('fishingWeeks.format.inputs.tonnes'),
  penalisedTonnes: t('fishingWeeks.format.inputs.penalisedTonnes'),
  netTonnes: t('fishingWeeks.format.inputs.netTonnes'),
  pricePerTonne: t('fishingWeeks.format.inputs.pricePerTonne'),
  catchValue: t('fishingWeeks.format.inputs.catchValue'),
  sharePct: t('fishingWeeks.format.inputs.sharePct'),
  pool: t('fishingWeeks.format.inputs.pool'),
  poolAmount: t('fishingWeeks.format.inputs.poolAmount'),
  totalPartes: t('fishingWeeks.format.inputs.totalPartes'),
  valuePerParte: t('fishingWeeks.format.inputs.valuePerParte'),
  crewCount: t('fishingWeeks.format.inputs.crewCount'),
  position: t('fishingWeeks.format.inputs.position'),
  partes: t('fishingWeeks.format.inputs.partes'),
  base: t('fishingWeeks.format.inputs.base'),
  rate: t('fishingWeeks.format.inputs.rate'),
  scheme: t('fishingWeeks.format.inputs.scheme'),
  afp: t('fishingWeeks.format.inputs.afp'),
  reason: t('fishingWeeks.format.inputs.reason'),
  kind: t('fishingWeeks.format.inputs.kind'),
  value: t('fishingWeeks.format.inputs.value'),
  share: t('fishingWeeks.format.inputs.share'),
  dailyRate: t('fishingWeeks.format.inputs.dailyRate'),
  rateSource: t('fishingWeeks.format.inputs.rateSource'),
  weeklyPay: t('fishingWeeks.format.inputs.weeklyPay'),
  daysEmployed: t('fishingWeeks.format.inputs.daysEmployed'),
  daysInWeek: t('fishingWeeks.format.inputs.daysInWeek'),
  insurableCap: t('fishingWeeks.format.inputs.insurableCap'),
  insurableBefore: t('fishingWeeks.format.inputs.insurableBefore'),
  commissionType: t('fishingWeeks.format.inputs.commissionType'),
  perTonne: t('fishingWeeks.format.inputs.perTonne'),
  bracket: t('fishingWeeks.format.inputs.bracket'),
  fromUit: t('fishingWeeks.format.inputs.fromUit'),
  toUit: t('fishingWeeks.format.inputs.toUit'),
  remunerativePay: t('fishingWeeks.format.inputs.remunerativePay'),
  onBase: t('fishingWeeks.format.inputs.onBase'),
  onPay: t('fishingWeeks.format.inputs.onPay'),
  inWeeks: t('fishingWeeks.format.inputs.inWeeks'),
  adjustment: t('fishingWeeks.format.inputs.adjustment'),
});

export type { BreakdownView, InputView, LineView };

const AMOUNT_KEYS = new Set([
  'pool',
  'catchValue',
  'pricePerTonne',
  'base',
  'dailyRate',
  'weeklyPay',
  'share',
]);

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (Array.isArray(value)) return value.map((v) => valueText(key, v)).join(', ');
  if (typeof value === 'string' && AMOUNT_KEYS.has(key)) return formatAmount(value);
  if ((key === 'rate' || key === 'sharePct') && typeof value === 'string') return `${value} %`;
  return String(value);
}

/** A line's inputs, nested records (the landing pool of a share) flattened, labelled in the translator's language. */
export function inputsOf(inputs: Readonly<Record<string, unknown>>, t: Translate): InputView[] {
  const labels = inputLabels(t);
  const out: InputView[] = [];
  const seen = new Set<string>();
  const add = (key: string, value: unknown) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) add(k, v);
      return;
    }
    // A share names its pool by id («2025-04-03|CO-1234-PM|ANC»): its day, vessel and species are shown.
    if (key === 'pool' && typeof value === 'string' && value.includes('|')) return;
    const label = labels[key] ?? key;
    const text = valueText(key, value);
    if (text === '' || seen.has(label)) return;
    seen.add(label);
    out.push({ label, value: text });
  };
  for (const [key, value] of Object.entries(inputs)) add(key, value);
  return out;
}

const lineOf = (l: BreakdownLine, t: Translate): LineView => ({
  concept: lineLabel(l),
  amount: formatAmount(l.amount),
  formula: l.formula,
  inputs: inputsOf(l.inputs, t),
});

/** A worker's traced result as a payslip: earnings, deductions and employer contributions. */
export function breakdownView(b: WorkerBreakdown, t: Translate): BreakdownView {
  const lines = (ls: readonly BreakdownLine[]) => ls.map((l) => lineOf(l, t));
  return {
    title: `${b.name} (${b.document})`,
    source: breakdownSource(b.source, t),
    days: t('fishingWeeks.format.days', {
      onBoard: b.daysOnBoard,
      fishing: b.fishingDays,
      onLand: b.daysOnLand,
    }),
    sections: [
      {
        title: t('fishingWeeks.format.sections.earnings'),
        lines: lines(b.earnings),
        total: formatAmount(b.gross),
      },
      {
        title: t('fishingWeeks.format.sections.deductions'),
        lines: lines(b.deductions),
        total: formatAmount(b.totalDeductions),
      },
      {
        title: t('fishingWeeks.format.sections.employer'),
        lines: lines(b.employer),
        total: formatAmount(b.totalEmployer),
      },
    ],
    net: formatAmount(b.net),
  };
}
