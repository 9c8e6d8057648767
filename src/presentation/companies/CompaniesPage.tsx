import { useTranslation } from 'react-i18next';
import { ManageCompanies } from '../../application/companies/manage-companies';
import {
  COMPANY_ADDRESS_MAX,
  COMPANY_LEGAL_NAME_MAX,
  COMPANY_RUC_MAX,
  type CompanyInput,
} from '../../domain/companies/company';
import { CataloguePage } from '../common/CataloguePage';
import type { FormFields } from '../common/FormDialog';
import { COMPANIES_SCREEN } from './companies-screen';

/** empresa: the companies of the group, employers of the payroll and owners of vessels. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const fields: FormFields<CompanyInput> = [
    {
      kind: 'text',
      name: 'ruc',
      label: t('companies.form.ruc'),
      maxLength: COMPANY_RUC_MAX,
      digits: true,
      required: true,
    },
    {
      kind: 'text',
      name: 'legalName',
      label: t('companies.form.legalName'),
      maxLength: COMPANY_LEGAL_NAME_MAX,
      required: true,
    },
    { kind: 'text', name: 'address', label: t('companies.form.address'), maxLength: COMPANY_ADDRESS_MAX },
    { kind: 'switch', name: 'vesselOwner', label: t('companies.form.vesselOwner'), row: 1 },
    { kind: 'switch', name: 'active', label: t('catalogue.form.active'), row: 1 },
  ];
  return (
    <CataloguePage
      manage={ManageCompanies}
      screen={COMPANIES_SCREEN}
      columns={[
        { field: 'ruc', sort: 'ruc', flex: 0.8, minWidth: 130 },
        { field: 'legalName', sort: 'legalName', flex: 2, minWidth: 200 },
        { field: 'address', sort: 'address', flex: 2, minWidth: 180 },
        { field: 'vesselOwner', sort: 'vesselOwner', flex: 0.6, minWidth: 100 },
      ]}
      fields={fields}
      activeSort="active"
      updatedSort="updatedAt"
    />
  );
}

export default CompaniesPage;
