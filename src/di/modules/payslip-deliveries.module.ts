import { ContainerModule } from 'inversify';
import { PayslipDeliveriesApi } from '../../application/payslip-deliveries/payslip-deliveries-api';
import { HttpPayslipDeliveriesApi } from '../../infrastructure/payslip-deliveries/http-payslip-deliveries-api';
import { bindHttpAdapter } from './http-adapter';

/**
 * The payslip deliveries' port over the backend: loaded with «Mis boletas»
 * (src/di/features/payslip-deliveries.module.ts), the fishing weeks' screen (a closed week's
 * deliveries) and the workers' screen (a worker's access).
 */
export function payslipDeliveriesModule(): ContainerModule {
  return new ContainerModule(({ bind }) =>
    bindHttpAdapter(bind, PayslipDeliveriesApi, HttpPayslipDeliveriesApi),
  );
}
