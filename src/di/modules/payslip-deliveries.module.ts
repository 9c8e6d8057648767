import { ContainerModule } from 'inversify';
import { PayslipDeliveriesApi } from '../../application/payslip-deliveries/payslip-deliveries-api';
import { HttpPayslipDeliveriesApi } from '../../infrastructure/payslip-deliveries/http-payslip-deliveries-api';
import { bindHttpAdapter } from './http-adapter';

/**
 * The payslip deliveries' port over the backend: loaded with «Mis boletas»
 * (src/di/features/payslip-deliveries.module.ts), the fishing weeks' screen (a closed week's
 * deliveries), the months' screen (a closed month's) and the workers' screen (a worker's access). Whichever loads first binds it; the others
 * find it bound.
 */
export function payslipDeliveriesModule(): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    if (isBound(PayslipDeliveriesApi)) return;
    bindHttpAdapter(bind, PayslipDeliveriesApi, HttpPayslipDeliveriesApi);
  });
}
