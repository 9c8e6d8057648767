import { err, ok, type Result } from '../shared/result';
import { parserOf, UnknownVocabularyValue } from '../shared/vocabulary';
import { isIsoDate, type IsoDate } from './dates';
import { Decimal } from './decimal';
import { ErrorCollector, payrollError, type PayrollError } from './errors';
import { missingParameterMessage } from './parameter-labels';

/**
 * Legal and business parameters with effective dates. Every rate, cap and amount of the payroll
 * rules is looked up here for the date it applies to, so an old week is always recomputed with the
 * values in force then. A value is in force from `effectiveFrom` until the day before the next
 * value of the same key, or until `effectiveTo` when given (the UIT is set per year).
 */

export const PARAMETER_UNITS = ['PEN', 'percent', 'PEN/TM', 'UIT'] as const;
export type ParameterUnit = (typeof PARAMETER_UNITS)[number];

/** How sure the value is: stated by law, what a real fishing ERP does, or this product's choice. */
export const CONFIDENCES = ['law', 'practice', 'decision'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

export interface ParameterEntry {
  readonly key: ParameterKey;
  readonly effectiveFrom: IsoDate;
  /** Last day in force, inclusive; absent: until the next entry of the key. */
  readonly effectiveTo?: IsoDate;
  readonly value: Decimal;
  readonly unit: ParameterUnit;
  readonly source: string;
  readonly confidence: Confidence;
}

/** The parameter keys the rules use. AFP keys carry the AFP code: `afp.INTEGRA.insurance`. */
export const PARAMETER = {
  /** Unidad Impositiva Tributaria of the year, soles. */
  uit: 'uit',
  /**
   * Unidad de Referencia Procesal of the year, soles (10 % of the UIT): pay up to 5 URP a month cannot
   * be attached for debts other than alimentos (CPC art. 648 inc. 6; docs/payroll.md "Retención judicial").
   */
  urp: 'urp',
  /** Remuneración mínima vital, soles per month. */
  rmv: 'rmv',
  /** EsSalud, employer, % of monthly pay (base at least the RMV). */
  essaludRate: 'essalud.rate',
  /**
   * The EPS credit (Ley 26790 art. 15): for a worker covered by an EPS, this % of the base (25 % of the
   * EsSalud 9 %) is paid to the EPS; EsSalud receives the rest of `essalud.rate`.
   */
  essaludEpsCreditRate: 'essalud.epsCreditRate',
  /** Asignación familiar (Ley 25129), % of the RMV per month, for a worker with dependent children. */
  familyAllowanceRate: 'familyAllowance.rate',
  /** REP (Ley 30003), worker contribution %. */
  repWorkerRate: 'rep.worker.rate',
  /** REP (Ley 30003), employer contribution %. */
  repEmployerRate: 'rep.employer.rate',
  /** ONP / SNP (D.L. 19990), worker contribution %. */
  onpWorkerRate: 'onp.worker.rate',
  /** Employer contribution % for fishermen affiliated to an AFP. */
  afpEmployerRate: 'afp.employer.rate',
  /** CTS, % of the catch share received. */
  ctsRate: 'cts.rate',
  /** Vacaciones, % of the catch share received. */
  vacationRate: 'vacation.rate',
  /** Gratificaciones, % of the catch share received. */
  bonusRate: 'bonus.rate',
  /** Bonificación extraordinaria (Ley 30334), % of the gratificación. */
  bonusExtraRate: 'bonusExtra.rate',
  /** Bonificación extraordinaria when the worker is covered by an EPS, % of the gratificación. */
  bonusExtraEpsRate: 'bonusExtra.epsRate',
  /** Union dues (SUPNEP), % of the catch share. */
  unionRate: 'union.rate',
  /** Fondo Extraordinario del Pescador, soles per TM captured. */
  fepPerTonne: 'fep.perTonne',
  /** SCTR (Ley 26790), employer, % of pay. */
  sctrRate: 'sctr.rate',
  /** Land-work daily rate when the position has none of its own, soles. */
  landWorkDailyRate: 'landWork.dailyRate',
  /** Income tax: the annual deduction, in UIT (art. 46 LIR: 7 UIT). */
  incomeTaxDeductionUit: 'incomeTax.deductionUit',
  /**
   * Income tax: the cap of the additional deduction of expenses (art. 46 LIR as amended by D.Leg. 1258:
   * up to 3 UIT), in UIT. Not applied by the withholding agent (art. 75 LIR): reported only.
   */
  incomeTaxAdditionalDeductionUit: 'incomeTax.additionalDeductionUit',
  /** Income tax: upper limits of brackets 1–4, in UIT (art. 53 LIR: 5, 20, 35, 45). */
  incomeTaxLimit1: 'incomeTax.limitUit.1',
  incomeTaxLimit2: 'incomeTax.limitUit.2',
  incomeTaxLimit3: 'incomeTax.limitUit.3',
  incomeTaxLimit4: 'incomeTax.limitUit.4',
  /** Income tax: rates of brackets 1–5, % (art. 53 LIR: 8, 14, 17, 20, 30). */
  incomeTaxRate1: 'incomeTax.rate.1',
  incomeTaxRate2: 'incomeTax.rate.2',
  incomeTaxRate3: 'incomeTax.rate.3',
  incomeTaxRate4: 'incomeTax.rate.4',
  incomeTaxRate5: 'incomeTax.rate.5',
} as const;

export type AfpParameter =
  'contribution' | 'insurance' | 'insurableCap' | 'flowCommission' | 'balanceFlowCommission';
export type ParameterKey = (typeof PARAMETER)[keyof typeof PARAMETER] | `afp.${string}.${AfpParameter}`;

export function afpKey(afp: string, parameter: AfpParameter): ParameterKey {
  return `afp.${afp}.${parameter}`;
}

const KNOWN_KEYS = new Set<string>(Object.values(PARAMETER));
const AFP_KEY =
  /^afp\.[A-Z0-9_]+\.(contribution|insurance|insurableCap|flowCommission|balanceFlowCommission)$/;

export function isParameterKey(key: unknown): key is ParameterKey {
  return typeof key === 'string' && (KNOWN_KEYS.has(key) || AFP_KEY.test(key));
}

/** A stored parameter key as the rules' key; throws on an unknown one. */
export function parseParameterKey(key: string): ParameterKey {
  if (isParameterKey(key)) return key;
  throw new UnknownVocabularyValue('parameter key', key);
}
/** A stored parameter unit; throws on an unknown one. */
export const parseParameterUnit = parserOf(PARAMETER_UNITS, 'parameter unit');
/** A stored parameter confidence; throws on an unknown one. */
export const parseConfidence = parserOf(CONFIDENCES, 'parameter confidence');

export type ParameterNotInForce = PayrollError<'ParameterNotInForce'>;

export function parameterNotInForce(key: string, date: IsoDate): ParameterNotInForce {
  return payrollError('ParameterNotInForce', [
    { list: 'parameters', key, date, message: missingParameterMessage(key, date) },
  ]);
}

export class ParameterCatalogue {
  private constructor(private readonly byKey: ReadonlyMap<string, readonly ParameterEntry[]>) {}

  /**
   * Builds a catalogue; refuses unknown keys, invalid dates, negative values and two entries of
   * one key with the same effective date.
   */
  static create(entries: readonly ParameterEntry[]): Result<ParameterCatalogue, PayrollError[]> {
    const errors = new ErrorCollector();
    const byKey = new Map<string, ParameterEntry[]>();
    entries.forEach((entry, index) => {
      const row = { list: 'parameters', index, key: entry.key, effectiveFrom: entry.effectiveFrom };
      if (!isParameterKey(entry.key)) errors.add('InvalidInput', { ...row, problem: 'clave desconocida' });
      else if (
        !isIsoDate(entry.effectiveFrom) ||
        (entry.effectiveTo !== undefined && !isIsoDate(entry.effectiveTo))
      ) {
        errors.add('InvalidInput', { ...row, problem: 'fecha inválida' });
      } else if (entry.effectiveTo !== undefined && entry.effectiveTo < entry.effectiveFrom) {
        errors.add('InvalidInput', { ...row, problem: 'vigencia final anterior a la inicial' });
      } else if (entry.value.isNegative()) errors.add('OutOfRange', row);
      const list = byKey.get(entry.key);
      if (list === undefined) byKey.set(entry.key, [entry]);
      else if (list.some((other) => other.effectiveFrom === entry.effectiveFrom))
        errors.add('DuplicateEntry', row);
      else list.push(entry);
    });
    if (!errors.isEmpty) return err(errors.errors());
    for (const list of byKey.values()) list.sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
    return ok(new ParameterCatalogue(byKey));
  }

  /** Like `create`, for catalogues the program controls (the seed): throws when invalid. */
  static of(entries: readonly ParameterEntry[]): ParameterCatalogue {
    const result = ParameterCatalogue.create(entries);
    if (!result.ok) throw new Error(`Invalid parameter catalogue: ${JSON.stringify(result.error)}`);
    return result.value;
  }

  /** This catalogue plus `entries`; an entry with the key and effective date of an existing one replaces it. */
  withEntries(entries: readonly ParameterEntry[]): Result<ParameterCatalogue, PayrollError[]> {
    const replaced = new Set(entries.map((entry) => `${entry.key}|${entry.effectiveFrom}`));
    const kept = this.entries().filter((entry) => !replaced.has(`${entry.key}|${entry.effectiveFrom}`));
    return ParameterCatalogue.create([...kept, ...entries]);
  }

  /** The entry in force on `date`, if any. */
  entryAt(key: ParameterKey, date: IsoDate): ParameterEntry | undefined {
    const list = this.byKey.get(key);
    if (list === undefined) return undefined;
    let found: ParameterEntry | undefined;
    for (const entry of list) {
      if (entry.effectiveFrom > date) break;
      found = entry;
    }
    if (found === undefined) return undefined;
    if (found.effectiveTo !== undefined && found.effectiveTo < date) return undefined;
    return found;
  }

  /** The value in force on `date`, or ParameterNotInForce when there is none. */
  valueAt(key: ParameterKey, date: IsoDate): Result<Decimal, ParameterNotInForce> {
    const entry = this.entryAt(key, date);
    return entry === undefined ? err(parameterNotInForce(key, date)) : ok(entry.value);
  }

  /** Every entry, by key then effective date. */
  entries(): ParameterEntry[] {
    return [...this.byKey.keys()].sort().flatMap((key) => this.byKey.get(key)!);
  }

  /** Every entry in force on `date`, by key. */
  inForceAt(date: IsoDate): ParameterEntry[] {
    return [...this.byKey.keys()]
      .sort()
      .map((key) => this.entryAt(key as ParameterKey, date))
      .filter((entry): entry is ParameterEntry => entry !== undefined);
  }
}

/**
 * Looks up many parameters for one date, remembering every one that is missing, so a computation
 * reports all missing parameters at once. Read `missing` after the lookups.
 */
export class ParameterReader {
  readonly missing: ParameterNotInForce[] = [];
  private readonly used = new Map<string, Decimal>();

  constructor(
    private readonly catalogue: ParameterCatalogue,
    readonly date: IsoDate,
  ) {}

  /** The value in force; ZERO (never used: check `missing`) when there is none. */
  get(key: ParameterKey): Decimal {
    const result = this.catalogue.valueAt(key, this.date);
    if (!result.ok) {
      if (!this.missing.some((error) => error.rows[0]?.key === key)) this.missing.push(result.error);
      return Decimal.ZERO;
    }
    this.used.set(key, result.value);
    return result.value;
  }

  /** The values read, by key: what a result reports as the parameters it used. */
  usedValues(): Record<string, Decimal> {
    return Object.fromEntries([...this.used.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
  }
}
