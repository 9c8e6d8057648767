import { describe, expect, it } from 'vitest';
import { ABOUT_FILE, LoadAbout } from '../../../src/application/about/load-about';
import { LoadAppInfo } from '../../../src/application/app/load-app-info';
import { FakeStaticData } from '../../support/fakes/fake-static-data';
import { SpyLogger } from '../../support/fakes/spy-logger';

const information = { 'assets/data/information.json': { data: [{ version: '2.3' }] } };

describe('LoadAbout', () => {
  it('combines the version of information.json with the build date and licences of about.json', async () => {
    const data = new FakeStaticData({
      ...information,
      [ABOUT_FILE]: {
        builtAt: '2026-11-23T04:25:00.000Z',
        packages: [{ name: 'react', version: '19.3.1', license: 'MIT', homepage: null, text: 'MIT' }],
      },
    });
    const logger = new SpyLogger();
    const about = await new LoadAbout(new LoadAppInfo(data, logger), data, logger).execute();
    expect(about).toEqual({
      product: 'Sistema de Planillas',
      version: '2.3',
      builtAt: '2026-11-23T04:25:00.000Z',
      packages: [{ name: 'react', version: '19.3.1', license: 'MIT', homepage: null, text: 'MIT' }],
      buildInfoMissing: false,
    });
  });

  it('still shows name and version when the build file cannot be read, and says why in the log', async () => {
    const data = new FakeStaticData(information);
    const logger = new SpyLogger();
    const about = await new LoadAbout(new LoadAppInfo(data, logger), data, logger).execute();
    expect(about).toMatchObject({ version: '2.3', builtAt: null, packages: [], buildInfoMissing: true });
    expect(logger.messages('warn').join(' ')).toContain(ABOUT_FILE);
  });
});
