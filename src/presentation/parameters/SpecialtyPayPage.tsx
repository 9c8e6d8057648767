import { ManageSpecialtyPay } from '../../application/parameters/manage-parameters';
import { PARAMETER_SOURCE_MAX } from '../../domain/parameters/parameter-row';
import { CataloguePage, useCatalogueFields } from '../common/CataloguePage';
import { SPECIALTY_PAY_SCREEN } from './parameter-screens';

/** pago_por_especialidad: partes and specialty bonus per position, optionally per fishing type or vessel. */
export function SpecialtyPayPage() {
  const fields = useCatalogueFields(SPECIALTY_PAY_SCREEN, (form, t) => [
    form.select('positionId', { label: t('specialtyPay.form.position'), required: true }),
    form.select('fishingTypeId', {
      label: t('specialtyPay.form.fishingType'),
      emptyLabel: t('specialtyPay.anyFishingType'),
      row: 1,
    }),
    form.select('vesselId', {
      label: t('specialtyPay.form.vessel'),
      emptyLabel: t('specialtyPay.anyVessel'),
      row: 1,
    }),
    form.date('effectiveFrom', { required: true }),
    form.decimal('shares', { decimals: 2, required: true, row: 2 }),
    form.decimal('bonus', { unit: 'S/', decimals: 2, row: 2 }),
    form.text('source', { maxLength: PARAMETER_SOURCE_MAX, multiline: true }),
    form.active(),
  ]);
  return (
    <CataloguePage
      manage={ManageSpecialtyPay}
      screen={SPECIALTY_PAY_SCREEN}
      columns={{
        positionName: [1.2, 160],
        fishingTypeName: [0.8, 120],
        vesselName: [1, 140],
        effectiveFrom: [0.7, 120],
        shares: [0.5, 90, 'right'],
        bonus: [0.7, 120, 'right'],
      }}
      fields={fields}
    />
  );
}

export default SpecialtyPayPage;
