import { eq, inArray } from 'drizzle-orm';
import type { ResultWorker, WorkerEmployers } from '../../src/domain/shared/payslip';
import type { Executor } from '../db/database';
import { companies, fishingWeeks, species, vessels } from '../db/schema';
import { workerEmployers } from '../workers/catalogue';
import { closedResultWorkers, WEEK_PERIOD, type WeekPeriod } from '../fishing-weeks/references';
import { positionNamesByCode } from '../positions/catalogue';

/** A week's closed result as the payslips read it. */
export interface ClosedWeek extends WeekPeriod {
  /** Null: the week was never closed. */
  readonly workers: readonly ResultWorker[] | null;
}

export interface CompanyRow {
  readonly ruc: string;
  readonly legalName: string;
  readonly address: string;
}

/** Reads the closed result and the master data the payslips name (companies, positions, species). */
export class PayslipStore {
  async closedWeek(ex: Executor, id: number): Promise<ClosedWeek | undefined> {
    const [row] = await ex
      .select({ ...WEEK_PERIOD, result: fishingWeeks.closedResult })
      .from(fishingWeeks)
      .where(eq(fishingWeeks.id, id));
    if (!row) return undefined;
    const { result, ...week } = row;
    return { ...week, workers: closedResultWorkers(result) };
  }

  /**
   * The employers of workers no vessel names (the «Empresa empleadora» of their terms, the group's
   * only company), for these documents.
   */
  employers(ex: Executor, documents: readonly string[]): Promise<WorkerEmployers<CompanyRow>> {
    return workerEmployers(ex, documents);
  }

  /** Each vessel's company, by the vessel's registration (matrícula). */
  async companiesByVessel(ex: Executor, registrations: readonly string[]): Promise<Map<string, CompanyRow>> {
    if (registrations.length === 0) return new Map();
    const rows = await ex
      .select({
        registration: vessels.registration,
        ruc: companies.ruc,
        legalName: companies.legalName,
        address: companies.address,
      })
      .from(vessels)
      .innerJoin(companies, eq(companies.id, vessels.companyId))
      .where(inArray(vessels.registration, [...registrations]));
    return new Map(
      rows.map((r) => [r.registration, { ruc: r.ruc, legalName: r.legalName, address: r.address }]),
    );
  }

  positionNames(ex: Executor): Promise<Map<string, string>> {
    return positionNamesByCode(ex);
  }

  async speciesNames(ex: Executor): Promise<Map<string, string>> {
    const rows = await ex.select({ code: species.code, name: species.commonName }).from(species);
    return new Map(rows.map((r) => [r.code, r.name]));
  }
}
