import { useTranslation } from 'react-i18next';
import { ManageSpecies } from '../../application/species/manage-species';
import {
  SPECIES_CODE_MAX,
  SPECIES_COMMON_NAME_MAX,
  SPECIES_SCIENTIFIC_NAME_MAX,
  type SpeciesInput,
} from '../../domain/species/species';
import { CataloguePage } from '../common/CataloguePage';
import { catalogueFormFields } from '../common/catalogue-form-fields';
import type { FormFields } from '../common/FormDialog';
import { SPECIES_SCREEN } from './species-screen';

/** especie: the species landed, each of a fishing type. */
export function SpeciesPage() {
  const { t } = useTranslation();
  const form = catalogueFormFields<SpeciesInput>(t, 'species');
  const fields: FormFields<SpeciesInput> = [
    form.text('code', { maxLength: SPECIES_CODE_MAX, upperCase: true, required: true, row: 1 }),
    form.text('commonName', { maxLength: SPECIES_COMMON_NAME_MAX, required: true, row: 1 }),
    form.text('scientificName', { maxLength: SPECIES_SCIENTIFIC_NAME_MAX }),
    form.select('fishingTypeId', { label: t('species.form.fishingType'), required: true }),
    form.active(),
  ];
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
