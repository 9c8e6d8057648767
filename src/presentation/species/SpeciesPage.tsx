import { useTranslation } from 'react-i18next';
import { ManageSpecies } from '../../application/species/manage-species';
import {
  SPECIES_CODE_MAX,
  SPECIES_COMMON_NAME_MAX,
  SPECIES_SCIENTIFIC_NAME_MAX,
  type SpeciesInput,
} from '../../domain/species/species';
import { CataloguePage } from '../common/CataloguePage';
import type { FormFields } from '../common/FormDialog';
import { SPECIES_SCREEN } from './species-screen';

/** especie: the species landed, each of a fishing type. */
export function SpeciesPage() {
  const { t } = useTranslation();
  const fields: FormFields<SpeciesInput> = [
    {
      kind: 'text',
      name: 'code',
      label: t('species.form.code'),
      maxLength: SPECIES_CODE_MAX,
      upperCase: true,
      required: true,
      row: 1,
    },
    {
      kind: 'text',
      name: 'commonName',
      label: t('species.form.commonName'),
      maxLength: SPECIES_COMMON_NAME_MAX,
      required: true,
      row: 1,
    },
    {
      kind: 'text',
      name: 'scientificName',
      label: t('species.form.scientificName'),
      maxLength: SPECIES_SCIENTIFIC_NAME_MAX,
    },
    {
      kind: 'select',
      name: 'fishingTypeId',
      label: t('species.form.fishingType'),
      options: 'fishingTypeId',
      required: true,
    },
    { kind: 'switch', name: 'active', label: t('catalogue.form.active') },
  ];
  return (
    <CataloguePage
      manage={ManageSpecies}
      screen={SPECIES_SCREEN}
      columns={[
        { field: 'code', sort: 'code', flex: 0.6, minWidth: 100 },
        { field: 'commonName', sort: 'commonName', flex: 1.2, minWidth: 150 },
        { field: 'scientificName', sort: 'scientificName', flex: 1.5, minWidth: 180 },
        { field: 'fishingTypeName', sort: 'fishingTypeName', flex: 1.2, minWidth: 160 },
      ]}
      fields={fields}
      activeSort="active"
      updatedSort="updatedAt"
    />
  );
}

export default SpeciesPage;
