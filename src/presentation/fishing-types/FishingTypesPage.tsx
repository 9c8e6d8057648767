import { ManageFishingTypes } from '../../application/fishing-types/manage-fishing-types';
import { FISHING_TYPE_CODE_MAX, FISHING_TYPE_NAME_MAX } from '../../domain/fishing-types/fishing-type';
import { CataloguePage, useCatalogueFields } from '../common/CataloguePage';
import { FISHING_TYPES_SCREEN } from './fishing-types-screen';

/** tipo_de_pesca: CHI (fishmeal) and CHD (direct human consumption), and any other the business uses. */
export function FishingTypesPage() {
  const fields = useCatalogueFields(FISHING_TYPES_SCREEN, (form) => [
    form.text('code', { maxLength: FISHING_TYPE_CODE_MAX, upperCase: true, required: true }),
    form.text('name', { maxLength: FISHING_TYPE_NAME_MAX, required: true }),
    form.active(),
  ]);
  return (
    <CataloguePage
      manage={ManageFishingTypes}
      screen={FISHING_TYPES_SCREEN}
      columns={{ code: [0.6, 100], name: [2, 200] }}
      fields={fields}
    />
  );
}

export default FishingTypesPage;
