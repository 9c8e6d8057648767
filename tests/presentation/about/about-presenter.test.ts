import { afterEach, describe, expect, it } from 'vitest';
import { ABOUT_FILE, LoadAbout } from '../../../src/application/about/load-about';
import { LoadAppInfo } from '../../../src/application/app/load-app-info';
import { AboutPresenter } from '../../../src/presentation/about/about-presenter';
import { FakeStaticData } from '../../support/fakes/fake-static-data';
import { SpyLogger } from '../../support/fakes/spy-logger';

const settle = () => new Promise((r) => setTimeout(r, 0));
const pkg = (name: string, license: string) => ({
  name,
  version: '1.0.0',
  license,
  homepage: null,
  text: license,
});

function presenterWith(files: Record<string, unknown>) {
  const data = new FakeStaticData({
    'assets/data/information.json': { data: [{ version: '1.4' }] },
    ...files,
  });
  const logger = new SpyLogger();
  const presenter = new AboutPresenter(new LoadAbout(new LoadAppInfo(data, logger), data, logger));
  presenter.attach();
  return presenter;
}

describe('AboutPresenter', () => {
  let presenter: AboutPresenter | undefined;
  afterEach(() => presenter?.dispose());

  it('shows name, version, the build date in Lima time and the licences with a summary', async () => {
    presenter = presenterWith({
      [ABOUT_FILE]: {
        builtAt: '2026-11-23T04:25:00.000Z',
        packages: [pkg('react', 'MIT'), pkg('rxjs', 'Apache-2.0'), pkg('i18next', 'MIT')],
      },
    });
    expect(presenter.state.kind).toBe('loading');
    await settle();
    expect(presenter.state).toMatchObject({
      kind: 'ready',
      product: 'Sistema de Planillas',
      version: '1.4',
      builtAt: '22/11/2026 23:25',
      licencesMissing: false,
      total: 3,
      summary: [
        { license: 'MIT', count: 2 },
        { license: 'Apache-2.0', count: 1 },
      ],
    });
  });

  it('filters the packages by name or licence', async () => {
    presenter = presenterWith({
      [ABOUT_FILE]: { builtAt: null, packages: [pkg('react', 'MIT'), pkg('rxjs', 'Apache-2.0')] },
    });
    await settle();
    presenter.setFilter('apache');
    expect(presenter.state.kind === 'ready' && presenter.state.packages.map((p) => p.name)).toEqual(['rxjs']);
    presenter.setFilter('REA');
    expect(presenter.state.kind === 'ready' && presenter.state.packages.map((p) => p.name)).toEqual([
      'react',
    ]);
    presenter.setFilter('');
    expect(presenter.state.kind === 'ready' && presenter.state.packages).toHaveLength(2);
  });

  it('says the licences are not available when the build did not write them', async () => {
    presenter = presenterWith({});
    await settle();
    expect(presenter.state).toMatchObject({
      kind: 'ready',
      version: '1.4',
      builtAt: null,
      licencesMissing: true,
    });
  });
});
