import { describe, expect, it } from 'vitest';
import type { FileSaver } from '../../../src/application/ports/file-saver';
import { okResult } from '../../../src/application/shared/api-result';
import { CATALOGUE_PATHS } from '../../../src/application/shared/catalogue-paths';
import { ManageCatalogue } from '../../../src/application/shared/manage-catalogue';
import { WORKER_RULES } from '../../../src/application/workers/manage-workers';
import { PENSION_SCHEMES, type Worker, type WorkerInput } from '../../../src/domain/workers/worker';
import { HttpCatalogueApiFactory } from '../../../src/infrastructure/http/http-catalogue-api';
import { WorkersPresenter } from '../../../src/presentation/workers/workers-screen';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { SpyLogger } from '../../support/fakes/spy-logger';
import { sampleWorkers } from '../../support/fakes/workers/sample-workers';

const t = (key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const files: FileSaver = { save: () => undefined };

function screen(arrange: (backend: ReturnType<typeof sampleWorkers>) => void = () => undefined) {
  const backend = sampleWorkers();
  arrange(backend);
  const http = new FakeHttpClient(backend.respond);
  const factory = new HttpCatalogueApiFactory(http, 'http://localhost/api', new SpyLogger());
  const manage = new ManageCatalogue<Worker, WorkerInput>(factory.create('/trabajadores'), WORKER_RULES, {
    positionId: () => factory.create(CATALOGUE_PATHS.positions).options(),
    pensionScheme: () => Promise.resolve(okResult(PENSION_SCHEMES.map((id) => ({ id, label: id })))),
    vesselId: () => Promise.resolve(okResult([{ id: 7, label: 'DON LUCHO I' }])),
  });
  const presenter = new WorkersPresenter(
    manage,
    { execute: async () => ({ trabajador: ['ver', 'exportar'] }) },
    files,
    t,
  );
  presenter.attach();
  presenter.choices.attach();
  return { backend, presenter };
}

const listed = (p: WorkersPresenter) => {
  const table = p.getSnapshot().table;
  return table.kind === 'ready' ? table.rows.map((r) => r.cells.name) : table.kind;
};
const lastQuery = (backend: ReturnType<typeof sampleWorkers>, path: string) =>
  new URL(
    [...backend.requests].reverse().find((r) => new URL(r.url, 'http://x').pathname.endsWith(path))!.url,
    'http://x',
  ).searchParams;

describe('WorkersPresenter filters', () => {
  it('offers the active positions, the schemes and the vessels, and asks the server for the chosen ones', async () => {
    const { backend, presenter } = screen();
    await settle();
    expect(presenter.choices.getSnapshot()).toMatchObject({
      kind: 'ready',
      positions: [
        { id: 1, label: 'Patrón' },
        { id: 2, label: 'Tripulante' },
        { id: 3, label: 'Vigilante' },
      ],
      schemes: [
        { id: 'ONP', label: 'ONP' },
        { id: 'AFP', label: 'AFP' },
        { id: 'REP', label: 'REP' },
      ],
      vessels: [{ id: 7, label: 'DON LUCHO I' }],
    });
    expect(listed(presenter)).toHaveLength(4);
    expect(presenter.getSnapshot().query.filters).toEqual({
      active: '',
      positionId: '',
      pensionScheme: '',
      vesselId: '',
    });

    // The crew of the vessel's last fishing week.
    presenter.setFilter('vesselId', '7');
    await settle();
    expect(lastQuery(backend, '/trabajadores').get('vesselId')).toBe('7');
    presenter.setFilter('vesselId', '');
    await settle();
    expect(lastQuery(backend, '/trabajadores').has('vesselId')).toBe(false);

    presenter.setFilter('positionId', '2');
    await settle();
    expect(lastQuery(backend, '/trabajadores').get('positionId')).toBe('2');
    expect(listed(presenter)).toEqual(['QUISPE RAMOS, JUAN CARLOS', 'MAMANI RAMOS, ROSA']);

    // The scheme in force today: Rosa moved to AFP in 2025.
    presenter.setFilter('pensionScheme', 'AFP');
    await settle();
    expect(lastQuery(backend, '/trabajadores').get('pensionScheme')).toBe('AFP');
    expect(listed(presenter)).toEqual(['MAMANI RAMOS, ROSA']);

    presenter.setFilter('positionId', '');
    presenter.setFilter('active', 'true');
    await settle();
    const query = lastQuery(backend, '/trabajadores');
    expect(query.has('positionId')).toBe(false);
    expect(query.get('active')).toBe('true');
    expect(listed(presenter)).toEqual(['CHUMPITAZ RAMOS, PEDRO', 'MAMANI RAMOS, ROSA']);
    expect(presenter.getSnapshot().query.page).toBe(0);

    // The export takes the same filters.
    await presenter.exportList();
    const exported = lastQuery(backend, '/trabajadores/export.xlsx');
    expect(exported.get('pensionScheme')).toBe('AFP');
    expect(exported.get('active')).toBe('true');
    presenter.dispose();
    expect(presenter.choices.disposed).toBe(true);
  });

  it('says why the position choices could not load', async () => {
    const { presenter } = screen((backend) =>
      backend.fail('GET', /^\/cargos\/options$/, 503, { message: 'Servicio no disponible.' }),
    );
    await settle();
    expect(presenter.choices.getSnapshot()).toMatchObject({ kind: 'failed' });
    // Loads again when asked (the next answer is fine).
    await presenter.choices.load();
    expect(presenter.choices.getSnapshot().kind).toBe('ready');
    presenter.dispose();
  });
});
