import { ContainerModule } from 'inversify';
import { LandingsImportApi } from '../../../../src/application/fishing-weeks/landings-import';
import { FileSaver } from '../../../../src/application/ports/file-saver';
import type { FakeLandingsImportApi } from './fake-landings-import-api';

/** Binds the landings import's port (and the file saver) to fakes, bound or not yet bound. */
export function landingsImportTestModule(
  api: FakeLandingsImportApi,
  files: FileSaver = { save: () => undefined },
): ContainerModule {
  return new ContainerModule(({ bind, isBound, rebind }) => {
    if (isBound(LandingsImportApi)) void rebind<LandingsImportApi>(LandingsImportApi).toConstantValue(api);
    else bind<LandingsImportApi>(LandingsImportApi).toConstantValue(api);
    void rebind<FileSaver>(FileSaver).toConstantValue(files);
  });
}
