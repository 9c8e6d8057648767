import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
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

const priceColumns = (choices: WeekChoices): EditableColumn<PriceRow>[] => [
  { field: 'speciesId', header: 'Especie', kind: 'select', choices: choices.species, flex: 2 },
  { field: 'effectiveFrom', header: 'Vigente desde', kind: 'date' },
  { field: 'pricePerTonne', header: 'Precio por TM', kind: 'decimal', places: 2 },
];

const landingColumns = (
  choices: WeekChoices,
  days: GridChoice[],
  prices: readonly PriceRow[],
): EditableColumn<LandingRow>[] => [
  { field: 'date', header: 'Fecha', kind: 'select', choices: days, minWidth: 110 },
  {
    field: 'vesselId',
    header: 'Embarcación',
    kind: 'select',
    choices: choices.vessels,
    flex: 2,
    minWidth: 160,
  },
  {
    field: 'speciesId',
    header: 'Especie',
    kind: 'select',
    choices: choices.species,
    flex: 1.5,
    minWidth: 130,
  },
  {
    field: 'plantId',
    header: 'Fábrica',
    kind: 'select',
    choices: choices.plants,
    nullable: true,
    flex: 1.5,
    minWidth: 130,
  },
  { field: 'ticket', header: 'Ticket', kind: 'text', maxLength: TICKET_MAX },
  { field: 'tonnes', header: 'TM descargadas', kind: 'decimal', places: 3 },
  { field: 'penalisedTonnes', header: 'TM castigadas', kind: 'decimal', places: 3 },
  {
    field: 'pricePerTonne',
    header: 'Precio por TM',
    kind: 'decimal',
    places: 2,
    nullable: true,
    placeholder: (row) => {
      const list = listPrice(prices, row.speciesId, row.date);
      return list ? `${list} (lista)` : '';
    },
  },
  {
    field: 'priceReason',
    header: 'Motivo del precio',
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
  const { presenter, state, choices, readOnly } = props;
  const days = useDays(state);
  const [importing, setImporting] = useState(false);
  const prices = state.rows.precios;
  const priceGrid = useMemo(() => priceColumns(choices), [choices]);
  const landingGrid = useMemo(() => landingColumns(choices, days, prices), [choices, days, prices]);
  return (
    <>
      <GridSection title="Lista de precios">
        <EditableGrid
          id="week-prices"
          label="Lista de precios"
          columns={priceGrid}
          rows={prices}
          errors={state.errors.precios}
          readOnly={readOnly}
          height={220}
          addLabel="Agregar precio"
          emptyText="Sin precios: agregue el precio por TM de cada especie."
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
      <GridSection title="Descargas">
        <EditableGrid
          id="week-landings"
          label="Descargas"
          columns={landingGrid}
          {...gridOf(props, 'descargas')}
          addLabel="Agregar descarga"
          emptyText="Sin descargas en la semana."
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
                Importar descargas
              </Button>
            )
          }
        />
        {!readOnly && state.tabs.descargas.dirty && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            Guarde las descargas antes de importar: la importación se suma a lo guardado.
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
          Deje el precio por TM vacío para usar el de la lista de precios; un precio distinto requiere su
          motivo.
        </Typography>
      </GridSection>
    </>
  );
}
