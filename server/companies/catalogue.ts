import { countDistinct, eq, sql } from 'drizzle-orm';
import Type from 'typebox';
import {
  COMPANY_ADDRESS_MAX,
  COMPANY_DEFAULT_SORT,
  COMPANY_LEGAL_NAME_MAX,
  COMPANY_MESSAGES,
  COMPANY_RUC_MAX,
  COMPANY_SORTS,
  cleanCompany,
  companyEmployerInUseMessage,
  companyInUseMessage,
  validateCompany,
  type Company,
  type CompanyInput,
  type CompanySort,
} from '../../src/domain/companies/company';
import type { ServerContext } from '../context';
import { companies, vessels, workerTerms } from '../db/schema';
import { Text } from '../kit/schemas';
import * as fields from '../kit/catalogue/fields';
import { oneTableRows, tracked } from '../kit/catalogue/rows';
import type { CatalogueApi } from '../kit/catalogue/routes';
import type { CatalogueService } from '../kit/catalogue/service';
import { defineCatalogue } from '../kit/catalogue/define';
import { CatalogueStore } from '../kit/catalogue/store';

export const CompanySchema = fields.entity({
  ruc: Type.String(),
  legalName: Type.String(),
  address: Type.String(),
  vesselOwner: Type.Boolean(),
});

export const CompanyInputSchema = fields.input({
  ruc: Text(COMPANY_RUC_MAX),
  legalName: Text(COMPANY_LEGAL_NAME_MAX),
  address: Text(COMPANY_ADDRESS_MAX),
  vesselOwner: Type.Boolean(),
});

export type CompanyService = CatalogueService<Company, CompanyInput, CompanySort>;

/** Companies (module 'empresa'): unique RUC; a company owning vessels is deactivated, not deleted. */
export function companyCatalogue(context: ServerContext): CatalogueApi<Company, CompanyInput, CompanySort> {
  const store = new CatalogueStore<Company, CompanyInput, CompanySort>(context.db, {
    table: companies,
    ...oneTableRows(companies, (r) => ({
      ...tracked(r),
      ruc: r.ruc,
      legalName: r.legalName,
      address: r.address,
      vesselOwner: r.vesselOwner,
    })),
    search: [companies.ruc, companies.legalName, companies.address],
    sortKeys: () => ({
      legalName: sql`lower(${companies.legalName})`,
      ruc: sql`${companies.ruc}`,
      address: sql`lower(${companies.address})`,
      vesselOwner: sql`${companies.vesselOwner}`,
      ...fields.trackedSorts(companies),
    }),
    columns: (i) => fields.inputColumns(i, ['ruc', 'legalName', 'address', 'vesselOwner']),
    unique: [fields.uniqueField('ruc', companies.ruc, COMPANY_MESSAGES.rucTaken)],
    references: (ex, id) => fields.countNaming(ex, vessels, vessels.companyId, id),
    label: sql`${companies.legalName}`,
  });
  return defineCatalogue(context, store, {
    module: 'empresa',
    path: '/empresas',
    title: 'Empresas',
    sorts: COMPANY_SORTS,
    defaultSort: COMPANY_DEFAULT_SORT,
    entity: CompanySchema,
    input: CompanyInputSchema,
    optionsFor: ['embarcacion', 'trabajador'],
    validate: validateCompany,
    clean: cleanCompany,
    notFound: COMPANY_MESSAGES.notFound,
    inUse: (c, n) => companyInUseMessage(c.legalName, n),
    guard: {
      // A company a worker's terms name as employer (now or in their history) is kept.
      delete: async (ex, current) => {
        const [row] = await ex
          .select({ value: countDistinct(workerTerms.workerId) })
          .from(workerTerms)
          .where(eq(workerTerms.employerCompanyId, current.id));
        const workers = Number(row?.value ?? 0);
        return workers > 0 ? companyEmployerInUseMessage(current.legalName, workers) : undefined;
      },
    },
    columns: [
      { header: 'RUC', width: 14, kind: 'text', value: (c) => c.ruc },
      { header: 'Razón social', width: 40, kind: 'text', value: (c) => c.legalName },
      { header: 'Dirección', width: 40, kind: 'text', value: (c) => c.address },
      { header: 'Armador', width: 10, kind: 'yesno', value: (c) => c.vesselOwner },
      fields.activeColumn(),
    ],
  });
}
