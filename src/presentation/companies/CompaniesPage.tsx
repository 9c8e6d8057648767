import { ManageCompanies } from '../../application/companies/manage-companies';
import { COMPANY_ADDRESS_MAX, COMPANY_LEGAL_NAME_MAX, COMPANY_RUC_MAX } from '../../domain/companies/company';
import { CataloguePage, useCatalogueFields } from '../common/CataloguePage';
import { COMPANIES_SCREEN } from './companies-screen';

/** empresa: the companies of the group, employers of the payroll and owners of vessels. */
export function CompaniesPage() {
  const fields = useCatalogueFields(COMPANIES_SCREEN, (form) => [
    form.text('ruc', { maxLength: COMPANY_RUC_MAX, digits: true, required: true }),
    form.text('legalName', { maxLength: COMPANY_LEGAL_NAME_MAX, required: true }),
    form.text('address', { maxLength: COMPANY_ADDRESS_MAX }),
    form.switch('vesselOwner', { row: 1 }),
    form.active({ row: 1 }),
  ]);
  return (
    <CataloguePage
      manage={ManageCompanies}
      screen={COMPANIES_SCREEN}
      columns={{ ruc: [0.8, 130], legalName: [2, 200], address: [2, 180], vesselOwner: [0.6, 100] }}
      fields={fields}
    />
  );
}

export default CompaniesPage;
