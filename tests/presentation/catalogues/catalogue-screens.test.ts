import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_RULES } from '../../../src/application/companies/manage-companies';
import type { FileSaver } from '../../../src/application/ports/file-saver';
import { okResult } from '../../../src/application/shared/api-result';
import { CATALOGUE_PATHS } from '../../../src/application/shared/catalogue-paths';
import { ManageCatalogue, type CatalogueRules } from '../../../src/application/shared/manage-catalogue';
import { POSITION_RULES } from '../../../src/application/positions/manage-positions';
import { VESSEL_RULES } from '../../../src/application/vessels/manage-vessels';
import type { Company, CompanyInput } from '../../../src/domain/companies/company';
import type { Grants } from '../../../src/domain/shared/grants';
import type { Position, PositionInput } from '../../../src/domain/positions/position';
import type { Vessel, VesselInput } from '../../../src/domain/vessels/vessel';
import { HttpCatalogueApiFactory } from '../../../src/infrastructure/http/http-catalogue-api';
import {
  CataloguePresenter,
  type CatalogueEntity,
  type CatalogueScreen,
} from '../../../src/presentation/common/catalogue-presenter';
import type { FormState } from '../../../src/presentation/common/form-presenter';
import { COMPANIES_SCREEN } from '../../../src/presentation/companies/companies-screen';
import { POSITIONS_SCREEN } from '../../../src/presentation/positions/positions-screen';
import { VESSELS_SCREEN } from '../../../src/presentation/vessels/vessels-screen';
import { STALE_MESSAGE } from '../../support/fakes/catalogues/fake-catalogue-backend';
import { sampleCatalogues } from '../../support/fakes/catalogues/sample-catalogues';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { SpyLogger } from '../../support/fakes/spy-logger';
import { createTestTranslate } from '../../support/i18n';

const t = (key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const ALL: Grants = Object.fromEntries(
  ['empresa', 'embarcacion', 'cargo'].map(
    (m) => [m, ['ver', 'crear', 'editar', 'eliminar', 'exportar']] as const,
  ),
);

class SpySaver implements FileSaver {
  readonly saved: { fileName: string; size: number }[] = [];
  save(fileName: string, file: Blob): void {
    this.saved.push({ fileName, size: file.size });
  }
}

/** A catalogue screen over the real adapter and use cases, against the fake backend. */
function screenOf<E extends CatalogueEntity, I extends { readonly active: boolean }, S extends string>(
  path: string,
  rules: CatalogueRules<E, I>,
  screen: CatalogueScreen<E, I, S>,
  choices: Record<string, string> = {},
  grants: Grants = ALL,
) {
  const backend = sampleCatalogues();
  const http = new FakeHttpClient(backend.respond);
  const factory = new HttpCatalogueApiFactory(http, 'http://localhost/api', new SpyLogger());
  const catalogue = new ManageCatalogue<E, I>(
    factory.create<E, I>(path),
    rules,
    Object.fromEntries(
      Object.entries(choices).map(([field, from]) => [field, () => factory.create(from).options()]),
    ),
  );
  const files = new SpySaver();
  const presenter = new CataloguePresenter<E, I, S>(
    catalogue,
    screen,
    { execute: async () => grants },
    files,
    t,
  );
  presenter.attach();
  return { backend, http, presenter, files };
}

const companies = (grants?: Grants) =>
  screenOf<Company, CompanyInput, string>(
    CATALOGUE_PATHS.companies,
    COMPANY_RULES,
    COMPANIES_SCREEN as never,
    {},
    grants,
  );
const vessels = () =>
  screenOf<Vessel, VesselInput, string>(CATALOGUE_PATHS.vessels, VESSEL_RULES, VESSELS_SCREEN as never, {
    companyId: CATALOGUE_PATHS.companies,
  });

const editing = <V, E>(s: FormState<V, E> | undefined) => {
  if (s?.kind !== 'editing') throw new Error(`form is ${s?.kind}`);
  return s;
};
const rowsOf = (p: { state: { table: { kind: string } } }) => {
  const table = p.state.table as {
    kind: string;
    rows?: { name: string; cells: Record<string, string>; id: number }[];
  };
  if (table.kind !== 'ready' || !table.rows) throw new Error(`table is ${table.kind}`);
  return table.rows;
};

describe('catalogue screens', () => {
  const disposables: { dispose(): void }[] = [];
  afterEach(() => disposables.splice(0).forEach((d) => d.dispose()));

  it('positions: each row shows the partes in force today from pago por especialidad, or none', async () => {
    const { presenter } = screenOf<Position, PositionInput, string>(
      CATALOGUE_PATHS.positions,
      POSITION_RULES,
      POSITIONS_SCREEN as never,
    );
    disposables.push(presenter);
    await settle();
    expect(rowsOf(presenter).map((r) => [r.name, r.cells.sharesToday])).toEqual([
      ['Patrón', '2.00'],
      ['Tripulante', '1.00'],
      ['Vigilante', 'positions.noShares'],
    ]);
    // A new position has no partes field: they are registered in pago por especialidad.
    expect(Object.keys(POSITIONS_SCREEN.empty())).not.toContain('defaultShares');
  });

  it('companies: lists with display texts, refuses a RUC with a wrong check digit before sending', async () => {
    const { presenter, http } = companies();
    disposables.push(presenter);
    await settle();
    expect(rowsOf(presenter).map((r) => [r.cells.ruc, r.name, r.cells.vesselOwner])).toEqual([
      ['20100070970', 'Armadores Unidos S.R.L.', 'catalogue.yes'],
      ['20131312955', 'Conservas del Pacífico S.A.', 'catalogue.no'],
      ['20100130204', 'Pesquera Sur S.A.C.', 'catalogue.yes'],
    ]);
    expect(http.requests[0]?.url).toBe(
      'http://localhost/api/empresas?page=1&pageSize=25&sort=legalName&order=asc',
    );
    presenter.openCreate();
    const form = presenter.state.form!;
    form.attach();
    form.set('ruc', '20100130205');
    form.set('legalName', 'Nueva Pesquera');
    await form.submit();
    expect(editing(form.state).errors.ruc).toMatch(/RUC/);
    expect(http.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    form.set('ruc', '20100130204');
    await form.submit();
    await settle();
    expect(http.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(presenter.state.form).toBeNull();
    expect(presenter.state.notice?.text).toBe('companies.created {"name":"Nueva Pesquera"}');
  });

  it('companies: the active filter and search go to the server', async () => {
    const { presenter, http } = companies();
    disposables.push(presenter);
    await settle();
    presenter.setFilter('active', 'false');
    await settle();
    expect(http.requests.at(-1)?.url).toContain('active=false');
    expect(rowsOf(presenter).map((r) => r.name)).toEqual(['Armadores Unidos S.R.L.']);
  });

  it('companies: a company in use cannot be deleted; the dialog says why; deactivating keeps every field', async () => {
    const { presenter, http, backend } = companies();
    disposables.push(presenter);
    await settle();
    const sur = rowsOf(presenter).find((r) => r.name === 'Pesquera Sur S.A.C.')!;
    presenter.ask('delete', sur as never);
    await presenter.confirmCommand();
    expect(presenter.state.confirming?.error).toMatch(/la usan 2 embarcaciones\. Desactívela en su lugar/);
    presenter.cancelCommand();
    presenter.ask('deactivate', sur as never);
    await presenter.confirmCommand();
    const put = http.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      ruc: '20100130204',
      legalName: 'Pesquera Sur S.A.C.',
      address: 'Av. Grau 120, Pisco',
      vesselOwner: true,
      active: false,
      version: 1,
    });
    expect(backend.records(CATALOGUE_PATHS.companies).find((c) => c.id === 1)?.active).toBe(false);
    expect(presenter.state.notice?.text).toBe('companies.deactivated {"name":"Pesquera Sur S.A.C."}');
  });

  it('companies: a stale edit is refused with the reload banner', async () => {
    const { presenter, backend } = companies();
    disposables.push(presenter);
    await settle();
    presenter.openEdit(rowsOf(presenter).find((r) => r.id === 2) as never);
    const form = presenter.state.form!;
    form.attach();
    await settle();
    // Someone else saves it meanwhile.
    const row = backend.records(CATALOGUE_PATHS.companies).find((c) => c.id === 2)!;
    row.version = 2;
    form.set('address', 'Jr. Lima 46, Chimbote');
    await form.submit();
    expect(editing(form.state).conflict).toBe(STALE_MESSAGE);
  });

  it('companies: no create, edit or export without the grants', async () => {
    const { presenter } = companies({ empresa: ['ver'] });
    disposables.push(presenter);
    await settle();
    expect(presenter.state.can).toMatchObject({
      ver: true,
      crear: false,
      editar: false,
      eliminar: false,
      exportar: false,
    });
  });

  it('vessels: shows the share in force today and offers only active companies', async () => {
    const { presenter } = vessels();
    disposables.push(presenter);
    await settle();
    expect(
      rowsOf(presenter).map((r) => [r.cells.registration, r.cells.companyName, r.cells.sharePercent]),
    ).toEqual([
      ['CO-21345-PM', 'Pesquera Sur S.A.C.', '24.00 %'],
      ['PS-11020-CM', 'Pesquera Sur S.A.C.', '20.00 %'],
    ]);
    presenter.openCreate();
    const form = presenter.state.form!;
    form.attach();
    await settle();
    expect(editing(form.state).options.companyId?.map((c) => c.label)).toEqual([
      'Pesquera Sur S.A.C.',
      'Conservas del Pacífico S.A.',
    ]);
    expect(editing(form.state).values.shareHistory).toHaveLength(1);
  });

  it('vessels: share percent 0–100 with two decimals and unique dates, row by row', async () => {
    const { presenter, http } = vessels();
    disposables.push(presenter);
    await settle();
    presenter.openCreate();
    const form = presenter.state.form!;
    form.attach();
    await settle();
    form.set('registration', 'CO-55555-PM');
    form.set('name', 'Nueva Esperanza');
    form.set('companyId', 1);
    form.set('holdCapacityM3', '200');
    form.set('shareHistory', [
      { effectiveFrom: '2026-01-01', percent: '100.5' },
      { effectiveFrom: '2026-01-01', percent: '22.40' },
    ]);
    await form.submit();
    const errors = editing(form.state).errors;
    expect(Object.keys(errors).sort()).toEqual([
      'shareHistory.0.effectiveFrom',
      'shareHistory.0.percent',
      'shareHistory.1.effectiveFrom',
    ]);
    expect(http.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    form.set('shareHistory', [
      { effectiveFrom: '2026-01-01', percent: '22.4' },
      { effectiveFrom: '2026-04-01', percent: '25' },
    ]);
    expect(editing(form.state).errors).toEqual({});
    await form.submit();
    await settle();
    expect(http.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      registration: 'CO-55555-PM',
      holdCapacityM3: '200.00',
      shareHistory: [
        { effectiveFrom: '2026-01-01', percent: '22.40' },
        { effectiveFrom: '2026-04-01', percent: '25.00' },
      ],
    });
  });

  it('vessels: a matrícula already taken comes back next to its field', async () => {
    const { presenter, backend } = vessels();
    disposables.push(presenter);
    await settle();
    backend.fail('POST', /^\/embarcaciones$/, 400, {
      message: 'Revise los datos marcados.',
      fields: [{ field: 'registration', message: 'Ya existe una embarcación con esa matrícula.' }],
    });
    presenter.openCreate();
    const form = presenter.state.form!;
    form.attach();
    await settle();
    form.set('registration', 'co-21345-pm');
    form.set('name', 'Copia');
    form.set('companyId', 1);
    form.set('holdCapacityM3', '10');
    form.set('shareHistory', [{ effectiveFrom: '2026-01-01', percent: '20' }]);
    await form.submit();
    expect(editing(form.state)).toMatchObject({
      errors: { registration: 'Ya existe una embarcación con esa matrícula.' },
      formError: null,
    });
  });

  it('vessels: exports the list as filtered and sorted now, and saves the server’s file', async () => {
    const { presenter, http, files } = vessels();
    disposables.push(presenter);
    await settle();
    presenter.setSearch('santa');
    presenter.search();
    presenter.sortBy('registration' as never);
    await settle();
    await presenter.exportList();
    const request = http.requests.at(-1);
    expect(request?.url).toBe(
      'http://localhost/api/embarcaciones/export.xlsx?sort=registration&order=asc&q=santa',
    );
    expect(request?.responseType).toBe('blob');
    expect(files.saved).toHaveLength(1);
    expect(files.saved[0]?.fileName).toBe('embarcaciones.xlsx');
    expect(presenter.state.exporting).toBe(false);
  });

  it('vessels: a refused export is a notice, not a download', async () => {
    const { presenter, backend, files } = vessels();
    disposables.push(presenter);
    await settle();
    backend.fail('GET', /export\.xlsx$/, 403, { message: 'No tiene permiso para exportar.' });
    await presenter.exportList();
    expect(files.saved).toHaveLength(0);
    expect(presenter.state.notice).toEqual({ severity: 'error', text: 'No tiene permiso para exportar.' });
  });

  it('a screen names its fixed choices by the translations; the others keep the labels they came with', async () => {
    const backend = sampleCatalogues();
    const factory = new HttpCatalogueApiFactory(
      new FakeHttpClient(backend.respond),
      'http://localhost/api',
      new SpyLogger(),
    );
    const fixed = (ids: string[]) => () => Promise.resolve(okResult(ids.map((id) => ({ id, label: id }))));
    const catalogue = new ManageCatalogue<Vessel, VesselInput>(
      factory.create(CATALOGUE_PATHS.vessels),
      VESSEL_RULES,
      {
        labourRegime: fixed(['pesquero', 'general']),
        afp: fixed(['PRIMA']),
      },
    );
    const presenter = new CataloguePresenter<Vessel, VesselInput, string>(
      catalogue,
      {
        ...(VESSELS_SCREEN as never as CatalogueScreen<Vessel, VesselInput, string>),
        choiceTexts: { labourRegime: 'workers.form.labourRegimes' },
      },
      { execute: async () => ALL },
      new SpySaver(),
      createTestTranslate(),
    );
    disposables.push(presenter);
    presenter.attach();
    await settle();
    presenter.openCreate();
    const form = presenter.state.form!;
    form.attach();
    await settle();
    expect(editing(form.state).options).toEqual({
      labourRegime: [
        { id: 'pesquero', label: 'Pesquero (D.S. 014-2004-TR)' },
        { id: 'general', label: 'General (D.Leg. 728)' },
      ],
      afp: [{ id: 'PRIMA', label: 'PRIMA' }],
    });
  });
});
