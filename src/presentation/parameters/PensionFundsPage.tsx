import { useTranslation } from 'react-i18next';
import { ManagePensionFunds } from '../../application/parameters/manage-parameters';
import { CataloguePage } from '../common/CataloguePage';
import { parameterFields } from './parameter-fields';
import { PENSION_FUNDS_SCREEN } from './parameter-screens';

/**
 * fondo_de_pension: REP, ONP and each AFP (HABITAT, INTEGRA, PRIMA, PROFUTURO) with its Table 11 code:
 * worker %, insurance premium %, insurable cap, flow commission %, employer %, each from a date; the
 * state column marks the value in force today among the history.
 */
export function PensionFundsPage() {
  const { t } = useTranslation();
  return (
    <CataloguePage
      manage={ManagePensionFunds}
      screen={PENSION_FUNDS_SCREEN}
      columns={[
        { field: 'scheme', sort: 'key', flex: 0.6, minWidth: 100 },
        { field: 'table11Code', flex: 0.5, minWidth: 90 },
        { field: 'label', sort: 'key', flex: 1.6, minWidth: 220 },
        { field: 'effectiveFrom', sort: 'effectiveFrom', flex: 1, minWidth: 170 },
        { field: 'value', sort: 'value', flex: 0.7, minWidth: 110, align: 'right' },
        { field: 'inForce', flex: 0.6, minWidth: 100 },
        { field: 'source', flex: 2, minWidth: 240 },
      ]}
      fields={parameterFields(t, t('pensionFunds.form.keyHelp'))}
      activeSort="active"
      updatedSort="updatedAt"
    />
  );
}

export default PensionFundsPage;
