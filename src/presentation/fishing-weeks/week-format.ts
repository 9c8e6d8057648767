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

export { formatAmount };

/** Display helpers of the fishing-week screen: every amount stays a decimal string. */

/** '2025-04' → 'abril 2025'. */
export const formatMonth = formatMonthName;

/** 'Semana 14 – 2025'. */
export const weekTitle = (w: Pick<WeekInput, 'year' | 'number'>) => `Semana ${w.number} – ${w.year}`;

/** '31/03/2025 al 06/04/2025'. */
export const weekDates = (w: Pick<WeekInput, 'start' | 'end'>) =>
  `${formatDate(w.start)} al ${formatDate(w.end)}`;

export { formatDifference };

/** The state chip of a week (colours with enough contrast: a reopened week stands out filled). */
export const STATE_CHIPS = stateChips<WeekState>(WEEK_CYCLE.states);

/** The grids as the screen names them. */
export const GRID_NAMES: Readonly<Record<string, string>> = {
  precios: 'Precios',
  descargas: 'Descargas',
  tripulacion: 'Tripulación',
  tierra: 'Trabajo en tierra',
  ajustes: 'Ajustes',
};

/** Where an engine error points, and what it says: 'Descargas, fila 3: …'. */
export interface EngineErrorLine {
  readonly text: string;
  readonly grid?: string;
  readonly row?: number;
}

/** '3', '3 y 5', '3 a 6, 9 y 12': grid rows (1-based, ascending), runs of three or more as ranges. */
export function rowList(rows: readonly number[]): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]} a ${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}

/**
 * Each refused computation's error, once per grid it names ('Tripulación, filas 3 a 9: …'), or once
 * when it names none. An error that names what to fix (the partes missing for a position on a date)
 * reads once, however many crew rows it covers; the grids still mark each of those rows.
 */
export function engineErrorLines(refusal: ComputeRefusal): EngineErrorLine[] {
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
      const many = new Set(rows).size > 1;
      out.push({
        text: `${GRID_NAMES[grid] ?? grid}, ${many ? 'filas' : 'fila'} ${rowList(rows)}: ${error.message}`,
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

const INPUTS: Readonly<Record<string, string>> = {
  date: 'Día',
  day: 'Día',
  vessel: 'Embarcación',
  species: 'Especie',
  fishingType: 'Tipo de pesca',
  tickets: 'Tickets',
  landingCount: 'Descargas',
  tonnes: 'TM',
  penalisedTonnes: 'TM castigada',
  netTonnes: 'TM neta',
  pricePerTonne: 'Precio/TM',
  catchValue: 'Valor de la pesca',
  sharePct: '% de participación',
  pool: 'Monto a repartir',
  poolAmount: 'Monto a repartir',
  totalPartes: 'Total de partes',
  valuePerParte: 'Valor por parte',
  crewCount: 'Tripulantes',
  position: 'Cargo',
  partes: 'Partes',
  base: 'Base',
  rate: 'Tasa',
  scheme: 'Régimen',
  afp: 'AFP',
  reason: 'Motivo',
  kind: 'Tipo',
  value: 'Valor',
  share: 'Participación',
  dailyRate: 'Tarifa diaria',
  rateSource: 'Origen de la tarifa',
  weeklyPay: 'Remuneración semanal',
  daysEmployed: 'Días laborados',
  daysInWeek: 'Días de la semana',
  insurableCap: 'Tope asegurable',
  insurableBefore: 'Remuneración asegurable previa del mes',
  commissionType: 'Tipo de comisión',
  perTonne: 'Monto por TM',
  bracket: 'Tramo',
  fromUit: 'Desde (UIT)',
  toUit: 'Hasta (UIT)',
  remunerativePay: 'Remuneración',
  onBase: 'Sobre la base',
  onPay: 'Sobre la remuneración',
  inWeeks: 'En las semanas',
  adjustment: 'Ajuste',
};

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

/** A line's inputs, nested records (the landing pool of a share) flattened, labelled in Spanish. */
export function inputsOf(inputs: Readonly<Record<string, unknown>>): InputView[] {
  const out: InputView[] = [];
  const seen = new Set<string>();
  const add = (key: string, value: unknown) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) add(k, v);
      return;
    }
    // A share names its pool by id («2025-04-03|CO-1234-PM|ANC»): its day, vessel and species are shown.
    if (key === 'pool' && typeof value === 'string' && value.includes('|')) return;
    const label = INPUTS[key] ?? key;
    const text = valueText(key, value);
    if (text === '' || seen.has(label)) return;
    seen.add(label);
    out.push({ label, value: text });
  };
  for (const [key, value] of Object.entries(inputs)) add(key, value);
  return out;
}

const lineOf = (l: BreakdownLine): LineView => ({
  concept: lineLabel(l),
  amount: formatAmount(l.amount),
  formula: l.formula,
  inputs: inputsOf(l.inputs),
});

/** A worker's traced result as a payslip: earnings, deductions and employer contributions. */
export function breakdownView(b: WorkerBreakdown): BreakdownView {
  return {
    title: `${b.name} (${b.document})`,
    source: breakdownSource(b.source),
    days: `Días embarcado: ${b.daysOnBoard} · días de pesca: ${b.fishingDays} · días en tierra: ${b.daysOnLand}`,
    sections: [
      { title: 'Ingresos', lines: b.earnings.map(lineOf), total: formatAmount(b.gross) },
      { title: 'Descuentos', lines: b.deductions.map(lineOf), total: formatAmount(b.totalDeductions) },
      { title: 'Aportes del empleador', lines: b.employer.map(lineOf), total: formatAmount(b.totalEmployer) },
    ],
    net: formatAmount(b.net),
  };
}
