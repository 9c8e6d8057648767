import {
  computeWeek,
  locateErrors,
  workerTotalsOf,
  type ComputeContext,
  type LocatedRow,
  type WeekGridRows,
  type WorkerTotals,
} from '../../domain/fishing-weeks';
import type { ComputeRefusal, EngineErrorRow } from './fishing-weeks-api';

/** A preview either computed each worker's totals or the engine refused it, naming grid rows. */
export type PreviewOutcome =
  | { readonly kind: 'computed'; readonly workers: readonly WorkerTotals[] }
  | { readonly kind: 'refused'; readonly refusal: ComputeRefusal };

/**
 * The browser preview of a week being edited: the server's computation (`computeWeek`) of the edited
 * grids with the week's compute context (`GET /semanas-de-pesca/:id/contexto`), off the main thread.
 * Same totals as the server's `calculo` for the same grids and context; nothing is stored.
 */
export interface WeekPreview {
  preview(context: ComputeContext, grids: WeekGridRows): Promise<PreviewOutcome>;
}
export const WeekPreview = Symbol.for('WeekPreview');

/** A located error row as the contract's EngineErrorRow: its fields without the absent ones. */
function wireRow(row: LocatedRow): EngineErrorRow {
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(row)) if (value !== undefined) fields[key] = value;
  return { ...fields, list: row.list };
}

/** The engine's located errors as the server's 422 answer (message in Spanish). */
export function computeRefusalOf(errors: ReturnType<typeof locateErrors>): ComputeRefusal {
  const count = errors.reduce((n, e) => n + e.rows.length, 0);
  return {
    error: 'PayrollRefused',
    message: `La planilla no se puede calcular: ${count} fila(s) con problemas. ${errors.map((e) => e.message.replace(/\.$/, '')).join('. ')}.`,
    errors: errors.map((e) => ({
      kind: e.kind,
      message: e.message,
      rows: e.rows.map(wireRow),
    })),
  };
}

/** Computes the grids with the context, as the server does (what the preview's worker runs). */
export function previewWeek(context: ComputeContext, grids: WeekGridRows): PreviewOutcome {
  const computed = computeWeek(context, grids);
  return computed.ok
    ? { kind: 'computed', workers: workerTotalsOf(computed.value.payroll) }
    : {
        kind: 'refused',
        refusal: computeRefusalOf(locateErrors(computed.error.errors, computed.error.rows)),
      };
}
