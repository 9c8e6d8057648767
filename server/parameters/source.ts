import { asc, eq } from 'drizzle-orm';
import type { PayrollParameterSource, ShareRuleSource } from '../../src/application/payroll/ports';
import type { ParameterSource } from '../../src/application/parameters/ports';
import { Decimal } from '../../src/domain/payroll/decimal';
import {
  isParameterKey,
  ParameterCatalogue,
  parseConfidence,
  parseParameterKey,
  parseParameterUnit,
  type ParameterEntry,
} from '../../src/domain/payroll/parameters';
import type { StoredShareRule } from '../../src/domain/payroll/stored-share-rules';
import type { Executor } from '../db/database';
import { fishingTypes, payrollParameters, positions, specialtyPay, vessels } from '../db/schema';

/** The active stored rows as the engine's entries (unknown keys are skipped: the schema validates them). */
export async function storedEntries(ex: Executor): Promise<ParameterEntry[]> {
  const rows = await ex
    .select()
    .from(payrollParameters)
    .where(eq(payrollParameters.active, true))
    .orderBy(asc(payrollParameters.key), asc(payrollParameters.effectiveFrom));
  return rows
    .filter((r) => isParameterKey(r.key))
    .map((r) => ({
      key: parseParameterKey(r.key),
      effectiveFrom: r.effectiveFrom,
      ...(r.effectiveTo !== null ? { effectiveTo: r.effectiveTo } : {}),
      value: Decimal.of(r.value),
      unit: parseParameterUnit(r.unit),
      source: r.source,
      confidence: parseConfidence(r.confidence),
    }));
}

/**
 * The engine's parameters from the product's database: the server's computations and the command
 * line's `parameters` read what the screens stored. Each call reads the table again, so a change is
 * used by the next computation.
 */
export class DatabaseParameterSource implements ParameterSource, PayrollParameterSource {
  constructor(private readonly db: Executor) {}

  async catalogue(): Promise<ParameterCatalogue> {
    const result = ParameterCatalogue.create(await storedEntries(this.db));
    if (!result.ok) throw new Error(`Stored parameters are inconsistent: ${JSON.stringify(result.error)}`);
    return result.value;
  }

  catalogueOn(_date: string): Promise<ParameterCatalogue> {
    return this.catalogue();
  }
}

/**
 * The active stored pago por especialidad, named as the week input names things: the position's code,
 * the vessel's registration, the fishing type's code. Read on every computation, so a change is used by
 * the next one (from its effective date: the engine picks the row in force on each day).
 */
export class DatabaseShareRuleSource implements ShareRuleSource {
  constructor(private readonly db: Executor) {}

  async shareRules(): Promise<StoredShareRule[]> {
    const rows = await this.db
      .select({
        position: positions.code,
        effectiveFrom: specialtyPay.effectiveFrom,
        shares: specialtyPay.shares,
        bonus: specialtyPay.bonus,
        vessel: vessels.registration,
        fishingType: fishingTypes.code,
      })
      .from(specialtyPay)
      .innerJoin(positions, eq(positions.id, specialtyPay.positionId))
      .leftJoin(vessels, eq(vessels.id, specialtyPay.vesselId))
      .leftJoin(fishingTypes, eq(fishingTypes.id, specialtyPay.fishingTypeId))
      .where(eq(specialtyPay.active, true))
      .orderBy(asc(positions.code), asc(specialtyPay.effectiveFrom), asc(specialtyPay.id));
    return rows.map((r) => ({
      position: r.position,
      effectiveFrom: r.effectiveFrom,
      partes: Decimal.of(r.shares),
      ...(r.vessel !== null ? { vessel: r.vessel } : {}),
      ...(r.fishingType !== null ? { fishingType: r.fishingType } : {}),
      bonus: Decimal.of(r.bonus),
    }));
  }
}
