import { ManageSpecies } from '../../application/species/manage-species';
import {
  SPECIES_CODE_MAX,
  SPECIES_COMMON_NAME_MAX,
  SPECIES_SCIENTIFIC_NAME_MAX,
} from '../../domain/species/species';
import { CataloguePage, useCatalogueFields } from '../common/CataloguePage';
import { SPECIES_SCREEN } from './species-screen';

/** especie: the species landed, each of a fishing type. */
export function SpeciesPage() {
  const fields = useCatalogueFields(SPECIES_SCREEN, (form, t) => [
    form.text('code', { maxLength: SPECIES_CODE_MAX, upperCase: true, required: true, row: 1 }),
    form.text('commonName', { maxLength: SPECIES_COMMON_NAME_MAX, required: true, row: 1 }),
    form.text('scientificName', { maxLength: SPECIES_SCIENTIFIC_NAME_MAX }),
    form.select('fishingTypeId', { label: t('species.form.fishingType'), required: true }),
    form.active(),
  ]);
  return (
    <CataloguePage
      manage={ManageSpecies}
      screen={SPECIES_SCREEN}
      columns={{
        code: [0.6, 100],
        commonName: [1.2, 150],
        scientificName: [1.5, 180],
        fishingTypeName: [1.2, 160],
      }}
      fields={fields}
    />
  );
}

export default SpeciesPage;
