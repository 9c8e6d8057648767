import { ManageVessels } from '../../application/vessels/manage-vessels';
import { VESSEL_NAME_MAX, VESSEL_REGISTRATION_MAX } from '../../domain/vessels/vessel';
import { CataloguePage, useCatalogueFields } from '../common/CataloguePage';
import { newShareRow, VESSELS_SCREEN } from './vessels-screen';

/** embarcacion: the fleet, each vessel with its owner and the crew share percentage by date. */
export function VesselsPage() {
  const fields = useCatalogueFields(VESSELS_SCREEN, (form, t) => [
    form.text('registration', {
      maxLength: VESSEL_REGISTRATION_MAX,
      upperCase: true,
      required: true,
      row: 1,
    }),
    form.text('name', { maxLength: VESSEL_NAME_MAX, required: true, row: 1 }),
    form.select('companyId', { label: t('vessels.form.company'), required: true }),
    form.decimal('holdCapacityM3', {
      label: t('vessels.form.holdCapacity'),
      unit: 'm³',
      decimals: 2,
      required: true,
      row: 2,
    }),
    form.switch('unionAffiliated', { row: 2 }),
    {
      kind: 'rows',
      name: 'shareHistory',
      label: t('vessels.form.shareHistory'),
      help: t('vessels.form.shareHistoryHelp'),
      columns: [
        { key: 'effectiveFrom', label: t('vessels.form.effectiveFrom'), kind: 'date' },
        { key: 'percent', label: t('vessels.form.percent'), kind: 'decimal', decimals: 2, unit: '%' },
      ],
      newRow: () => newShareRow(),
      addLabel: t('vessels.form.addShare'),
      removeLabel: t('vessels.form.removeShare'),
    },
    form.active(),
  ]);
  return (
    <CataloguePage
      manage={ManageVessels}
      screen={VESSELS_SCREEN}
      columns={{
        registration: [0.9, 130],
        name: [1.3, 160],
        companyName: [1.5, 180],
        holdCapacityM3: [0.8, 120, 'right'],
        sharePercent: [0.8, 120, 'right'],
        unionAffiliated: [0.6, 100],
      }}
      fields={fields}
    />
  );
}

export default VesselsPage;
