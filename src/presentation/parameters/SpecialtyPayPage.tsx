import { useTranslation } from 'react-i18next';
import { ManageSpecialtyPay } from '../../application/parameters/manage-parameters';
import { PARAMETER_SOURCE_MAX } from '../../domain/parameters/parameter-row';
import type { SpecialtyPayInput } from '../../domain/parameters/specialty-pay';
import { CataloguePage } from '../common/CataloguePage';
import type { FormFields } from '../common/FormDialog';
import { SPECIALTY_PAY_SCREEN } from './parameter-screens';

/** pago_por_especialidad: partes and specialty bonus per position, optionally per fishing type or vessel. */
export function SpecialtyPayPage() {
  const { t } = useTranslation();
  const fields: FormFields<SpecialtyPayInput> = [
    {
      kind: 'select',
      name: 'positionId',
      label: t('specialtyPay.form.position'),
      options: 'positionId',
      required: true,
    },
    {
      kind: 'select',
      name: 'fishingTypeId',
      label: t('specialtyPay.form.fishingType'),
      options: 'fishingTypeId',
      emptyLabel: t('specialtyPay.anyFishingType'),
      row: 1,
    },
    {
      kind: 'select',
      name: 'vesselId',
      label: t('specialtyPay.form.vessel'),
      options: 'vesselId',
      emptyLabel: t('specialtyPay.anyVessel'),
      row: 1,
    },
    { kind: 'date', name: 'effectiveFrom', label: t('specialtyPay.form.effectiveFrom'), required: true },
    {
      kind: 'decimal',
      name: 'shares',
      label: t('specialtyPay.form.shares'),
      decimals: 2,
      required: true,
      row: 2,
    },
    { kind: 'decimal', name: 'bonus', label: t('specialtyPay.form.bonus'), unit: 'S/', decimals: 2, row: 2 },
    {
      kind: 'text',
      name: 'source',
      label: t('specialtyPay.form.source'),
      maxLength: PARAMETER_SOURCE_MAX,
      multiline: true,
    },
    { kind: 'switch', name: 'active', label: t('catalogue.form.active') },
  ];
  return (
    <CataloguePage
      manage={ManageSpecialtyPay}
      screen={SPECIALTY_PAY_SCREEN}
      columns={[
        { field: 'positionName', sort: 'positionName', flex: 1.2, minWidth: 160 },
        { field: 'fishingTypeName', sort: 'fishingTypeName', flex: 0.8, minWidth: 120 },
        { field: 'vesselName', sort: 'vesselName', flex: 1, minWidth: 140 },
        { field: 'effectiveFrom', sort: 'effectiveFrom', flex: 0.7, minWidth: 120 },
        { field: 'shares', sort: 'shares', flex: 0.5, minWidth: 90, align: 'right' },
        { field: 'bonus', sort: 'bonus', flex: 0.7, minWidth: 120, align: 'right' },
      ]}
      fields={fields}
      activeSort="active"
      updatedSort="updatedAt"
    />
  );
}

export default SpecialtyPayPage;
