import { describe, expect, it } from 'vitest';
import { INFORMATION_FILE, LoadAppInfo } from '../../../src/application/app/load-app-info';
import { LoadYears, YEARS_FILE } from '../../../src/application/app/load-years';
import { FakeStaticData } from '../../support/fakes/fake-static-data';
import { SpyLogger } from '../../support/fakes/spy-logger';

function makeSut(files: Record<string, unknown>) {
  const staticData = new FakeStaticData(files);
  const logger = new SpyLogger();
  return { sut: new LoadAppInfo(staticData, logger), staticData, logger };
}

describe('LoadAppInfo', () => {
  it('returns the version of the information file', async () => {
    const { sut } = makeSut({ [INFORMATION_FILE]: { data: [{ version: '3.1' }] } });
    await expect(sut.execute()).resolves.toEqual({ version: '3.1' });
  });

  it('falls back to 1.0 and warns when the file cannot be read', async () => {
    const { sut, logger } = makeSut({});
    await expect(sut.execute()).resolves.toEqual({ version: '1.0' });
    expect(logger.messages('warn')[0]).toContain(INFORMATION_FILE);
  });

  it('reads the file once', async () => {
    const { sut, staticData } = makeSut({ [INFORMATION_FILE]: { data: [{ version: '3.1' }] } });
    await sut.execute();
    await sut.execute();
    expect(staticData.requested).toEqual([INFORMATION_FILE]);
  });
});

describe('LoadYears', () => {
  it('returns the years of anios.json', async () => {
    const sut = new LoadYears(new FakeStaticData({ [YEARS_FILE]: { data: [2025, 2026] } }));
    await expect(sut.execute()).resolves.toEqual([2026, 2025]);
  });
});
