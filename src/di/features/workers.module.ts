import { ContainerModule } from 'inversify';
import { CourtOrdersApi } from '../../application/court-orders/court-orders-api';
import { LoansApi } from '../../application/loans/loans-api';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import { okResult } from '../../application/shared/api-result';
import { CatalogueApiFactory, type CatalogueChoice } from '../../application/shared/catalogue-api';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import { ManageCatalogue } from '../../application/shared/manage-catalogue';
import {
  ManageWorkers,
  WORKER_RULES,
  WorkersImportApi,
  WorkersTRegistroApi,
} from '../../application/workers/manage-workers';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { BANKS } from '../../domain/shared/cci';
import { EDUCATION_LEVELS, END_REASONS } from '../../domain/shared/sunat-tables';
import { DOCUMENT_TYPES } from '../../domain/shared/identity-document';
import {
  AFPS,
  COMMISSION_TYPES,
  LABOUR_REGIMES,
  PENSION_SCHEMES,
  type Worker,
  type WorkerInput,
} from '../../domain/workers/worker';
import { HttpCourtOrdersApi } from '../../infrastructure/court-orders/http-court-orders-api';
import { HttpLoansApi } from '../../infrastructure/loans/http-loans-api';
import { HttpWorkersImportApi } from '../../infrastructure/workers/http-workers-import-api';
import { combined } from '../modules/combined';
import { bindHttpAdapter } from '../modules/http-adapter';
import { payslipDeliveriesModule } from '../modules/payslip-deliveries.module';
import { HttpWorkersTRegistroDownload } from '../../infrastructure/workers/http-workers-t-registro-api';

const fixed = (choices: CatalogueChoice[]) => () => Promise.resolve(okResult(choices));
/** Fixed choices the screen names by the translations (`choiceTexts` of the workers' screen). */
const named = (ids: readonly string[]) => fixed(ids.map((id) => ({ id, label: id })));

/**
 * Workers: the catalogue's use cases (positions and the fixed choices of the form), the import, loans;
 * with a worker's access to «Mis boletas».
 */
export function workersModule(): ContainerModule {
  return combined(workersOwnModule(), payslipDeliveriesModule());
}

function workersOwnModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ManageWorkers)
      .toResolvedValue(
        (factory: CatalogueApiFactory) =>
          new ManageCatalogue<Worker, WorkerInput>(
            factory.create<Worker, WorkerInput>('/trabajadores'),
            WORKER_RULES,
            {
              positionId: () => factory.create(CATALOGUE_PATHS.positions).options(),
              /** Not a field of the form: the list's "vessel of the last week" filter. */
              vesselId: () => factory.create(CATALOGUE_PATHS.vessels).options(),
              documentType: named(DOCUMENT_TYPES),
              pensionScheme: fixed(PENSION_SCHEMES.map((id) => ({ id, label: id }))),
              /** «Empresa empleadora» of the general regime's staff: the active companies. */
              employerCompanyId: () => factory.create(CATALOGUE_PATHS.companies).options(),
              labourRegime: named(LABOUR_REGIMES),
              afp: fixed(AFPS.map((id) => ({ id, label: id }))),
              commissionType: named(COMMISSION_TYPES),
              bank: fixed(BANKS.map((b) => ({ id: b.code, label: `${b.code} - ${b.name}` }))),
              sex: named(['M', 'F']),
              education: fixed(
                Object.entries(EDUCATION_LEVELS).map(([id, name]) => ({ id, label: `${id} - ${name}` })),
              ),
              endReason: fixed(
                Object.entries(END_REASONS).map(([id, name]) => ({ id, label: `${id} - ${name}` })),
              ),
            },
          ),
        [CatalogueApiFactory],
      )
      .inSingletonScope();
    bindHttpAdapter(bind, LoansApi, HttpLoansApi);
    bindHttpAdapter(bind, CourtOrdersApi, HttpCourtOrdersApi);
    bindHttpAdapter(bind, WorkersImportApi, HttpWorkersImportApi);
    bind(WorkersTRegistroApi)
      .toResolvedValue(
        (http: HttpClient, logger: Logger, config: RuntimeConfig, factory: CatalogueApiFactory) => {
          const files = new HttpWorkersTRegistroDownload(http, config.backendPrefixes[0] ?? '/api', logger);
          const companies = factory.create(CATALOGUE_PATHS.companies);
          return {
            companies: () => companies.options(),
            download: (request) => files.download(request),
          } satisfies WorkersTRegistroApi;
        },
        [HttpClient, Logger, AppConfig, CatalogueApiFactory],
      )
      .inSingletonScope();
  });
}

export default workersModule;
