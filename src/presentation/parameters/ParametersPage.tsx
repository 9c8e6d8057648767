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
      columns={{
        group: [0.8, 130],
        label: { sort: 'key', flex: 1.4, minWidth: 200 },
        effectiveFrom: [1, 170],
        value: [0.7, 110, 'right'],
        inForce: [0.6, 100],
        source: [2, 240],
      }}
      fields={parameterFields(t)}
    />
  );
}

export default ParametersPage;
