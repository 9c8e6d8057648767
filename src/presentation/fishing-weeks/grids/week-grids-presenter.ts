import type { Translate } from '../../common/screen-state';
import type {
  EngineErrorRow,
  FishingWeeksApi,
  WeekDetail,
  WeekSummary,
} from '../../../application/fishing-weeks/fishing-weeks-api';
import type { ApiFailure, ApiResult } from '../../../application/shared/api-result';
import {
  validateAdjustments,
  validateCrew,
  validateLandings,
  type AdjustmentRow,
  type CrewRow,
  type GridReferences,
  type LandingRow,
  type LandWorkRow,
  type PriceRow,
  type RowProblem,
} from '../../../domain/fishing-weeks';
import { addDays, yearOf } from '../../../domain/payroll/dates';
import { Presenter } from '../../core/presenter';
import { failedWith, LOADING, type LoadState } from '../../common/load-presenter';

export type WeekGridTab = 'descargas' | 'tripulacion' | 'ajustes';
export type GridName = RowProblem['grid'];
export const GRID_NAMES: readonly GridName[] = ['precios', 'descargas', 'tripulacion', 'tierra', 'ajustes'];

/** The grids of each tab. */
export const TAB_GRIDS: Readonly<Record<WeekGridTab, readonly GridName[]>> = {
  descargas: ['precios', 'descargas'],
  tripulacion: ['tripulacion', 'tierra'],
  ajustes: ['ajustes'],
};

/** The rows of every grid, by grid name. */
export interface GridRowsByName {
  readonly precios: PriceRow;
  readonly descargas: LandingRow;
  readonly tripulacion: CrewRow;
  readonly tierra: LandWorkRow;
  readonly ajustes: AdjustmentRow;
}
export type WeekRows = { readonly [G in GridName]: readonly GridRowsByName[G][] };

/** A choice of the grids' selects: an id and what it shows. */
export interface Choice {
  readonly id: number;
  readonly label: string;
}

/** The catalogues the grids choose from (active records). */
export interface WeekChoices {
  readonly vessels: readonly Choice[];
  readonly species: readonly Choice[];
  readonly plants: readonly Choice[];
  readonly positions: readonly Choice[];
  /** "PATERNO MATERNO, NOMBRES (documento)": searched by document or name. */
  readonly workers: readonly Choice[];
}

export interface TabStatus {
  readonly dirty: boolean;
  readonly saving: boolean;
  /** A refusal that belongs to no cell, or the server being unavailable. */
  readonly formError: string | null;
  /** The week changed since it was read (409): saving waits for a reload. */
  readonly conflict: string | null;
  readonly saved: boolean;
}

/** The catalogues the grids choose from, read with the grids (the kit's load state). */
export type ChoicesState = LoadState<{ readonly choices: WeekChoices }>;

export interface WeekGridsState {
  readonly weekId: number;
  readonly start: string;
  readonly end: string;
  readonly version: number;
  readonly rows: WeekRows;
  readonly tabs: Readonly<Record<WeekGridTab, TabStatus>>;
  /** By grid: `row.field` or `row` (rows from 1) → message (local checks, the server's, the engine's). */
  readonly errors: Readonly<Record<GridName, ReadonlyMap<string, string>>>;
  readonly choices: ChoicesState;
  readonly reloading: boolean;
  /** The crew of the week before (for the usual crew), empty until read or when there is none. */
  readonly previousCrew: readonly CrewRow[];
  /** The loan instalments being read, and what their reading added (docs/loans.md). */
  readonly loans: { readonly busy: boolean; readonly message: string | null };
}

export interface WeekGridsDeps {
  readonly api: FishingWeeksApi;
  readonly loadChoices: () => Promise<ApiResult<WeekChoices>>;
  readonly onSaved: (week: WeekSummary) => void;
  readonly onDirtyChange?: (dirty: boolean) => void;
  /** The translator of the texts (i18next's `t`). */
  readonly t: Translate;
}

const TABS: readonly WeekGridTab[] = ['descargas', 'tripulacion', 'ajustes'];
const CLEAN: TabStatus = { dirty: false, saving: false, formError: null, conflict: null, saved: false };
const NO_ERRORS = new Map<string, string>();
const emptyErrors = (): Record<GridName, ReadonlyMap<string, string>> => ({
  precios: NO_ERRORS,
  descargas: NO_ERRORS,
  tripulacion: NO_ERRORS,
  tierra: NO_ERRORS,
  ajustes: NO_ERRORS,
});

const rowsOf = (week: WeekDetail): WeekRows => ({
  precios: week.prices,
  descargas: week.landings,
  tripulacion: week.crew,
  tierra: week.landWork,
  ajustes: week.adjustments,
});

/** What the state takes from a week read: its dates, version and rows, clean tabs, no previous crew yet. */
const weekStateOf = (week: WeekDetail) => ({
  weekId: week.id,
  start: week.start,
  end: week.end,
  version: week.version,
  rows: rowsOf(week),
  tabs: { descargas: CLEAN, tripulacion: CLEAN, ajustes: CLEAN },
  previousCrew: [],
});

const tabOf = (grid: GridName): WeekGridTab =>
  grid === 'precios' || grid === 'descargas' ? 'descargas' : grid === 'ajustes' ? 'ajustes' : 'tripulacion';

const FIELD = /^(precios|descargas|tripulacion|tierra|ajustes)\.(\d+)(?:\.(.+))?$/;

/** The references the domain's checks name rows by, from the catalogues' choices. */
export function referencesOf(choices: WeekChoices): GridReferences {
  const map = (list: readonly Choice[]) => new Map(list.map((c) => [c.id, c.label]));
  return {
    vessels: map(choices.vessels),
    species: map(choices.species),
    plants: map(choices.plants),
    positions: map(choices.positions),
    workers: map(choices.workers),
  };
}

/**
 * The week's grids while the clerk edits them: the rows of every grid in memory, a dirty flag per tab,
 * the domain's checks on every edit (instant feedback; the server repeats them), the save of a tab with
 * the latest version, a refused save's `grid.row.field` errors on their cells, the rows the last refused
 * computation named, and the reload banner of a stale version (409).
 */
/** How many changes of a grid «Deshacer» can take back. */
const UNDO_DEPTH = 100;

export class WeekGridsPresenter extends Presenter<WeekGridsState> {
  private server: Record<GridName, Map<string, string>> = {
    precios: new Map(),
    descargas: new Map(),
    tripulacion: new Map(),
    tierra: new Map(),
    ajustes: new Map(),
  };
  private engine: Record<GridName, Map<string, string>> = {
    precios: new Map(),
    descargas: new Map(),
    tripulacion: new Map(),
    tierra: new Map(),
    ajustes: new Map(),
  };
  /** Each grid's earlier rows, newest last, for «Deshacer» (Ctrl+Z); a new week or fresh rows forget them. */
  private history: { [G in GridName]: (readonly GridRowsByName[G][])[] } = {
    precios: [],
    descargas: [],
    tripulacion: [],
    tierra: [],
    ajustes: [],
  };
  private refs: GridReferences | null = null;
  /** The version the rows of each tab were read or saved at. */
  private rowsVersion: Record<WeekGridTab, number>;
  private lastDirty = false;

  constructor(
    week: WeekDetail,
    private deps: WeekGridsDeps,
  ) {
    super({
      ...weekStateOf(week),
      errors: emptyErrors(),
      choices: LOADING,
      reloading: false,
      loans: { busy: false, message: null },
    });
    this.rowsVersion = { descargas: week.version, tripulacion: week.version, ajustes: week.version };
  }

  protected override onAttach(): void {
    if (this.state.choices.kind !== 'ready') void this.loadChoices();
    void this.loadPreviousCrew();
  }

  /** The crew of the latest week that starts before this one (list + get); nothing when it fails. */
  async loadPreviousCrew(): Promise<void> {
    const { weekId, start } = this.state;
    const before = addDays(start, -1);
    // A week's year is its number's; the week before may carry the previous year.
    let previous: WeekSummary | null = null;
    for (const year of [yearOf(before), yearOf(before) - 1]) {
      const page = await this.deps.api.list({ page: 1, pageSize: 100, sort: 'start', order: 'desc', year });
      if (!page.ok) return;
      previous = page.value.rows
        .filter((w) => w.id !== weekId && w.start < start)
        .reduce<WeekSummary | null>((best, w) => (!best || w.start > best.start ? w : best), null);
      if (previous) break;
    }
    if (!previous) return;
    const week = await this.deps.api.get(previous.id);
    if (!week.ok || this.state.weekId !== weekId) return;
    this.setState((s) => ({ ...s, previousCrew: week.value.crew }));
  }

  /** The callbacks of the latest props. */
  setDeps(deps: WeekGridsDeps): void {
    this.deps = deps;
  }

  async loadChoices(): Promise<void> {
    this.setState((s) => ({ ...s, choices: LOADING }));
    const answer = await this.deps.loadChoices();
    if (!answer.ok) {
      this.setState((s) => ({
        ...s,
        choices: failedWith(answer.error.message || this.deps.t('fishingWeeks.grids.texts.choicesFailed')),
      }));
      return;
    }
    this.refs = referencesOf(answer.value);
    this.setState((s) => ({ ...s, choices: { kind: 'ready', choices: answer.value } }));
    this.recheck(TABS);
  }

  /**
   * The parent's week changed: another week starts afresh; the same week keeps its edited rows, takes
   * the newer version, and the rows of a clean tab read at an older version (after an import).
   */
  setWeek(week: WeekDetail): void {
    const s = this.state;
    if (week.id !== s.weekId) {
      for (const g of GRID_NAMES) {
        this.server[g].clear();
        this.history[g] = [];
      }
      this.rowsVersion = { descargas: week.version, tripulacion: week.version, ajustes: week.version };
      this.setState({ ...s, ...weekStateOf(week) });
      this.recheck(TABS);
      void this.loadPreviousCrew();
      return;
    }
    const fresh = rowsOf(week);
    let rows = s.rows;
    const changed: WeekGridTab[] = [];
    for (const tab of TABS) {
      if (s.tabs[tab].dirty || week.version <= this.rowsVersion[tab]) continue;
      this.rowsVersion[tab] = week.version;
      for (const g of TAB_GRIDS[tab]) {
        rows = { ...rows, [g]: fresh[g] };
        this.server[g].clear();
        this.history[g] = [];
      }
      changed.push(tab);
    }
    this.setState({ ...s, version: Math.max(s.version, week.version), rows });
    if (changed.length > 0) this.recheck(changed);
  }

  /** The rows the last refused computation named (grid + row, rows from 1). */
  setEngineErrors(rows: readonly EngineErrorRow[]): void {
    for (const g of GRID_NAMES) this.engine[g] = new Map();
    for (const r of rows) {
      const grid = r.grid as GridName | undefined;
      if (!grid || !GRID_NAMES.includes(grid) || typeof r.row !== 'number') continue;
      const detail = Object.entries(r)
        .filter(([k, v]) => !['list', 'grid', 'row', 'index', 'workerId'].includes(k) && v !== undefined)
        .map(([, v]) => String(v))
        .join(' · ');
      this.engine[grid].set(
        `${r.row}`,
        `${this.deps.t('fishingWeeks.grids.texts.engineRow')}${detail ? `: ${detail}` : ''} (${r.list}).`,
      );
    }
    this.setState((s) => ({ ...s, errors: this.merged(s.rows) }));
  }

  /** Edits row `index` (from 0) of a grid. */
  edit<G extends GridName>(grid: G, index: number, row: GridRowsByName[G]): void {
    const list = [...(this.state.rows[grid] as readonly GridRowsByName[G][])];
    const old = list[index];
    if (old === undefined) return;
    list[index] = row;
    for (const key of Object.keys(row as object))
      if (Reflect.get(Object(old), key) !== Reflect.get(Object(row), key))
        this.server[grid].delete(`${index + 1}.${key}`);
    this.change(grid, list);
  }

  /**
   * A block pasted from a spreadsheet: the rows from `start` (from 0) on replaced by `rows`, those beyond
   * the end added. The server's errors of the pasted rows go; one «Deshacer» takes the whole paste back.
   */
  paste<G extends GridName>(grid: G, start: number, rows: readonly GridRowsByName[G][]): void {
    if (rows.length === 0 || start < 0) return;
    const list = [...(this.state.rows[grid] as readonly GridRowsByName[G][])];
    if (start > list.length) return;
    rows.forEach((row, i) => {
      list[start + i] = row;
      for (const key of [...this.server[grid].keys()])
        if (key === `${start + i + 1}` || key.startsWith(`${start + i + 1}.`)) this.server[grid].delete(key);
    });
    this.change(grid, list);
  }

  /** Takes a grid's last change back (an edit, an addition, a deletion or a paste). */
  undo<G extends GridName>(grid: G): void {
    const previous = this.history[grid].pop();
    if (previous === undefined) return;
    this.server[grid].clear();
    this.change(grid, [...previous], false);
  }

  /** Whether a grid has a change to take back. */
  canUndo(grid: GridName): boolean {
    return this.history[grid].length > 0;
  }

  /** Adds rows at the end of a grid. */
  add<G extends GridName>(grid: G, ...rows: GridRowsByName[G][]): void {
    if (rows.length === 0) return;
    this.change(grid, [...(this.state.rows[grid] as readonly GridRowsByName[G][]), ...rows]);
  }

  /** Deletes row `index` (from 0): the server's errors of the grid go (its rows renumber). */
  remove(grid: GridName, index: number): void {
    const list = [...this.state.rows[grid]];
    if (index < 0 || index >= list.length) return;
    list.splice(index, 1);
    this.server[grid].clear();
    this.change(grid, list);
  }

  /**
   * Adds the loan instalments the server offers for the week (one row per loan with something left of
   * a worker the week names) to the adjustments, unsaved: the clerk reviews them and saves the tab.
   */
  async addLoanInstalments(): Promise<void> {
    const { weekId, loans } = this.state;
    if (loans.busy) return;
    this.setState((s) => ({ ...s, loans: { busy: true, message: null } }));
    const answer = await this.deps.api.loanInstalments(weekId);
    if (this.disposed || this.state.weekId !== weekId) return;
    if (!answer.ok) {
      this.setState((s) => ({ ...s, loans: { busy: false, message: null } }));
      this.setTab('ajustes', { formError: answer.error.message, saved: false });
      return;
    }
    const present = new Set(this.state.rows.ajustes.map((a) => a.loanId ?? null));
    const rows = answer.value.filter((r) => !present.has(r.loanId ?? null));
    this.setState((s) => ({
      ...s,
      loans: {
        busy: false,
        message:
          rows.length > 0
            ? this.deps.t('fishingWeeks.grids.texts.loansAdded', { count: rows.length })
            : this.deps.t('fishingWeeks.grids.texts.noLoans'),
      },
    }));
    this.add('ajustes', ...rows);
  }

  /** Saves a tab's grids with the latest version. */
  async save(tab: WeekGridTab): Promise<void> {
    const s = this.state;
    const status = s.tabs[tab];
    if (status.saving || status.conflict) return;
    if (this.refs && TAB_GRIDS[tab].some((g) => this.localProblems(tab, s.rows).some((p) => p.grid === g))) {
      this.setTab(tab, { formError: this.deps.t('fishingWeeks.grids.texts.fixFirst'), saved: false });
      return;
    }
    this.setTab(tab, { saving: true, formError: null, saved: false });
    const { api } = this.deps;
    const version = s.version;
    const rows = s.rows;
    const answer =
      tab === 'descargas'
        ? await api.saveLandings(s.weekId, { version, prices: rows.precios, landings: rows.descargas })
        : tab === 'tripulacion'
          ? await api.saveCrew(s.weekId, { version, crew: rows.tripulacion, landWork: rows.tierra })
          : await api.saveAdjustments(s.weekId, { version, adjustments: rows.ajustes });
    if (answer.ok) {
      for (const g of TAB_GRIDS[tab]) this.server[g].clear();
      this.rowsVersion[tab] = answer.value.version;
      // Edits made while saving stay dirty.
      const untouched =
        this.state.rows === rows || TAB_GRIDS[tab].every((g) => this.state.rows[g] === rows[g]);
      this.setState((c) => ({
        ...c,
        version: Math.max(c.version, answer.value.version),
        tabs: { ...c.tabs, [tab]: { ...CLEAN, dirty: !untouched, saved: true } },
        errors: this.merged(c.rows),
      }));
      this.notifyDirty();
      this.deps.onSaved(answer.value);
      return;
    }
    this.refused(tab, answer.error);
  }

  /** Reads the week again after a conflict: the tab's rows are replaced, and those of clean tabs. */
  async reload(tab: WeekGridTab): Promise<void> {
    this.setState((s) => ({ ...s, reloading: true }));
    const answer = await this.deps.api.get(this.state.weekId);
    if (!answer.ok) {
      this.setState((s) => ({ ...s, reloading: false }));
      this.setTab(tab, { formError: answer.error.message });
      return;
    }
    const week = answer.value;
    const fresh = rowsOf(week);
    const s = this.state;
    let rows = s.rows;
    const tabs = { ...s.tabs };
    const replaced: WeekGridTab[] = [];
    for (const t of TABS) {
      if (t !== tab && s.tabs[t].dirty) continue;
      for (const g of TAB_GRIDS[t]) {
        rows = { ...rows, [g]: fresh[g] };
        this.server[g].clear();
        this.history[g] = [];
      }
      this.rowsVersion[t] = week.version;
      tabs[t] = CLEAN;
      replaced.push(t);
    }
    this.setState({ ...s, rows, tabs, version: week.version, reloading: false });
    this.recheck(replaced);
    this.notifyDirty();
    this.deps.onSaved(week);
  }

  dismissSaved(tab: WeekGridTab): void {
    this.setTab(tab, { saved: false });
  }

  private refused(tab: WeekGridTab, error: ApiFailure): void {
    if (error.kind === 'conflict') {
      this.setTab(tab, { saving: false, conflict: error.message });
      return;
    }
    if (error.kind === 'validation') {
      const loose: string[] = [];
      for (const g of TAB_GRIDS[tab]) this.server[g].clear();
      for (const f of error.fields) {
        const m = FIELD.exec(f.field);
        if (!m) {
          loose.push(f.message);
          continue;
        }
        const grid = m[1] as GridName;
        this.server[grid].set(m[3] ? `${m[2]}.${m[3]}` : (m[2] as string), f.message);
      }
      this.setState((s) => ({
        ...s,
        tabs: {
          ...s.tabs,
          [tab]: {
            ...s.tabs[tab],
            saving: false,
            formError: loose.length > 0 ? loose.join(' ') : error.message,
          },
        },
        errors: this.merged(s.rows),
      }));
      return;
    }
    this.setTab(tab, { saving: false, formError: error.message });
  }

  private change<G extends GridName>(grid: G, list: GridRowsByName[G][], remember = true): void {
    const tab = tabOf(grid);
    if (remember) {
      const history = this.history[grid];
      history.push(this.state.rows[grid]);
      if (history.length > UNDO_DEPTH) history.shift();
    }
    this.setState((s) => {
      const rows = { ...s.rows, [grid]: list } as WeekRows;
      return {
        ...s,
        rows,
        tabs: { ...s.tabs, [tab]: { ...s.tabs[tab], dirty: true, saved: false, formError: null } },
        errors: this.merged(rows),
      };
    });
    this.notifyDirty();
  }

  private setTab(tab: WeekGridTab, change: Partial<TabStatus>): void {
    this.setState((s) => ({ ...s, tabs: { ...s.tabs, [tab]: { ...s.tabs[tab], ...change } } }));
  }

  private recheck(_tabs: readonly WeekGridTab[]): void {
    this.setState((s) => ({ ...s, errors: this.merged(s.rows) }));
  }

  private localProblems(tab: WeekGridTab, rows: WeekRows): RowProblem[] {
    if (!this.refs) return [];
    const week = { start: this.state.start, end: this.state.end };
    if (tab === 'descargas') return validateLandings(week, rows.precios, rows.descargas, this.refs);
    if (tab === 'tripulacion') return validateCrew(week, rows.tripulacion, rows.tierra, this.refs);
    return validateAdjustments(rows.ajustes, this.refs);
  }

  private cache = new Map<WeekGridTab, { key: readonly unknown[]; problems: RowProblem[] }>();

  /** The domain's checks of a tab, computed again only when its grids changed. */
  private problemsOf(tab: WeekGridTab, rows: WeekRows): RowProblem[] {
    const key = [this.refs, this.state.start, ...TAB_GRIDS[tab].map((g) => rows[g])];
    const hit = this.cache.get(tab);
    if (hit && hit.key.length === key.length && hit.key.every((k, i) => k === key[i])) return hit.problems;
    const problems = this.localProblems(tab, rows);
    this.cache.set(tab, { key, problems });
    return problems;
  }

  private merged(rows: WeekRows): Record<GridName, ReadonlyMap<string, string>> {
    const out = emptyErrors();
    const local = new Map<GridName, Map<string, string>>(GRID_NAMES.map((g) => [g, new Map()]));
    for (const tab of TABS)
      for (const p of this.problemsOf(tab, rows)) {
        const map = local.get(p.grid);
        const key = `${p.row}.${p.field}`;
        if (map && !map.has(key)) map.set(key, p.message);
      }
    for (const g of GRID_NAMES) {
      const all = new Map<string, string>([...this.engine[g], ...this.server[g], ...(local.get(g) ?? [])]);
      out[g] = all.size === 0 ? NO_ERRORS : all;
    }
    return out;
  }

  private notifyDirty(): void {
    const dirty = TABS.some((t) => this.state.tabs[t].dirty);
    if (dirty !== this.lastDirty) {
      this.lastDirty = dirty;
      this.deps.onDirtyChange?.(dirty);
    }
  }
}
