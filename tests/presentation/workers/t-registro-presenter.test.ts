import { describe, expect, it } from 'vitest';
import { failed, okResult } from '../../../src/application/shared/api-result';
import type { TRegistroRequest, WorkersTRegistroApi } from '../../../src/application/workers/manage-workers';
import { TRegistroPresenter } from '../../../src/presentation/workers/t-registro-presenter';
import { createTestTranslate } from '../../support/i18n';

const fakeApi = (answer: 'ok' | 'refused') => {
  const requests: TRegistroRequest[] = [];
  const api: WorkersTRegistroApi = {
    companies: () => Promise.resolve(okResult([{ id: 3, label: 'PESQUERA DEMO S.A.C.' }])),
    download: (request) => {
      requests.push(request);
      return Promise.resolve(
        answer === 'ok'
          ? okResult({ fileName: 'RP_20100000009.zip', file: new Blob(['x']) })
          : failed({
              kind: 'validation',
              message: 'Hay 1 dato(s) por corregir antes de generar el T-Registro.',
              fields: [{ field: 'RP_20100000009.ide · QUISPE', message: 'QUISPE: Falta el sexo.' }],
            }),
      );
    },
  };
  return { api, requests };
};

describe('the T-Registro dialog', () => {
  it('chooses the first employer, asks for one worker’s zip and hands the file to the user', async () => {
    const { api, requests } = fakeApi('ok');
    const saved: string[] = [];
    const p = new TRegistroPresenter(
      api,
      { save: (name) => saved.push(name) },
      { worker: 7, name: 'QUISPE' },
      '2025-04-15',
      createTestTranslate(),
    );
    p.attach();
    await new Promise((r) => setTimeout(r, 0));
    expect(p.state.company).toBe('3');
    await p.download();
    expect(requests).toEqual([{ company: 3, worker: 7 }]);
    expect(saved).toEqual(['RP_20100000009.zip']);
    expect(p.state.done).toBe('Descargado: RP_20100000009.zip');
  });

  it('asks a period’s single file between the dates and lists what to fix when refused', async () => {
    const { api, requests } = fakeApi('refused');
    const p = new TRegistroPresenter(
      api,
      { save: () => undefined },
      { period: true },
      '2025-04-15',
      createTestTranslate(),
    );
    p.attach();
    await new Promise((r) => setTimeout(r, 0));
    expect([p.state.from, p.state.to]).toEqual(['2025-04-01', '2025-04-15']);
    p.set({ file: 'per' });
    await p.download();
    expect(requests).toEqual([{ company: 3, from: '2025-04-01', to: '2025-04-15', file: 'per' }]);
    expect(p.state.error).toContain('por corregir');
    expect(p.state.problems.map((x) => x.message)).toEqual(['QUISPE: Falta el sexo.']);
  });
});
