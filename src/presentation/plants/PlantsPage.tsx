import { useTranslation } from 'react-i18next';
import { ManagePlants } from '../../application/plants/manage-plants';
import { PLANT_NAME_MAX, PLANT_PORT_MAX, PLANT_RUC_MAX, type PlantInput } from '../../domain/plants/plant';
import { CataloguePage } from '../common/CataloguePage';
import type { FormFields } from '../common/FormDialog';
import { PLANTS_SCREEN } from './plants-screen';

/** fabrica: the plants that buy the catch. */
export function PlantsPage() {
  const { t } = useTranslation();
  const fields: FormFields<PlantInput> = [
    {
      kind: 'text',
      name: 'ruc',
      label: t('plants.form.ruc'),
      maxLength: PLANT_RUC_MAX,
      digits: true,
      required: true,
    },
    { kind: 'text', name: 'name', label: t('plants.form.name'), maxLength: PLANT_NAME_MAX, required: true },
    { kind: 'text', name: 'port', label: t('plants.form.port'), maxLength: PLANT_PORT_MAX },
    { kind: 'switch', name: 'active', label: t('catalogue.form.active') },
  ];
  return (
    <CataloguePage
      manage={ManagePlants}
      screen={PLANTS_SCREEN}
      columns={[
        { field: 'ruc', sort: 'ruc', flex: 0.8, minWidth: 130 },
        { field: 'name', sort: 'name', flex: 2, minWidth: 200 },
        { field: 'port', sort: 'port', flex: 1, minWidth: 140 },
      ]}
      fields={fields}
      activeSort="active"
      updatedSort="updatedAt"
    />
  );
}

export default PlantsPage;
