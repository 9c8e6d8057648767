import type { CourtOrderTerms } from '../payroll/court-order-withholding';
import type { IsoDate } from '../payroll/dates';
import { Decimal } from '../payroll/decimal';
import { ErrorCollector, type PayrollError } from '../payroll/errors';
import {
  CONFIDENCES,
  isParameterKey,
  PARAMETER_UNITS,
  ParameterCatalogue,
  type ParameterEntry,
} from '../payroll/parameters';
import { commissionTypeOfLegacy, parsePensionScheme } from '../shared/pension-vocabulary';
import { err, type Result } from '../shared/result';
import { UnknownVocabularyValue } from '../shared/vocabulary';
import { computeStoredWeek, type WeekGridRows, type WeekMasterData } from './engine-input';
import type { WeekInput } from './week';

/*
 * The compute context: everything a week is computed with besides its grids, as JSON, and the one
 * computation of a week from it (server and browser preview alike).
 */

/** A stored payroll parameter as JSON (docs/parameters.md): the value as a decimal string. */
export interface ContextParameter {
  readonly key: string;
  readonly effectiveFrom: IsoDate;
  readonly effectiveTo?: IsoDate;
  readonly value: string;
  readonly unit: string;
  readonly source: string;
  readonly confidence: string;
}

/**
 * Everything a week is computed with besides its grids, as JSON: the week's dates, the catalogue
 * data and the named workers' terms (WeekMasterData), the stored parameters in force on the week's
 * last day (the engine reads them on that day only), and the month-to-date insurable pay of the
 * closed weeks of its month that start earlier. The server computes with it, and a browser preview
 * with the same function (`computeWeek`), so both give the same amounts.
 */
export interface ComputeContext {
  readonly week: WeekInput;
  readonly master: WeekMasterData;
  readonly parameterDate: IsoDate;
  readonly parameters: readonly ContextParameter[];
  readonly monthToDate: readonly { readonly worker: string; readonly insurablePay: string }[];
  /**
   * The income tax balances of earlier payroll months still to withhold from the week's workers
   * (docs/payroll.md "Income tax the monthly run cannot cover"); absent in contexts stored before.
   */
  readonly incomeTaxBalances?: readonly {
    readonly worker: string;
    readonly month: string;
    readonly amount: string;
  }[];
  /**
   * The court orders in force during the week of the workers it names (docs/court-orders.md); absent in
   * contexts stored before court orders existed (those weeks withheld none).
   */
  readonly courtOrders?: readonly { readonly worker: string; readonly order: CourtOrderTerms }[];
}

/**
 * A compute context as it was stored (JSON written by an earlier version): the workers' pension words
 * are read as text, whatever vocabulary wrote them.
 */
export type StoredComputeContext = Omit<ComputeContext, 'master'> & {
  readonly master: Omit<WeekMasterData, 'workers'> & {
    readonly workers: readonly (Omit<WeekMasterData['workers'][number], 'terms'> & {
      terms: readonly (Omit<
        WeekMasterData['workers'][number]['terms'][number],
        'pensionScheme' | 'commissionType'
      > & {
        pensionScheme: string;
        commissionType: string | null;
      })[];
    })[];
  };
};

/**
 * A stored compute context in the domain's vocabulary: the pension scheme is checked and the
 * commission type of contexts written with the engine's old words ('flow', 'balance') becomes
 * FLUJO / MIXTA. An unknown word throws (UnknownVocabularyValue): a damaged context is never
 * computed with a guessed commission.
 */
export function computeContextOfStored(stored: StoredComputeContext): ComputeContext {
  return {
    ...stored,
    master: {
      ...stored.master,
      workers: stored.master.workers.map((w) => ({
        ...w,
        terms: w.terms.map((t) => {
          const commissionType = t.commissionType === null ? null : commissionTypeOfLegacy(t.commissionType);
          if (commissionType === undefined)
            throw new UnknownVocabularyValue('commission type', t.commissionType);
          return { ...t, pensionScheme: parsePensionScheme(t.pensionScheme), commissionType };
        }),
      })),
    },
  };
}

/** The parameters of a catalogue in force on a date, as JSON for a context. */
export function contextParameters(catalogue: ParameterCatalogue, date: IsoDate): ContextParameter[] {
  return catalogue.inForceAt(date).map((e) => ({
    key: e.key,
    effectiveFrom: e.effectiveFrom,
    ...(e.effectiveTo !== undefined ? { effectiveTo: e.effectiveTo } : {}),
    value: e.value.toString(),
    unit: e.unit,
    source: e.source,
    confidence: e.confidence,
  }));
}

/**
 * The parameter catalogue of a compute context: each stored key, unit and confidence checked against
 * the engine's words (a context is JSON: nothing is taken on trust), then the catalogue's own checks
 * (dates, negative values, duplicates). A word the engine does not know is an InvalidInput error on
 * its row, as the catalogue reports an unknown key.
 */
export function catalogueOfContext(
  parameters: readonly ContextParameter[],
): Result<ParameterCatalogue, PayrollError[]> {
  const errors = new ErrorCollector();
  const entries: ParameterEntry[] = [];
  parameters.forEach((p, index) => {
    const row = { list: 'parameters', index, key: p.key, effectiveFrom: p.effectiveFrom };
    const unit = PARAMETER_UNITS.find((u) => u === p.unit);
    const confidence = CONFIDENCES.find((c) => c === p.confidence);
    if (!isParameterKey(p.key)) return errors.add('InvalidInput', { ...row, problem: 'clave desconocida' });
    if (unit === undefined) return errors.add('InvalidInput', { ...row, problem: 'unidad desconocida' });
    if (confidence === undefined)
      return errors.add('InvalidInput', { ...row, problem: 'nivel de certeza desconocido' });
    entries.push({
      key: p.key,
      effectiveFrom: p.effectiveFrom,
      ...(p.effectiveTo !== undefined ? { effectiveTo: p.effectiveTo } : {}),
      value: Decimal.of(p.value),
      unit,
      source: p.source,
      confidence,
    });
  });
  return errors.isEmpty ? ParameterCatalogue.create(entries) : err(errors.errors());
}

/**
 * Computes a week's grids with a compute context: the one function the server's computation and the
 * browser preview share. Parameters the catalogue refuses come back as engine errors.
 */
export function computeWeek(
  context: ComputeContext,
  grids: WeekGridRows,
): ReturnType<typeof computeStoredWeek> {
  const catalogue = catalogueOfContext(context.parameters);
  if (!catalogue.ok)
    return err({
      errors: catalogue.error,
      rows: { deductions: [], otherEarnings: [], crewCount: grids.crew.length, workerIds: new Map() },
    });
  return computeStoredWeek(
    { ...context.week, ...grids },
    context.master,
    catalogue.value,
    context.monthToDate.map((m) => ({ worker: m.worker, insurablePay: Decimal.of(m.insurablePay) })),
    (context.incomeTaxBalances ?? []).map((b) => ({
      worker: b.worker,
      month: b.month,
      amount: Decimal.of(b.amount),
    })),
    context.courtOrders ?? [],
  );
}
