import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridChoice } from '../../common/EditableGrid';
import type { EditableColumn } from '../../common/EditableGrid';
import type { Translate } from '../../common/screen-state';
import { dayName, weekDays } from './crew-days';
import type {
  GridName,
  GridRowsByName,
  WeekChoices,
  WeekGridsPresenter,
  WeekGridsState,
} from './week-grids-presenter';

/** What each of the week's grid tabs gets. */
export interface TabProps {
  readonly presenter: WeekGridsPresenter;
  readonly state: WeekGridsState;
  readonly choices: WeekChoices;
  readonly readOnly: boolean;
}

/**
 * One of the week's grids bound to the presenter: its rows and problems, its edits and deletions, a block
 * pasted from a spreadsheet (the tab gives the grid its `newRow`) and «Deshacer» (Ctrl+Z).
 */
export function gridOf<G extends GridName>({ presenter, state, readOnly }: TabProps, grid: G) {
  return {
    rows: state.rows[grid],
    errors: state.errors[grid],
    readOnly,
    onChange: (index: number, row: GridRowsByName[G]) => presenter.edit(grid, index, row),
    onDelete: (index: number) => presenter.remove(grid, index),
    onPaste: (start: number, rows: readonly GridRowsByName[G][]) => presenter.paste(grid, start, rows),
    onUndo: () => presenter.undo(grid),
  };
}

/** The week's days as a grid's choices ("Lun 02/11"). */
export function useDays(state: WeekGridsState): GridChoice[] {
  const { t } = useTranslation();
  return useMemo(
    () => weekDays(state.start, state.end).map((d) => ({ id: d, label: dayName(d, t) })),
    [state.start, state.end, t],
  );
}

/** The worker a row names, searched by document or name. */
export const workerColumn = <R extends { workerId: number }>(
  choices: WeekChoices,
  minWidth: number,
  t: Translate,
): EditableColumn<R> => ({
  field: 'workerId',
  header: t('fishingWeeks.grids.columns.worker'),
  kind: 'select',
  choices: choices.workers,
  flex: 3,
  minWidth,
});

/** The position a worker had that day when it is not their usual one. */
export const positionColumn = <R extends { positionId: number | null }>(
  choices: WeekChoices,
  t: Translate,
): EditableColumn<R> => ({
  field: 'positionId',
  header: t('fishingWeeks.grids.columns.position'),
  kind: 'select',
  choices: choices.positions,
  nullable: true,
  flex: 2,
});
