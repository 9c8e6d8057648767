import { ContainerModule } from 'inversify';
import { PayslipsApi } from '../../application/payslips/payslips-api';
import { HttpPayslipsApi } from '../../infrastructure/payslips/http-payslips-api';
import { bindHttpAdapter } from './http-adapter';

/**
 * The payslips' port over the backend, loaded with the fishing weeks' screen where they are downloaded
 * (src/di/features/fishing-weeks.module.ts).
 */
export function payslipsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => bindHttpAdapter(bind, PayslipsApi, HttpPayslipsApi));
}
