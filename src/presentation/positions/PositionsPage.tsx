import { useTranslation } from 'react-i18next';
import { ManagePositions } from '../../application/positions/manage-positions';
import { POSITION_CODE_MAX, POSITION_NAME_MAX, type PositionInput } from '../../domain/positions/position';
import { CataloguePage } from '../common/CataloguePage';
import type { FormFields } from '../common/FormDialog';
import { POSITIONS_SCREEN } from './positions-screen';

/** cargo: the positions on board and on land, with their default partes and land-work rate. */
export function PositionsPage() {
  const { t } = useTranslation();
  const fields: FormFields<PositionInput> = [
    {
      kind: 'text',
      name: 'code',
      label: t('positions.form.code'),
      maxLength: POSITION_CODE_MAX,
      upperCase: true,
      required: true,
      row: 1,
    },
    {
      kind: 'text',
      name: 'name',
      label: t('positions.form.name'),
      maxLength: POSITION_NAME_MAX,
      required: true,
      row: 1,
    },
    {
      kind: 'decimal',
      name: 'defaultShares',
      label: t('positions.form.defaultShares'),
      decimals: 2,
      required: true,
      row: 2,
    },
    {
      kind: 'decimal',
      name: 'landDailyRate',
      label: t('positions.form.landDailyRate'),
      unit: 'S/',
      decimals: 2,
      required: true,
      row: 2,
    },
    {
      kind: 'switch',
      name: 'fixedPay',
      label: t('positions.form.fixedPay'),
      help: t('positions.form.fixedPayHelp'),
    },
    { kind: 'switch', name: 'active', label: t('catalogue.form.active') },
  ];
  return (
    <CataloguePage
      manage={ManagePositions}
      screen={POSITIONS_SCREEN}
      columns={[
        { field: 'code', sort: 'code', flex: 0.6, minWidth: 100 },
        { field: 'name', sort: 'name', flex: 1.5, minWidth: 180 },
        { field: 'defaultShares', sort: 'defaultShares', flex: 0.7, minWidth: 120, align: 'right' },
        { field: 'landDailyRate', sort: 'landDailyRate', flex: 0.8, minWidth: 140, align: 'right' },
        { field: 'fixedPay', sort: 'fixedPay', flex: 0.6, minWidth: 100 },
      ]}
      fields={fields}
      activeSort="active"
      updatedSort="updatedAt"
    />
  );
}

export default PositionsPage;
