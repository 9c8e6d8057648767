import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { failed, okResult, type ApiResult } from '../../../src/application/shared/api-result';
import { EMPLOYER_COMPANY_MESSAGES } from '../../../src/domain/workers/employer-company';
import { LABOUR_REGIMES, type Worker, type WorkerInput } from '../../../src/domain/workers/worker';
import { FormDialog } from '../../../src/presentation/common/FormDialog';
import { FormPresenter } from '../../../src/presentation/common/form-presenter';
import { workerFields } from '../../../src/presentation/workers/worker-form';
import { WORKERS_SCREEN, termsLines } from '../../../src/presentation/workers/workers-screen';
import { SAMPLE_WORKERS } from '../../support/fakes/workers/sample-workers';
import { createTestI18n, createTestTranslate } from '../../support/i18n';

const i18n = createTestI18n();
const t = createTestTranslate();

/** The worker's form as the screen draws it, with the companies to choose the employer from. */
function workerForm(save: (v: WorkerInput) => Promise<ApiResult<Worker>>) {
  const presenter = new FormPresenter<WorkerInput, Worker>(
    {
      empty: WORKERS_SCREEN.empty,
      read: () => Promise.reject(new Error('not read')),
      valuesOf: WORKERS_SCREEN.valuesOf,
      save: (values) => save(values),
      options: () =>
        Promise.resolve(
          okResult({
            labourRegime: LABOUR_REGIMES.map((id) => ({ id, label: t(`workers.form.labourRegimes.${id}`) })),
            employerCompanyId: [
              { id: 1, label: 'Pesquera Prueba S.A.C.' },
              { id: 2, label: 'Servicios Administrativos del Norte S.A.C.' },
            ],
          }),
        ),
    },
    null,
    () => undefined,
  );
  render(
    <I18nextProvider i18n={i18n}>
      <FormDialog
        id="worker"
        title={{ create: 'Nuevo trabajador', edit: 'Editar trabajador' }}
        presenter={presenter}
        fields={workerFields(t)}
        onClose={() => undefined}
      />
    </I18nextProvider>,
  );
  return presenter;
}

describe('the worker form’s «Empresa empleadora»', { timeout: 30_000 }, () => {
  it('is shown for the general regime, chooses among the companies, and shows the server’s refusal', async () => {
    const saved: WorkerInput[] = [];
    const answer: ApiResult<Worker> = failed({
      kind: 'validation',
      message: 'Revise los datos marcados.',
      fields: [{ field: 'employerCompanyId', message: EMPLOYER_COMPANY_MESSAGES.required }],
    });
    const presenter = workerForm((values) => {
      saved.push(values);
      return Promise.resolve(answer);
    });
    const regime = await screen.findByRole('combobox', { name: /Régimen laboral/ });
    // The crew (pesquero, the default) have no employer to choose: their vessel's company employs them.
    expect(screen.queryByRole('combobox', { name: 'Empresa empleadora' })).not.toBeInTheDocument();

    await userEvent.click(regime);
    await userEvent.click(await screen.findByRole('option', { name: 'General (D.Leg. 728)' }));
    const employer = await screen.findByRole('combobox', { name: 'Empresa empleadora' });
    expect(employer).toHaveAccessibleDescription(/Obligatoria cuando hay más de una empresa/);

    // Saved without one: the server's refusal is shown next to the field.
    presenter.set('monthlySalary', '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(EMPLOYER_COMPANY_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Empresa empleadora' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Empresa empleadora' }));
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ninguna', 'Pesquera Prueba S.A.C.', 'Servicios Administrativos del Norte S.A.C.']);
    await userEvent.click(
      within(list).getByRole('option', { name: 'Servicios Administrativos del Norte S.A.C.' }),
    );
    const s = presenter.state;
    expect(s.kind === 'editing' && s.values).toMatchObject({ labourRegime: 'general', employerCompanyId: 2 });

    // Back to the crew's regime with an employer still set: the field stays, so it can be cleared.
    await userEvent.click(screen.getByRole('combobox', { name: /Régimen laboral/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pesquero (D.S. 014-2004-TR)' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Empresa empleadora' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ninguna' }));
    expect(screen.queryByRole('combobox', { name: 'Empresa empleadora' })).not.toBeInTheDocument();
    expect(saved[0]).toMatchObject({ labourRegime: 'general', employerCompanyId: null });
  });

  it('names the employer in the terms history', () => {
    const worker = SAMPLE_WORKERS[0]!;
    const terms = {
      ...worker.current,
      labourRegime: 'general' as const,
      monthlySalary: '3000.00',
      employerCompanyId: 2,
      employerCompanyName: '20600000021 - Servicios Administrativos del Norte S.A.C.',
    };
    const lines = termsLines({ ...worker, terms: [terms], current: terms }, t);
    expect(lines[0]!.flags).toContain('empleador 20600000021 - Servicios Administrativos del Norte S.A.C.');
  });
});
