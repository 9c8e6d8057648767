import { ContainerModule } from 'inversify';
import { IncomeTaxDeclarationsApi } from '../../application/income-tax-declarations/declarations-api';
import { HttpIncomeTaxDeclarationsApi } from '../../infrastructure/income-tax-declarations/http-declarations-api';
import { bindHttpAdapter } from './http-adapter';

/**
 * The income tax declarations' port over the backend, loaded with the months' screen (the declarations
 * are entered on the month's page: src/di/features/months.module.ts).
 */
export function incomeTaxDeclarationsModule(): ContainerModule {
  return new ContainerModule(({ bind }) =>
    bindHttpAdapter(bind, IncomeTaxDeclarationsApi, HttpIncomeTaxDeclarationsApi),
  );
}
