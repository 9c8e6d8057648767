import {
  buildPayslip,
  companyResolver,
  EMPLOYER_MESSAGES,
  type Employer,
  type Payslip,
  type ResultWorker,
} from '../../src/domain/shared/payslip';
import type { ServerContext } from '../context';
import { notFound, ApiError } from '../kit/errors';
import type { PayslipStore } from './store';

export const MODULE = 'semana_de_pesca';

export const PAYSLIP_MESSAGES = {
  weekNotFound: 'La semana de pesca no existe.',
  notClosed:
    'La semana no está cerrada: las boletas salen del resultado cerrado. Ciérrela primero (una semana reabierta da las boletas de su último cierre).',
  workerNotFound: (document: string) =>
    `El trabajador ${document} no figura en el resultado cerrado de la semana.`,
  /** The worker has no employer in the week (`companyResolver`): the clerk sets «Empresa empleadora». */
  noEmployer: EMPLOYER_MESSAGES.unresolved,
} as const;

/** The payslips of a closed week, built from its closed result (docs/payslips.md). */
export class PayslipService {
  constructor(
    private readonly context: Pick<ServerContext, 'db'>,
    private readonly store: PayslipStore,
  ) {}

  /** Every worker's payslip, ordered by employer, then name. */
  async week(id: number): Promise<{ title: string; payslips: Payslip[] }> {
    const { week, workers, employerOf, positionNames, speciesNames } = await this.read(id);
    const payslips = workers
      .map((worker) =>
        buildPayslip({
          week,
          worker,
          employer: employerOf(worker),
          positionName: positionNames.get(worker.worker.position ?? '') ?? worker.worker.position ?? '',
          speciesNames,
        }),
      )
      .sort(
        (a, b) =>
          a.employer.legalName.localeCompare(b.employer.legalName, 'es') ||
          a.worker.name.localeCompare(b.worker.name, 'es') ||
          a.worker.document.localeCompare(b.worker.document),
      );
    return { title: `boletas-semana-${week.number}-${week.year}`, payslips };
  }

  /** One worker's payslip. */
  async worker(id: number, document: string): Promise<Payslip> {
    const { week, workers, employerOf, positionNames, speciesNames } = await this.read(id);
    const worker = workers.find((w) => w.worker.document === document);
    if (!worker) throw notFound(PAYSLIP_MESSAGES.workerNotFound(document));
    return buildPayslip({
      week,
      worker,
      employer: employerOf(worker),
      positionName: positionNames.get(worker.worker.position ?? '') ?? worker.worker.position ?? '',
      speciesNames,
    });
  }

  /**
   * The employer and position name of each worker of the given closed weeks, the later week winning (a
   * month's payslips take the worker's last week): the payslips' resolution without building them.
   */
  async employersOf(ids: readonly number[]): Promise<Map<string, { employer: Employer; position: string }>> {
    const of = new Map<string, { employer: Employer; position: string }>();
    for (const id of ids) {
      const { workers, employerOf, positionNames } = await this.read(id);
      for (const worker of workers)
        of.set(worker.worker.document, {
          employer: employerOf(worker),
          position: positionNames.get(worker.worker.position ?? '') ?? worker.worker.position ?? '',
        });
    }
    return of;
  }

  private async read(id: number) {
    const { db } = this.context;
    const week = await this.store.closedWeek(db, id);
    if (!week) throw notFound(PAYSLIP_MESSAGES.weekNotFound);
    if (week.workers === null) throw new ApiError(409, 'Conflict', PAYSLIP_MESSAGES.notClosed);
    const workers = week.workers;
    const registrations = new Set<string>();
    for (const w of workers)
      for (const line of w.earnings) {
        const vessel = line.inputs?.vessel;
        if (line.concept === 'catchShare' && typeof vessel === 'string') registrations.add(vessel);
      }
    const [byVessel, positionNames, speciesNames, employers] = await Promise.all([
      this.store.companiesByVessel(db, [...registrations]),
      this.store.positionNames(db),
      this.store.speciesNames(db),
      this.store.employers(
        db,
        workers.map((w) => w.worker.document),
      ),
    ]);
    const companyOf = companyResolver(workers, (vessel) => byVessel.get(vessel), employers, week.end);
    const employerOf = (worker: ResultWorker): Employer => {
      const company = companyOf(worker);
      if (!company) throw new ApiError(409, 'Conflict', PAYSLIP_MESSAGES.noEmployer(worker.worker));
      return { ruc: company.ruc, legalName: company.legalName, address: company.address || null };
    };
    return {
      week: { year: week.year, number: week.number, start: week.start, end: week.end, month: week.month },
      workers,
      employerOf,
      positionNames,
      speciesNames,
    };
  }
}
