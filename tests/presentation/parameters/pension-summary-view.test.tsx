import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { PensionSummary } from '../../../src/application/parameters/pension-summary-api';
import type { ApiResult } from '../../../src/application/shared/api-result';
import { useAttachedPresenter } from '../../../src/presentation/core/use-presenter';
import { PensionSummaryPresenter } from '../../../src/presentation/parameters/pension-summary-presenter';
import { PensionSummaryView } from '../../../src/presentation/parameters/PensionSummaryView';
import {
  FakePensionSummaryApi,
  SAMPLE_PENSION_SUMMARY,
} from '../../support/fakes/parameters/fake-pension-summary-api';
import { createTestI18n } from '../../support/i18n';

const i18n = createTestI18n('es');
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {});

function Host({ presenter }: { presenter: PensionSummaryPresenter }) {
  const state = useAttachedPresenter(presenter);
  return <PensionSummaryView presenter={presenter} state={state} />;
}

const show = (api: FakePensionSummaryApi) => {
  const presenter = new PensionSummaryPresenter(api, t);
  render(
    <I18nextProvider i18n={i18n}>
      <Host presenter={presenter} />
    </I18nextProvider>,
  );
  return presenter;
};

describe('«Vigentes hoy por régimen»', () => {
  it('shows one row per scheme with its values, each with its start date, and «—» where none', async () => {
    show(new FakePensionSummaryApi());
    const grid = await screen.findByRole('grid', { name: 'Vigentes hoy por régimen' });
    expect(screen.getByRole('heading', { name: 'Vigentes hoy por régimen' })).toBeVisible();
    expect(screen.getByText(/Valores vigentes al 02\/03\/2026/)).toBeVisible();
    for (const header of [
      'Régimen',
      'Código Tabla 11',
      'Aporte del trabajador %',
      'Prima de seguro %',
      'Remuneración máxima asegurable (S/)',
      'Comisión sobre el flujo %',
      'Comisión mixta (flujo) %',
      'Aporte del empleador %',
    ])
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const onp = within(grid).getByRole('row', { name: /ONP/ });
    expect(within(onp).getByText('02')).toBeInTheDocument();
    expect(within(onp).getByText('13.00 %')).toBeInTheDocument();
    expect(within(onp).getByText('desde 01/01/2023')).toBeInTheDocument();
    expect(within(onp).getAllByText('—')).toHaveLength(5);
    const habitat = within(grid).getByRole('row', { name: /HABITAT/ });
    expect(within(habitat).getByText('S/ 12,209.11')).toBeInTheDocument();
    expect(within(habitat).getByText('desde 01/04/2025')).toBeInTheDocument();
  });

  it('says why it could not read and reads again on «Reintentar»', async () => {
    const failure: ApiResult<PensionSummary> = {
      ok: false,
      error: { kind: 'unavailable', message: 'No se pudo conectar con el servidor.' },
    };
    const api = new FakePensionSummaryApi([failure, { ok: true, value: SAMPLE_PENSION_SUMMARY }]);
    show(api);
    expect(await screen.findByText('No se pudo conectar con el servidor.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('grid', { name: 'Vigentes hoy por régimen' })).toBeInTheDocument();
    expect(api.calls).toBe(2);
  });
});
