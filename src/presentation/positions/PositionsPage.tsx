import { Alert, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ManagePositions } from '../../application/positions/manage-positions';
import {
  POSITION_CODE_MAX,
  POSITION_NAME_MAX,
  type Position,
  type PositionSort,
} from '../../domain/positions/position';
import { CataloguePage, useCatalogueFields } from '../common/CataloguePage';
import type { CatalogueRow } from '../common/catalogue-presenter';
import type { CatalogueColumn } from '../common/CatalogueView';
import { POSITIONS_SCREEN } from './positions-screen';

/** Where a position's partes are registered (pago_por_especialidad, the one source of partes). */
export const SPECIALTY_PAY_PATH = '/pago_por_especialidad';

/**
 * cargo: the positions on board and on land, with the partes in force today (read from pago por
 * especialidad; «Sin partes» links there) and the land-work rate.
 */
export function PositionsPage() {
  const { t } = useTranslation();
  const fields = useCatalogueFields(POSITIONS_SCREEN, (form) => [
    form.text('code', { maxLength: POSITION_CODE_MAX, upperCase: true, required: true, row: 1 }),
    form.text('name', { maxLength: POSITION_NAME_MAX, required: true, row: 1 }),
    form.text('secCode', { help: t('positions.form.secCodeHelp'), maxLength: 1, row: 2 }),
    form.decimal('landDailyRate', { unit: 'S/', decimals: 2, required: true, row: 2 }),
    form.switch('fixedPay', { help: t('positions.form.fixedPayHelp') }),
    form.active(),
  ]);
  const shares: Omit<CatalogueColumn<PositionSort, Position>, 'field'> = {
    flex: 0.9,
    minWidth: 150,
    align: 'right',
    render: (row: CatalogueRow<Position>) =>
      row.record.sharesToday === null ? (
        <Link
          component={RouterLink}
          to={SPECIALTY_PAY_PATH}
          aria-label={t('positions.registerShares', { name: row.name })}
        >
          {row.cells['sharesToday']}
        </Link>
      ) : (
        row.cells['sharesToday']
      ),
  };
  return (
    <CataloguePage
      manage={ManagePositions}
      screen={POSITIONS_SCREEN}
      columns={{
        code: [0.6, 100],
        name: [1.5, 180],
        sharesToday: shares,
        landDailyRate: [0.8, 140, 'right'],
        fixedPay: [0.6, 100],
      }}
      fields={fields}
      formIntro={() => (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('positions.form.sharesHelp')}{' '}
          <Link component={RouterLink} to={SPECIALTY_PAY_PATH}>
            {t('pages.pago_por_especialidad.title')}
          </Link>
        </Alert>
      )}
    />
  );
}

export default PositionsPage;
