import { deliveryDueOn } from '../../src/domain/payslip-deliveries/delivery';
import { recordAudit } from '../audit/audit';
import type { ServerContext } from '../context';
import type { Transaction } from '../db/database';
import type { PayslipService } from '../payslips/service';
import type { PayslipDeliveryStore } from './store';

/**
 * The publication of a closed week's payslips to its workers (docs/payslip-deliveries.md): what the
 * fishing weeks call when a week closes. In the close's transaction every worker of the closed result
 * gets a delivery, due on the third working day; once the close has committed, the employers' names
 * are resolved as the payslips resolve them.
 */
export class PayslipPublication {
  constructor(
    private readonly context: Pick<ServerContext, 'db' | 'clock'>,
    private readonly store: PayslipDeliveryStore,
    private readonly payslips: Pick<PayslipService, 'employersOf'>,
  ) {}

  /** Publishes a week's closed result in the close's transaction (the weeks call it). */
  async publishWeek(tx: Transaction, weekId: number): Promise<void> {
    const at = this.context.clock.now();
    const published = await this.store.publishWeek(tx, weekId, at, deliveryDueOn(at));
    await recordAudit(tx, this.context.clock, {
      actorUsername: 'system',
      action: 'publicar',
      entity: 'semana_de_pesca',
      entityId: String(weekId),
      after: { document: 'boletas', published },
    });
  }

  /** Resolves the employers' names of a week's deliveries once its close has committed. */
  async completeWeek(weekId: number): Promise<void> {
    const employers = await this.payslips.employersOf([weekId]);
    await this.store.setEmployers(
      this.context.db,
      weekId,
      new Map([...employers].map(([document, { employer }]) => [document, employer.legalName])),
    );
  }
}
