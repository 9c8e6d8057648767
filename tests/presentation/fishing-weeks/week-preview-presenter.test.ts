import { describe, expect, it } from 'vitest';
import type { PreviewOutcome, WeekPreview } from '../../../src/application/fishing-weeks/week-preview';
import {
  failed,
  okResult,
  type ApiFailure,
  type ApiResult,
} from '../../../src/application/shared/api-result';
import type { ComputeContext, WeekGridRows } from '../../../src/domain/fishing-weeks';
import { failureOf, UNAVAILABLE } from '../../../src/infrastructure/http/json-api';
import type { WeekRows } from '../../../src/presentation/fishing-weeks/grids/week-grids-presenter';
import {
  WeekPreviewPresenter,
  type WeekPreviewState,
} from '../../../src/presentation/fishing-weeks/grids/week-preview-presenter';
import { createTestTranslate } from '../../support/i18n';

/** A context holding the given workers (the master data's other parts do not matter to the presenter). */
const contextWith = (workerIds: Iterable<number>) =>
  ({
    week: { year: 2025, number: 15 },
    master: { workers: [...workerIds].map((id) => ({ id })) },
  }) as unknown as ComputeContext;

const landing = {
  date: '2025-04-09',
  vesselId: 1,
  speciesId: 1,
  plantId: 1,
  ticket: 'TK-1',
  tonnes: '10',
  penalisedTonnes: '0',
  pricePerTonne: null,
  priceReason: '',
};
const rows = (workerIds: number[]): WeekRows => ({
  precios: [],
  descargas: [landing],
  tripulacion: workerIds.map((workerId) => ({ date: '2025-04-09', vesselId: 1, workerId, positionId: null })),
  tierra: [],
  ajustes: [],
});

/** Answers each preview when told to, so a test decides the order in which answers arrive. */
class ControlledPreview implements WeekPreview {
  readonly calls: { grids: WeekGridRows; answer: (o: PreviewOutcome) => void }[] = [];
  preview(_context: ComputeContext, grids: WeekGridRows): Promise<PreviewOutcome> {
    return new Promise((resolve) => this.calls.push({ grids, answer: resolve }));
  }
}

/**
 * The server's context: the workers of the saved grids (`saved`, which a test changes as it saves) and
 * those the address names.
 */
function setup(answer?: () => ApiResult<ComputeContext>, saved = new Set<number>()) {
  const contextCalls: (readonly number[])[] = [];
  const api = {
    computeContext: (_id: number, workerIds: readonly number[] = []) => {
      contextCalls.push(workerIds);
      return Promise.resolve(answer ? answer() : okResult(contextWith([...saved, ...workerIds])));
    },
  };
  const preview = new ControlledPreview();
  const presenter = new WeekPreviewPresenter(7, { api, preview, delay: 0, t: createTestTranslate() });
  presenter.attach();
  const states: WeekPreviewState[] = [];
  presenter.state$.subscribe((s) => states.push(s));
  return { presenter, preview, contextCalls, states, saved };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 0));
  expect(check()).toBe(true);
};

const totals = (document: string, gross: string, deductions: string, net: string) => ({
  document,
  name: document,
  gross,
  deductions,
  net,
});

describe('WeekPreviewPresenter', () => {
  it('waits, saying why, while a figure typed in the grids is not a number', async () => {
    const { presenter, preview, contextCalls, states } = setup(undefined, new Set([11]));
    const typed = rows([11]);
    presenter.update({ ...typed, descargas: [{ ...landing, tonnes: '1a' }] }, 3);
    expect(states.at(-1)).toEqual({
      kind: 'refused',
      message: createTestTranslate()('fishingWeeks.grids.preview.unreadable'),
    });
    presenter.update({ ...typed, descargas: [{ ...landing, tonnes: '-150' }] }, 3);
    await until(() => preview.calls.length === 1);
    expect(preview.calls[0]!.grids.landings[0]!.tonnes).toBe('-150');
    expect(contextCalls).toEqual([[]]);
  });

  it('computes the edited grids and sums every worker in decimals', async () => {
    const { presenter, preview, contextCalls } = setup(undefined, new Set([11, 12]));
    presenter.update(rows([11, 12]), 3);
    await until(() => preview.calls.length === 1);
    expect(contextCalls).toEqual([[]]);
    expect(preview.calls[0]!.grids.crew).toHaveLength(2);
    preview.calls[0]!.answer({
      kind: 'computed',
      workers: [totals('1', '100.10', '10.01', '90.09'), totals('2', '0.20', '0.02', '0.18')],
    });
    await until(() => presenter.state.kind === 'computed');
    expect(presenter.state).toEqual({
      kind: 'computed',
      workers: 2,
      gross: '100.30',
      deductions: '10.03',
      net: '90.27',
    });
  });

  it('shows only the latest edit, reads the context again for a new version or an unknown worker', async () => {
    const { presenter, preview, contextCalls, saved } = setup(undefined, new Set([11]));
    presenter.update(rows([11]), 3);
    await until(() => preview.calls.length === 1);
    presenter.update(rows([11]), 3);
    await until(() => preview.calls.length === 2);
    expect(contextCalls).toHaveLength(1);
    // The newer answer arrives first; the older one, later, is ignored.
    preview.calls[1]!.answer({ kind: 'computed', workers: [totals('1', '5.00', '0.00', '5.00')] });
    await until(() => presenter.state.kind === 'computed');
    preview.calls[0]!.answer({ kind: 'computed', workers: [totals('1', '9.00', '0.00', '9.00')] });
    await new Promise((r) => setTimeout(r, 0));
    expect(presenter.state).toMatchObject({ gross: '5.00' });

    presenter.update(rows([11, 13]), 3);
    await until(() => preview.calls.length === 3);
    // Only the worker added since the save is named in the address.
    expect(contextCalls).toEqual([[], [13]]);
    presenter.update(rows([11, 13, 14]), 3);
    await until(() => preview.calls.length === 4);
    expect(contextCalls).toEqual([[], [13], [13, 14]]);
    // A saved version: its grids hold every worker, read once without naming any.
    saved.add(13).add(14);
    presenter.update(rows([11, 13, 14]), 4);
    await until(() => preview.calls.length === 5);
    expect(contextCalls).toEqual([[], [13], [13, 14], []]);
  });

  it('never names the workers of the saved grids, however many: a large week reads its context once', async () => {
    const crew = Array.from({ length: 2000 }, (_, i) => i + 1);
    const { presenter, preview, contextCalls } = setup(undefined, new Set(crew));
    presenter.update(rows(crew), 9);
    await until(() => preview.calls.length === 1);
    presenter.update(rows(crew), 9);
    await until(() => preview.calls.length === 2);
    expect(contextCalls).toEqual([[]]);
  });

  it("shows the engine's refusal, and says when the preview cannot run", async () => {
    const { presenter, preview } = setup();
    presenter.update(rows([11]), 1);
    await until(() => preview.calls.length === 1);
    preview.calls[0]!.answer({
      kind: 'refused',
      refusal: {
        error: 'PayrollRefused',
        message: 'La planilla no se puede calcular: 1 fila(s).',
        errors: [],
      },
    });
    await until(() => presenter.state.kind === 'refused');
    expect(presenter.state).toEqual({
      kind: 'refused',
      message: 'La planilla no se puede calcular: 1 fila(s).',
    });
  });

  it('says why the preview cannot run: the server’s reason, «No se pudo conectar» only without an answer', async () => {
    const stateAfter = async (failure: ApiFailure) => {
      const { presenter } = setup(() => failed(failure));
      presenter.update(rows([11]), 1);
      await until(() => presenter.state.kind === 'failed' || presenter.state.kind === 'unavailable');
      return presenter.state;
    };
    expect(await stateAfter(failureOf(500, { message: 'Ocurrió un error inesperado.' }))).toEqual({
      kind: 'failed',
      message: 'El servidor no pudo preparar la vista previa (error 500): Ocurrió un error inesperado.',
    });
    expect(await stateAfter(failureOf(500, undefined))).toEqual({
      kind: 'failed',
      message:
        'El servidor no pudo preparar la vista previa (error 500). «Calcular» sigue calculando en el servidor; si también falla, avise al administrador.',
    });
    expect(await stateAfter(failureOf(404, { message: 'La semana no existe.' }))).toEqual({
      kind: 'failed',
      message: 'La vista previa no está disponible: La semana no existe.',
    });
    expect(await stateAfter(failureOf(403, { message: 'No tiene permiso para ver semanas.' }))).toEqual({
      kind: 'failed',
      message: 'La vista previa no está disponible: No tiene permiso para ver semanas.',
    });
    expect(await stateAfter({ kind: 'unavailable', message: UNAVAILABLE })).toEqual({
      kind: 'unavailable',
      message:
        'No se pudo conectar con el servidor: la vista previa no está disponible; «Calcular» sigue calculando en el servidor.',
    });
  });

  it('has nothing to preview without landings or land work', () => {
    const { presenter } = setup();
    presenter.update({ ...rows([]), descargas: [] }, 1);
    expect(presenter.state).toEqual({ kind: 'idle' });
  });
});
