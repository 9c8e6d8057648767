import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoadClosedResultReview } from '../../../src/application/closed-result-reviews/closed-result-reviews-api';
import type { MyGrants } from '../../../src/application/shared/my-grants';
import { ClosedResultReviewCard } from '../../../src/presentation/closed-result-reviews/ClosedResultReviewCard';
import { ClosedResultReviewPanel } from '../../../src/presentation/closed-result-reviews/ClosedResultReviewPanel';
import {
  ClosedResultReviewPresenter,
  type ClosedResultReviewState,
} from '../../../src/presentation/closed-result-reviews/closed-result-review-presenter';
import { usePresenter } from '../../../src/presentation/core/use-presenter';
import {
  EMPTY_REVIEW,
  FakeClosedResultReviewsApi,
  REVIEW_WITH_FINDINGS,
} from '../../support/fakes/closed-result-reviews/fake-closed-result-reviews-api';
import { createTestI18n } from '../../support/i18n';
import { FishingWeeksStory } from '../../support/stories/fishing-weeks-story';

const i18n = createTestI18n('es');
const translate = (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {});
const grants = (modules: Record<string, string[]>): MyGrants => ({
  execute: async () => modules as Awaited<ReturnType<MyGrants['execute']>>,
});

async function loaded(api: FakeClosedResultReviewsApi, who?: MyGrants) {
  const presenter = new ClosedResultReviewPresenter(new LoadClosedResultReview(api), translate, who);
  await presenter.refresh();
  return presenter;
}

describe('the closed result review presenter', () => {
  it('formats each week, its workers and its month, signed differences in soles', async () => {
    const p = await loaded(new FakeClosedResultReviewsApi(REVIEW_WITH_FINDINGS));
    expect(p.state).toMatchObject({
      kind: 'found',
      count: 1,
      summary: '1 semana cerrada, 2 trabajadores, diferencia total -S/ 35.04',
      months: ['abril 2025 (mes cerrado): semana 14 – 2 trabajadores, -S/ 35.04'],
      pending: false,
      expanded: [],
    });
    const week = p.state.kind === 'found' ? p.state.weeks[0] : undefined;
    expect(week).toMatchObject({
      title: 'Semana 14 – 2025',
      dates: '31/03/2025 – 06/04/2025',
      workers: '2 trabajadores',
      difference: '-S/ 35.04',
      path: '/semana_de_pesca?semana=7',
    });
    expect(week?.rows[0]).toEqual({
      document: '40112233',
      name: 'QUISPE MAMANI, JUAN',
      storedNet: 'S/ 1,087.85',
      correctNet: 'S/ 1,070.76',
      difference: '-S/ 17.09',
    });
    p.toggle(7);
    expect(p.state).toMatchObject({ expanded: [7] });
    p.toggle(7);
    expect(p.state).toMatchObject({ expanded: [] });
  });

  it('is clear when nothing differs, and says so while the review is still running', async () => {
    expect((await loaded(new FakeClosedResultReviewsApi(EMPTY_REVIEW))).state).toEqual({
      kind: 'clear',
      pending: false,
    });
    const running = await loaded(new FakeClosedResultReviewsApi({ ...EMPTY_REVIEW, finished: false }));
    expect(running.state).toEqual({ kind: 'clear', pending: true });
  });

  it('shows the server’s message when the review cannot be read', async () => {
    const p = await loaded(
      new FakeClosedResultReviewsApi(EMPTY_REVIEW, 'No se pudo conectar con el servidor.'),
    );
    expect(p.state).toEqual({ kind: 'failed', message: 'No se pudo conectar con el servidor.' });
  });

  it('asks nothing for a user who may not see the fishing weeks (the dashboard)', async () => {
    const api = new FakeClosedResultReviewsApi(REVIEW_WITH_FINDINGS);
    const p = await loaded(api, grants({ reporte_de_planilla: ['ver'] }));
    expect(p.state).toEqual({ kind: 'hidden' });
    expect(api.calls).toBe(0);
    const allowed = await loaded(api, grants({ semana_de_pesca: ['ver'] }));
    expect(allowed.state).toMatchObject({ kind: 'found', count: 1 });
  });
});

function Panel({ api }: { api: FakeClosedResultReviewsApi }) {
  const [presenter, state] = usePresenter<ClosedResultReviewState, ClosedResultReviewPresenter>(
    () => new ClosedResultReviewPresenter(new LoadClosedResultReview(api), translate),
  );
  return (
    <MemoryRouter>
      <ClosedResultReviewPanel presenter={presenter} state={state} />
      <ClosedResultReviewCard state={state} />
    </MemoryRouter>
  );
}

describe('the closed result review on screen', () => {
  it('warns above the weeks list, expands a week to its workers, and tells what to do', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <FishingWeeksStory reviews={() => new FakeClosedResultReviewsApi(REVIEW_WITH_FINDINGS)} />
      </I18nextProvider>,
    );
    const panel = await screen.findByRole('region', { name: 'Semanas cerradas con montos por corregir' });
    expect(
      within(panel).getByText(/1 semana cerrada, 2 trabajadores, diferencia total -S\/ 35\.04/),
    ).toBeVisible();
    expect(
      within(panel).getByText('Reábrala con un motivo, vuelva a calcular y ciérrela.', { exact: false }),
    ).toBeVisible();
    expect(within(panel).queryByRole('table')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Ver trabajadores' }));
    const table = await within(panel).findByRole('table', { name: 'Trabajadores de la semana 14 – 2025' });
    const row = within(table).getByText('QUISPE MAMANI, JUAN').closest('tr')!;
    expect(within(row).getByText('S/ 1,087.85')).toBeVisible();
    expect(within(row).getByText('S/ 1,070.76')).toBeVisible();
    expect(within(row).getByText('-S/ 17.09')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Semana 14 – 2025' })).toHaveAttribute(
      'href',
      '/semana_de_pesca?semana=7',
    );
    expect(await screen.findByRole('grid', { name: 'Semanas de pesca' })).toBeVisible();
  });

  it('shows no warning when every closed result agrees', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <FishingWeeksStory />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('grid', { name: 'Semanas de pesca' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Semanas cerradas con montos por corregir' })).toBeNull();
  });

  it('gives the dashboard the count and a link to the weeks', async () => {
    render(<Panel api={new FakeClosedResultReviewsApi(REVIEW_WITH_FINDINGS)} />);
    const link = await screen.findByRole('link', { name: 'Ver las semanas' });
    expect(link).toHaveAttribute('href', '/semana_de_pesca');
    expect(screen.getByText('1 semana cerrada con montos por corregir')).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(1));
  });
});
