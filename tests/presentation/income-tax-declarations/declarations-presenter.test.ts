import { afterEach, describe, expect, it } from 'vitest';
import { DECLARATION_MESSAGES } from '../../../src/domain/income-tax-declarations/declaration';
import { RUC_MESSAGES } from '../../../src/domain/shared/ruc';
import type { DeclarationsState } from '../../../src/presentation/income-tax-declarations/declarations-presenter';
import {
  DeclarationsPresenter,
  type DeclarationFormPresenter,
} from '../../../src/presentation/income-tax-declarations/declarations-presenter';
import { MonthPresenter, type MonthPageState } from '../../../src/presentation/months/month-presenter';
import {
  FakeIncomeTaxDeclarationsApi,
  sampleDeclaration,
} from '../../support/fakes/income-tax-declarations/fake-declarations-api';
import { FakeMonthsApi, monthGrantsOf, sampleMonth } from '../../support/fakes/months/fake-months-api';
import { createTestTranslate } from '../../support/i18n';

const translate = createTestTranslate();

let presenter: MonthPresenter<DeclarationsPresenter> | undefined;
afterEach(() => presenter?.dispose());

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const month = (p: MonthPresenter<DeclarationsPresenter>) => {
  const s: MonthPageState = p.state;
  if (s.kind !== 'ready') throw new Error(`month not ready: ${s.kind}`);
  return s;
};
const section = (p: MonthPresenter<DeclarationsPresenter>) => {
  const s: DeclarationsState = p.section!.state;
  if (s.kind !== 'ready') throw new Error(`declarations not ready: ${s.kind}`);
  return s;
};
const editing = (form: DeclarationFormPresenter) => {
  const s = form.state;
  if (s.kind !== 'editing') throw new Error(`form not editing: ${s.kind}`);
  return s;
};

/** April with weeks 14 and 15 closed, and its declarations. */
async function open(actions = ['ver', 'editar'], rows = [sampleDeclaration()]) {
  const months = new FakeMonthsApi(sampleMonth({ weeks: sampleMonth().weeks.slice(0, 2), weekCount: 2 }));
  const declarations = new FakeIncomeTaxDeclarationsApi(rows, months);
  presenter = new MonthPresenter(
    months,
    monthGrantsOf(...actions),
    translate,
    '2025-04',
    undefined,
    (month, reload) => new DeclarationsPresenter(declarations, month, reload, translate),
  );
  presenter.attach();
  presenter.section!.attach();
  await presenter.load();
  await settle();
  return { p: presenter, months, declarations };
}

describe('the month’s income tax declarations', () => {
  it('lists the month’s declarations; a viewer cannot change them', async () => {
    const { p } = await open(['ver']);
    const s = section(p);
    expect(s.editable).toBe(false);
    expect(
      s.rows.map((r) => [r.worker, r.kindLabel, r.employer, r.taxablePay, r.taxWithheld, r.amount]),
    ).toEqual([
      [
        'QUISPE MAMANI, JUAN (40112233)',
        'Ingresos de otro empleador',
        'RUC 20100070970 · Supermercados Peruanos S.A.',
        '2,500.00',
        '45.50',
        '',
      ],
    ]);
    p.section!.openCreate('otro_empleador');
    expect(section(p).form).toBeNull();
  });

  it('adds another employer’s income: field errors first, then saved; the computed month turns stale', async () => {
    const { p, declarations } = await open();
    await p.compute();
    expect(month(p).month.stale).toBe(false);
    const d = p.section!;
    expect(section(p).editable).toBe(true);
    d.openCreate('otro_empleador');
    const form = section(p).form!;
    form.attach();
    await settle();
    expect(editing(form).values).toMatchObject({ kind: 'otro_empleador', document: '' });
    form.set('document', '40223344');
    form.set('employerRuc', '20100070971');
    await form.submit();
    expect(editing(form).errors).toMatchObject({
      employerRuc: RUC_MESSAGES.checkDigit,
      employerName: DECLARATION_MESSAGES.employerName,
    });
    expect(declarations.calls.filter((c) => c.startsWith('create'))).toEqual([]);
    form.set('employerRuc', '20131312955');
    form.set('employerName', 'Pesquera del Sur S.A.C.');
    form.set('taxablePay', '1800');
    form.set('taxWithheld', '0');
    await form.submit();
    await settle();
    const s = section(p);
    expect(s.form).toBeNull();
    expect(s.notice).toBe('Declaración registrada: calcule el mes otra vez.');
    expect(s.rows.map((r) => r.worker)).toEqual([
      'QUISPE MAMANI, JUAN (40112233)',
      'FLORES RAMOS, PEDRO (40223344)',
    ]);
    // The month read again: its computation no longer matches, «Cerrar» is not offered.
    expect(month(p).month.stale).toBe(true);
    expect(month(p).hint).toBe(
      'Una semana o una declaración de renta del mes cambió desde el último cálculo: calcule el mes otra vez antes de cerrarlo.',
    );
    expect(month(p).actions.close).toBe(false);
  });

  it('shows the server’s refusal of a second declaration of the same employer on its field', async () => {
    const { p } = await open();
    p.section!.openCreate('otro_empleador');
    const form = section(p).form!;
    form.attach();
    await settle();
    form.set('document', '40112233');
    form.set('employerRuc', '20100070970');
    form.set('employerName', 'Supermercados Peruanos S.A.');
    form.set('taxablePay', '100');
    form.set('taxWithheld', '0');
    await form.submit();
    expect(editing(form).errors).toEqual({ employerRuc: DECLARATION_MESSAGES.duplicateEmployer });
  });

  it('edits the deductible expenses and deletes a declaration after confirming', async () => {
    const { p, declarations } = await open(undefined, [
      sampleDeclaration(),
      sampleDeclaration({
        id: 2,
        kind: 'gastos_deducibles',
        employerRuc: '',
        employerName: '',
        taxablePay: '',
        taxWithheld: '',
        amount: '1200.00',
      }),
    ]);
    const d = p.section!;
    const expenses = section(p).rows[1]!;
    expect([expenses.kindLabel, expenses.amount]).toEqual(['Gastos deducibles (hasta 3 UIT)', '1,200.00']);
    d.openEdit(expenses);
    const form = section(p).form!;
    form.attach();
    await settle();
    expect(editing(form).values).toMatchObject({ kind: 'gastos_deducibles', amount: '1200.00' });
    form.set('amount', '1500.5');
    await form.submit();
    await settle();
    expect(section(p).notice).toBe('Declaración actualizada: calcule el mes otra vez.');
    expect(section(p).rows[1]!.amount).toBe('1,500.50');

    d.askDelete(section(p).rows[0]!);
    expect(translate('declarations.section.deleteQuestion', { ...section(p).confirm! })).toBe(
      'Se eliminará la declaración de QUISPE MAMANI, JUAN (40112233): ingresos de Supermercados Peruanos S.A. (RUC 20100070970).',
    );
    await d.confirmDelete();
    await settle();
    expect(section(p).notice).toBe('Declaración eliminada: calcule el mes otra vez.');
    expect(section(p).rows).toHaveLength(1);
    expect(declarations.calls).toContain('remove 1');
  });

  it('keeps a closed month’s declarations read-only; a refusal shows in the delete dialog', async () => {
    const { p, months } = await open();
    await p.compute();
    p.askClose();
    await p.close();
    await settle();
    expect(month(p).month.state).toBe('cerrado');
    expect(section(p).editable).toBe(false);
    expect(section(p).closed).toBe(true);
    p.section!.askDelete(section(p).rows[0]!);
    expect(section(p).confirm).toBeNull();
    // A month closed by someone else meanwhile: the server's refusal.
    months.month = { ...months.month, state: 'calculado' };
    await p.load();
    await settle();
    months.month = { ...months.month, state: 'cerrado' };
    p.section!.askDelete(section(p).rows[0]!);
    await p.section!.confirmDelete();
    expect(section(p).error).toBe(DECLARATION_MESSAGES.closedMonth('2025-04'));
    expect(section(p).rows).toHaveLength(1);
  });
});
