import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  pastedCells,
  pastedDate,
  pasteRows,
  type PasteColumn,
} from '../../../src/presentation/common/grid-paste';
import { createTestTranslate } from '../../support/i18n';

interface Row {
  readonly date: string;
  readonly vesselId: number;
  readonly ticket: string;
  readonly tonnes: string;
  readonly plantId: number | null;
}

const vessels = [
  { id: 1, label: 'CO-11001-PM DON LUCHO' },
  { id: 2, label: 'CO-22002-PM SANTA ROSA' },
];
const days = [
  { id: '2025-04-07', label: 'Lun 07/04' },
  { id: '2025-04-08', label: 'Mar 08/04' },
];
const columns: PasteColumn<Row>[] = [
  { field: 'date', header: 'Fecha', kind: 'select', choices: days },
  { field: 'vesselId', header: 'Embarcación', kind: 'select', choices: vessels },
  { field: 'ticket', header: 'Ticket', kind: 'text' },
  { field: 'tonnes', header: 'TM descargadas', kind: 'decimal' },
  { field: 'plantId', header: 'Fábrica', kind: 'select', choices: [], nullable: true },
];
const blank = (): Row => ({ date: '2025-04-07', vesselId: 0, ticket: '', tonnes: '', plantId: null });

describe('a block pasted from a spreadsheet', () => {
  it('reads lines of tab-separated cells, without the last empty line', () => {
    expect(pastedCells('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(pastedCells('')).toEqual([]);
  });

  it('names a choice by its id, its label, or the one label that starts with or contains the text', () => {
    expect(choiceOf(days, '08/04/2025')).toBe('2025-04-08');
    expect(choiceOf(days, 'mar 08/04')).toBe('2025-04-08');
    expect(choiceOf(vessels, 'CO-11001-PM')).toBe(1);
    expect(choiceOf(vessels, 'santa rosa')).toBe(2);
    expect(choiceOf(vessels, 'CO-')).toBeUndefined();
    expect(choiceOf(vessels, 'PAITA')).toBeUndefined();
    expect(pastedDate('7/4/2025')).toBe('2025-04-07');
    expect(pastedDate('abril')).toBe('abril');
  });

  it('fills rows from the focused cell, adds rows beyond the last, and names what it could not read', () => {
    const rows: Row[] = [{ date: '2025-04-07', vesselId: 1, ticket: 'T-1', tonnes: '10', plantId: null }];
    const outcome = pasteRows(
      rows,
      columns,
      0,
      1,
      [
        ['CO-22002-PM', 'T-9', '180,5'],
        ['PAITA', 'T-10', '-150', 'extra', 'ignored'],
      ],
      blank,
      createTestTranslate(),
    );
    expect(outcome.start).toBe(0);
    expect(outcome.rows).toEqual([
      { date: '2025-04-07', vesselId: 2, ticket: 'T-9', tonnes: '180.5', plantId: null },
      { date: '2025-04-07', vesselId: 0, ticket: 'T-10', tonnes: '-150', plantId: null },
    ]);
    expect(outcome.problems).toEqual([
      'Fila 2 · Embarcación: «PAITA» no está en la lista o nombra a más de uno.',
      'Fila 2 · Fábrica: «extra» no está en la lista o nombra a más de uno.',
    ]);
  });
});
