import { ManagePlants } from '../../application/plants/manage-plants';
import { PLANT_NAME_MAX, PLANT_PORT_MAX, PLANT_RUC_MAX } from '../../domain/plants/plant';
import { CataloguePage, useCatalogueFields } from '../common/CataloguePage';
import { PLANTS_SCREEN } from './plants-screen';

/** fabrica: the plants that buy the catch. */
export function PlantsPage() {
  const fields = useCatalogueFields(PLANTS_SCREEN, (form) => [
    form.text('ruc', { maxLength: PLANT_RUC_MAX, digits: true, required: true }),
    form.text('name', { maxLength: PLANT_NAME_MAX, required: true }),
    form.text('port', { maxLength: PLANT_PORT_MAX }),
    form.active(),
  ]);
  return (
    <CataloguePage
      manage={ManagePlants}
      screen={PLANTS_SCREEN}
      columns={{ ruc: [0.8, 130], name: [2, 200], port: [1, 140] }}
      fields={fields}
    />
  );
}

export default PlantsPage;
