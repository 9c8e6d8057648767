import type { WeekSummary } from '../../src/application/fishing-weeks/fishing-weeks-api';
import type { LandingsImportSummary } from '../../src/application/fishing-weeks/landings-import';
import {
  isClosed,
  TICKET_MAX,
  validateLandings,
  WEEK_MESSAGES,
  type GridReferences,
  type LandingRow,
  type PriceRow,
} from '../../src/domain/fishing-weeks';
import { Decimal } from '../../src/domain/payroll/decimal';
import {
  importDate,
  IMPORT_MAX_BYTES,
  type ImportMode,
  type ImportProblem,
} from '../../src/domain/shared/spreadsheet-import';
import type { ServerContext } from '../context';
import { plants, species, vessels } from '../db/schema';
import { importTemplate, readImportSheet, repeatedKeys } from '../kit/spreadsheet-import';
import type { AuditActor } from '../kit/versioned';
import { ApiError, notFound, staleUpdate } from '../kit/errors';
import type { FishingWeekService } from './service';
import { gridsOf, stateOf } from './store';

/**
 * The import of a week's landings from the plants' spreadsheets (.xlsx or .csv): one landing per row
 * under a header row with these Spanish headers (the template's). The plant and the ticket are the
 * key: a row whose plant and ticket are already in the week updates that landing, else it is added.
 */
export const LANDINGS_IMPORT_COLUMNS = [
  { key: 'date', header: 'Fecha', example: '03/04/2025' },
  { key: 'vessel', header: 'Embarcación (matrícula)', example: 'CO-21547-PM' },
  { key: 'species', header: 'Especie (código)', example: 'ANC' },
  { key: 'plant', header: 'Fábrica (código)', example: '20100000002' },
  { key: 'ticket', header: 'Ticket', example: 'TK-0001' },
  { key: 'tonnes', header: 'TM descargadas', example: '180.500' },
  { key: 'penalisedTonnes', header: 'TM castigadas', example: '2.500' },
  { key: 'pricePerTonne', header: 'Precio por TM', example: '' },
  { key: 'priceReason', header: 'Motivo del precio', example: '' },
] as const;
export type LandingsImportKey = (typeof LANDINGS_IMPORT_COLUMNS)[number]['key'];

export const LANDINGS_IMPORT_MAX_ROWS = 10_000;
export const LANDINGS_IMPORT_MAX_BYTES = IMPORT_MAX_BYTES;

const REQUIRED: readonly LandingsImportKey[] = ['date', 'vessel', 'species', 'plant', 'ticket', 'tonnes'];

const header = (key: LandingsImportKey) => LANDINGS_IMPORT_COLUMNS.find((c) => c.key === key)!.header;

/** Which column a grid check names. */
const COLUMN_OF_FIELD: Readonly<Record<string, LandingsImportKey>> = {
  date: 'date',
  vesselId: 'vessel',
  speciesId: 'species',
  plantId: 'plant',
  ticket: 'ticket',
  tonnes: 'tonnes',
  penalisedTonnes: 'penalisedTonnes',
  pricePerTonne: 'pricePerTonne',
  priceReason: 'priceReason',
};

export const LANDINGS_IMPORT_MESSAGES = {
  empty: 'El archivo no tiene filas de descargas.',
  tooManyRows: `El archivo supera ${LANDINGS_IMPORT_MAX_ROWS.toLocaleString('es-PE')} filas.`,
  tooLarge: `El archivo supera el tamaño máximo de ${LANDINGS_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  unreadable: 'No se pudo leer el archivo: use la plantilla en formato .xlsx o un .csv.',
  missingHeaders: (headers: readonly string[]) =>
    `Faltan columnas en la fila de encabezados: ${headers.join(', ')}. Use la plantilla.`,
  required: (column: string) => `Indique ${column.toLowerCase()}.`,
  date: 'Fecha no válida: use DD/MM/AAAA.',
  vesselUnknown: (code: string) => `No existe una embarcación con la matrícula «${code}».`,
  vesselInactive: (code: string) => `La embarcación «${code}» está desactivada.`,
  speciesUnknown: (code: string) => `No existe una especie con el código «${code}».`,
  speciesInactive: (code: string) => `La especie «${code}» está desactivada.`,
  plantUnknown: (code: string) => `No existe una fábrica con el código (RUC) o nombre «${code}».`,
  plantInactive: (code: string) => `La fábrica «${code}» está desactivada.`,
  ticketTooLong: `El ticket admite hasta ${TICKET_MAX} caracteres.`,
  decimal: 'Escriba un número con punto decimal (180.500).',
  duplicate: (row: number) => `El mismo ticket de la misma fábrica ya aparece en la fila ${row}.`,
  nothing: 'El archivo no cambia ninguna descarga de la semana.',
} as const;

/** A number as written, or with a decimal comma ("180,5"); '' stays ''. */
function decimalText(text: string): string | undefined {
  const v = text.trim().replace(/\s/g, '');
  if (v === '') return '';
  const normalised = /^\d+,\d+$/.test(v) ? v.replace(',', '.') : v;
  return Decimal.parse(normalised) === undefined ? undefined : normalised;
}

/** A known catalogue row by its code, with whether it is active. */
interface Coded {
  readonly id: number;
  readonly active: boolean;
}

const sameDecimal = (a: string | null, b: string | null) =>
  a === null || b === null
    ? a === b
    : Decimal.parse(a) !== undefined && Decimal.parse(b) !== undefined && Decimal.of(a).equals(Decimal.of(b));

const sameLanding = (a: LandingRow, b: LandingRow) =>
  a.date === b.date &&
  a.vesselId === b.vesselId &&
  a.speciesId === b.speciesId &&
  a.plantId === b.plantId &&
  a.ticket === b.ticket &&
  sameDecimal(a.tonnes, b.tonnes) &&
  sameDecimal(a.penalisedTonnes, b.penalisedTonnes) &&
  sameDecimal(a.pricePerTonne, b.pricePerTonne) &&
  a.priceReason === b.priceReason;

const keyOf = (l: Pick<LandingRow, 'plantId' | 'ticket'>) => `${l.plantId ?? ''}|${l.ticket.trim()}`;

/** A row read: its landing, or its problems. */
type Read =
  | { readonly row: number; readonly landing: LandingRow }
  | { readonly row: number; readonly problems: ImportProblem[] };

/**
 * The import of a week's landings: the whole file is read and checked first (the grid's checks, with
 * the week's price list); then, by mode, nothing is saved (validate), everything only when every row
 * is valid (all), or only the valid rows (valid). Saving is the landings grid's save (versioned,
 * audited, refused on a closed week; a calculada week goes back to abierta or reabierta).
 */
export class LandingsImport {
  constructor(
    private readonly context: ServerContext,
    private readonly service: FishingWeekService,
  ) {}

  /** The template: the Spanish headers and one example row, texts kept as texts. */
  template(): Promise<Buffer> {
    return importTemplate('Descargas', LANDINGS_IMPORT_COLUMNS);
  }

  async run(
    weekId: number,
    version: number,
    body: Buffer,
    mode: ImportMode,
    actor: AuditActor,
  ): Promise<LandingsImportSummary> {
    const { db } = this.context;
    const week = await this.service.store.get(db, weekId);
    if (!week) throw notFound(WEEK_MESSAGES.notFound);
    if (isClosed(stateOf(week))) throw new ApiError(409, 'Conflict', WEEK_MESSAGES.closed);
    if (week.version !== version) throw staleUpdate();

    const { index, rows } = await readImportSheet(body, {
      maxRows: LANDINGS_IMPORT_MAX_ROWS,
      columns: LANDINGS_IMPORT_COLUMNS,
      required: REQUIRED,
      messages: LANDINGS_IMPORT_MESSAGES,
    });

    const grids = gridsOf(week);
    const refs = await this.service.store.references(db);
    const codes = await this.codes();
    const bounds = { start: week.startDate, end: week.endDate };
    const read = rows.map(({ row, cells }) => {
      const cell = (key: LandingsImportKey) => {
        const i = index.get(key);
        return i === undefined ? '' : (cells[i] ?? '').trim();
      };
      return this.readRow(row, cell, codes, grids.prices, bounds, refs);
    });

    // The same plant and ticket twice in the file: the later rows are refused.
    const repeated = repeatedKeys(read, (r) => ('landing' in r ? keyOf(r.landing) : undefined));
    const checked: Read[] = read.map((r) => {
      const first = repeated.get(r);
      if (first === undefined) return r;
      return {
        row: r.row,
        problems: [
          { row: r.row, column: header('ticket'), message: LANDINGS_IMPORT_MESSAGES.duplicate(first) },
        ],
      };
    });

    const landings = [...grids.landings];
    const stored = new Map(landings.map((l, i) => [keyOf(l), i]));
    let created = 0;
    let updated = 0;
    let unchanged = 0;
    for (const r of checked) {
      if (!('landing' in r)) continue;
      const at = stored.get(keyOf(r.landing));
      if (at === undefined) {
        created += 1;
        landings.push(r.landing);
      } else if (sameLanding(landings[at]!, r.landing)) {
        unchanged += 1;
      } else {
        updated += 1;
        landings[at] = r.landing;
      }
    }
    const problems = checked.flatMap((r) => ('problems' in r ? r.problems : []));
    const valid = checked.length - checked.filter((r) => 'problems' in r).length;
    const rejected = checked.length - valid;
    const summary = (saved: boolean, after: WeekSummary): LandingsImportSummary => ({
      mode,
      rows: checked.length,
      valid,
      rejected,
      created,
      updated,
      unchanged,
      saved,
      problems,
      week: after,
    });
    if (mode === 'validate' || (mode === 'all' && rejected > 0) || created + updated === 0)
      return summary(false, await this.summary(weekId));
    const after = await this.service.saveLandings(weekId, { version, prices: grids.prices, landings }, actor);
    return summary(true, after);
  }

  /** One row read and checked: its codes, numbers and the grid's checks with the week's prices. */
  private readRow(
    row: number,
    cell: (key: LandingsImportKey) => string,
    codes: Awaited<ReturnType<LandingsImport['codes']>>,
    prices: readonly PriceRow[],
    bounds: { start: string; end: string },
    refs: GridReferences,
  ): Read {
    const problems: ImportProblem[] = [];
    const add = (key: LandingsImportKey, message: string) =>
      problems.push({ row, column: header(key), message });
    for (const key of REQUIRED)
      if (cell(key) === '') add(key, LANDINGS_IMPORT_MESSAGES.required(header(key)));

    const date = cell('date') === '' ? undefined : importDate(cell('date'));
    if (cell('date') !== '' && date === undefined) add('date', LANDINGS_IMPORT_MESSAGES.date);
    const lookup = (
      key: LandingsImportKey,
      map: ReadonlyMap<string, Coded>,
      unknown: (code: string) => string,
      inactive: (code: string) => string,
    ) => {
      const code = cell(key);
      if (code === '') return undefined;
      const found = map.get(code.toUpperCase());
      if (!found) add(key, unknown(code));
      else if (!found.active) add(key, inactive(code));
      return found?.id;
    };
    const m = LANDINGS_IMPORT_MESSAGES;
    const vesselId = lookup('vessel', codes.vessels, m.vesselUnknown, m.vesselInactive);
    const speciesId = lookup('species', codes.species, m.speciesUnknown, m.speciesInactive);
    const plantId = lookup('plant', codes.plants, m.plantUnknown, m.plantInactive);
    const ticket = cell('ticket');
    if (ticket.length > TICKET_MAX) add('ticket', m.ticketTooLong);
    const number = (key: LandingsImportKey) => {
      const text = decimalText(cell(key));
      if (text === undefined) add(key, m.decimal);
      return text ?? '';
    };
    const tonnes = number('tonnes');
    const penalised = number('penalisedTonnes');
    const price = number('pricePerTonne');
    if (problems.length > 0) return { row, problems };

    const landing: LandingRow = {
      date: date!,
      vesselId: vesselId!,
      speciesId: speciesId!,
      plantId: plantId!,
      ticket,
      tonnes,
      penalisedTonnes: penalised === '' ? '0' : penalised,
      pricePerTonne: price === '' ? null : price,
      priceReason: cell('priceReason'),
    };
    // The grid's checks, row by row (the duplicate tickets are the file's, checked apart).
    for (const p of validateLandings(bounds, prices, [landing], refs))
      if (p.grid === 'descargas') add(COLUMN_OF_FIELD[p.field] ?? 'ticket', p.message);
    if (problems.length > 0) return { row, problems };
    return { row, landing: normalised(landing) };
  }

  /** Vessels by registration, species by code, plants by RUC and by name (upper case). */
  private async codes() {
    const { db } = this.context;
    const [v, s, p] = await Promise.all([
      db.select({ id: vessels.id, code: vessels.registration, active: vessels.active }).from(vessels),
      db.select({ id: species.id, code: species.code, active: species.active }).from(species),
      db.select({ id: plants.id, ruc: plants.ruc, name: plants.name, active: plants.active }).from(plants),
    ]);
    const plantMap = new Map<string, Coded>();
    for (const r of p) if (!plantMap.has(r.name.toUpperCase())) plantMap.set(r.name.toUpperCase(), r);
    for (const r of p) plantMap.set(r.ruc.toUpperCase(), r);
    return {
      vessels: new Map<string, Coded>(v.map((r) => [r.code.toUpperCase(), r])),
      species: new Map<string, Coded>(s.map((r) => [r.code.toUpperCase(), r])),
      plants: plantMap,
    };
  }

  /** The week's summary as the week's answer gives it. */
  private async summary(id: number): Promise<WeekSummary> {
    const {
      prices: _p,
      landings: _l,
      crew: _c,
      landWork: _w,
      adjustments: _a,
      closedAt: _ca,
      closedBy: _cb,
      reopenings: _r,
      ...summary
    } = await this.service.get(id);
    return summary;
  }
}

/** Tonnes with three decimals and prices with two, as the grid writes them. */
function normalised(l: LandingRow): LandingRow {
  return {
    ...l,
    tonnes: Decimal.of(l.tonnes).toFixed(3),
    penalisedTonnes: Decimal.of(l.penalisedTonnes).toFixed(3),
    pricePerTonne: l.pricePerTonne === null ? null : Decimal.of(l.pricePerTonne).toFixed(2),
  };
}
