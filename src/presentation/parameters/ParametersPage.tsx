import { useTranslation } from 'react-i18next';
import { ManageParameters } from '../../application/parameters/manage-parameters';
import { CataloguePage } from '../common/CataloguePage';
import { parameterFields } from './parameter-fields';
import { PARAMETERS_SCREEN } from './parameter-screens';

/**
 * uit: per year the UIT, the RMV from its date and the engine's other date-effective rates, grouped
 * (Tributos, Remuneración, Aportes del empleador, Beneficios, Pesca); the search finds a group by name.
 */
export function ParametersPage() {
  const { t } = useTranslation();
  return (
    <CataloguePage
      manage={ManageParameters}
      screen={PARAMETERS_SCREEN}
      columns={[
        { field: 'group', sort: 'group', flex: 0.8, minWidth: 130 },
        { field: 'label', sort: 'key', flex: 1.4, minWidth: 200 },
        { field: 'effectiveFrom', sort: 'effectiveFrom', flex: 1, minWidth: 170 },
        { field: 'value', sort: 'value', flex: 0.7, minWidth: 110, align: 'right' },
        { field: 'inForce', flex: 0.6, minWidth: 100 },
        { field: 'source', flex: 2, minWidth: 240 },
      ]}
      fields={parameterFields(t, t('parameters.form.keyHelp'))}
    />
  );
}

export default ParametersPage;
