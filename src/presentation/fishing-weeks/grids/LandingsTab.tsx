import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  listPrice,
  REASON_MAX,
  TICKET_MAX,
  type LandingRow,
  type PriceRow,
} from '../../../domain/fishing-weeks';
import { EditableGrid, type EditableColumn, type GridChoice } from '../../common/EditableGrid';
import { LandingsImportDialog } from '../landings-import/LandingsImportDialog';
import { GridSection } from './GridSection';
import { gridOf, useDays, type TabProps } from './grid-tab';
import type { WeekChoices } from './week-grids-presenter';

const priceColumns = (choices: WeekChoices, t: TFunction): EditableColumn<PriceRow>[] => [
  {
    field: 'speciesId',
    header: t('fishingWeeks.prices.species'),
    kind: 'select',
    choices: choices.species,
    flex: 2,
  },
  { field: 'effectiveFrom', header: t('fishingWeeks.prices.effectiveFrom'), kind: 'date' },
  { field: 'pricePerTonne', header: t('fishingWeeks.prices.pricePerTonne'), kind: 'decimal', places: 2 },
];

const landingColumns = (
  choices: WeekChoices,
  days: GridChoice[],
  prices: readonly PriceRow[],
  t: TFunction,
): EditableColumn<LandingRow>[] => [
  { field: 'date', header: t('fishingWeeks.landings.date'), kind: 'select', choices: days, minWidth: 110 },
  {
    field: 'vesselId',
    header: t('fishingWeeks.landings.vessel'),
    kind: 'select',
    choices: choices.vessels,
    flex: 2,
    minWidth: 160,
  },
  {
    field: 'speciesId',
    header: t('fishingWeeks.landings.species'),
    kind: 'select',
    choices: choices.species,
    flex: 1.5,
    minWidth: 130,
  },
  {
    field: 'plantId',
    header: t('fishingWeeks.landings.plant'),
    kind: 'select',
    choices: choices.plants,
    nullable: true,
    flex: 1.5,
    minWidth: 130,
  },
  { field: 'ticket', header: t('fishingWeeks.landings.ticket'), kind: 'text', maxLength: TICKET_MAX },
  { field: 'tonnes', header: t('fishingWeeks.landings.tonnes'), kind: 'decimal', places: 3 },
  {
    field: 'penalisedTonnes',
    header: t('fishingWeeks.landings.penalisedTonnes'),
    kind: 'decimal',
    places: 3,
  },
  {
    field: 'pricePerTonne',
    header: t('fishingWeeks.landings.pricePerTonne'),
    kind: 'decimal',
    places: 2,
    nullable: true,
    placeholder: (row) => {
      const list = listPrice(prices, row.speciesId, row.date);
      return list ? t('fishingWeeks.landings.listPrice', { price: list }) : '';
    },
  },
  {
    field: 'priceReason',
    header: t('fishingWeeks.landings.priceReason'),
    kind: 'text',
    maxLength: REASON_MAX,
    flex: 2,
    minWidth: 160,
  },
];

const NEW_LANDING = {
  vesselId: 0,
  speciesId: 0,
  plantId: null,
  ticket: '',
  tonnes: '',
  penalisedTonnes: '0',
  pricePerTonne: null,
  priceReason: '',
} as const;

/** The landings tab: the week's price list, then its landings (entered or imported from a file). */
export function LandingsTab(props: TabProps) {
  const { t } = useTranslation();
  const { presenter, state, choices, readOnly } = props;
  const days = useDays(state);
  const [importing, setImporting] = useState(false);
  const prices = state.rows.precios;
  const priceGrid = useMemo(() => priceColumns(choices, t), [choices, t]);
  const landingGrid = useMemo(() => landingColumns(choices, days, prices, t), [choices, days, prices, t]);
  return (
    <>
      <GridSection title={t('fishingWeeks.prices.title')}>
        <EditableGrid
          id="week-prices"
          label={t('fishingWeeks.prices.title')}
          columns={priceGrid}
          rows={prices}
          errors={state.errors.precios}
          readOnly={readOnly}
          addLabel={t('fishingWeeks.prices.add')}
          emptyText={t('fishingWeeks.prices.empty')}
          onChange={(i, row) => presenter.edit('precios', i, row)}
          onAdd={() =>
            presenter.add('precios', { speciesId: 0, effectiveFrom: state.start, pricePerTonne: '' })
          }
          onDelete={(i) => presenter.remove('precios', i)}
          newRow={() => ({ speciesId: 0, effectiveFrom: state.start, pricePerTonne: '' })}
          onPaste={(start, rows) => presenter.paste('precios', start, rows)}
          onUndo={() => presenter.undo('precios')}
        />
      </GridSection>
      <GridSection title={t('fishingWeeks.landings.title')}>
        <EditableGrid
          id="week-landings"
          label={t('fishingWeeks.landings.title')}
          columns={landingGrid}
          {...gridOf(props, 'descargas')}
          addLabel={t('fishingWeeks.landings.add')}
          emptyText={t('fishingWeeks.landings.empty')}
          onAdd={() => presenter.add('descargas', { ...NEW_LANDING, date: state.start })}
          newRow={() => ({ ...NEW_LANDING, date: state.start })}
          toolbar={
            !readOnly && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<UploadFileIcon />}
                disabled={state.tabs.descargas.dirty}
                onClick={() => setImporting(true)}
              >
                {t('fishingWeeks.landings.import')}
              </Button>
            )
          }
        />
        {!readOnly && state.tabs.descargas.dirty && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {t('fishingWeeks.landings.saveBeforeImport')}
          </Typography>
        )}
        {importing && (
          <LandingsImportDialog
            open
            weekId={state.weekId}
            version={state.version}
            onClose={() => setImporting(false)}
            onImported={() => void presenter.reload('descargas')}
          />
        )}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('fishingWeeks.landings.priceHint')}
        </Typography>
      </GridSection>
    </>
  );
}
