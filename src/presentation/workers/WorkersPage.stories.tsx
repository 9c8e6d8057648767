import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleWorkers } from '../../../tests/support/fakes/workers/sample-workers';
import { CatalogueStory } from '../../../tests/support/stories/catalogue-story';
import { dialogElement, dialogNamed, expectText, type Queries } from '../../../tests/support/stories/queries';
import { SAMPLE_STATEMENT } from '../../../tests/support/fakes/loans/fake-loans-api';
import type { ImportSummary } from '../../domain/workers/worker-import';
import { WorkersScreen } from '../pages/workers/WorkersScreen';
import { STORY_WAIT } from '../../../tests/support/stories/wait';

const meta = {
  title: 'Maestros/Trabajadores',
  component: CatalogueStory,
  args: { code: 'trabajador', page: WorkersScreen, feature: 'workers', backend: () => sampleWorkers() },
} satisfies Meta<typeof CatalogueStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = STORY_WAIT;
const IMPORT = /^\/trabajadores\/importacion$/;
const summary = (over: Partial<ImportSummary>): ImportSummary => ({
  mode: 'validate',
  rows: 2000,
  valid: 2000,
  rejected: 0,
  created: 2000,
  updated: 0,
  unchanged: 0,
  saved: false,
  problems: [],
  ...over,
});

/** Opens the import dialog and chooses a file, as a person does. */
async function chooseFile(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Importar' }, wait));
  const dialog = await dialogElement('Importar trabajadores desde Excel o CSV');
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File(['x'], 'trabajadores.xlsx'));
  return within(dialog);
}

/** Opens, from Pedro's row of the list, the dialog that its button names. */
async function openFromRow(canvasElement: HTMLElement, name: string): Promise<Queries> {
  const grid = within(await within(canvasElement).findByRole('grid', { name: 'Trabajadores' }, wait));
  await grid.findByText('CHUMPITAZ RAMOS, PEDRO', {}, wait);
  await userEvent.click(grid.getByRole('button', { name }));
  return dialogNamed(name);
}

/** Opens the form of a new worker. */
async function newWorkerForm(canvasElement: HTMLElement): Promise<Queries> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Nuevo trabajador' }, wait));
  return dialogNamed('Nuevo trabajador');
}

export const Lista: Story = {
  name: 'Lista: cargo y régimen vigentes hoy',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trabajadores' }, wait);
    await expectText(within(grid), 'CHUMPITAZ RAMOS, PEDRO');
    await expect(within(grid).getByText('AFP PRIMA (mixta)')).toBeVisible();
    await expect(within(grid).getByText('DNI 40000002')).toBeVisible();
    await expect(within(grid).getByText('AFP INTEGRA (flujo)')).toBeVisible();
  },
};

export const ListaEstrecha: Story = {
  name: 'Lista en una pantalla estrecha: las columnas que caben, las demás en «Columnas»',
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const grid = await canvas.findByRole('grid', { name: 'Trabajadores' }, wait);
    await within(grid).findByText('CHUMPITAZ RAMOS, PEDRO', {}, wait);
    // The name, the document, the position and the scheme stay; the hire date, «Estado» and «Modificado»
    // give way.
    await expect(within(grid).getByRole('columnheader', { name: /Régimen/ })).toBeVisible();
    await expect(within(grid).queryByRole('columnheader', { name: 'Modificado' })).toBeNull();
    await expect(canvas.getByText('3 columnas ocultas')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Columnas' }));
    await userEvent.click(await body.findByRole('menuitemcheckbox', { name: 'Modificado' }, wait));
    await userEvent.keyboard('{Escape}');
    await expect(await within(grid).findByRole('columnheader', { name: 'Modificado' }, wait)).toBeVisible();
    // The row buttons stay in sight at the grid's right edge.
    const edit = within(grid).getAllByRole('button', { name: /^Editar/ })[0]!;
    await expect(edit.getBoundingClientRect().right).toBeLessThanOrEqual(
      grid.getBoundingClientRect().right + 1,
    ); // A row opens to show what its hidden columns say, «label: value».
    await userEvent.click(within(grid).getAllByRole('button', { name: /^Ver las columnas ocultas de/ })[0]!);
    const values = await within(grid).findByRole('group', { name: 'Columnas ocultas' }, wait);
    await expect(within(values).getByText('Ingreso:')).toBeVisible();
    await expect(within(values).queryByText('Modificado:')).toBeNull();
  },
};

export const Filtros: Story = {
  name: 'Filtros: cargo, régimen y activo (en el servidor)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const grid = await canvas.findByRole('grid', { name: 'Trabajadores' }, wait);
    await within(grid).findByText('TORRES RAMOS, LUIS', {}, wait);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Cargo' }));
    await userEvent.click(await body.findByRole('option', { name: 'Tripulante' }, wait));
    await waitFor(() => expect(within(grid).queryByText('TORRES RAMOS, LUIS')).toBeNull(), wait);
    await expect(within(grid).getByText('QUISPE RAMOS, JUAN CARLOS')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Régimen de pensiones' }));
    await userEvent.click(await body.findByRole('option', { name: 'AFP' }, wait));
    await waitFor(() => expect(within(grid).queryByText('QUISPE RAMOS, JUAN CARLOS')).toBeNull(), wait);
    await expect(within(grid).getByText('MAMANI RAMOS, ROSA')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Régimen de pensiones' }));
    await userEvent.click(await body.findByRole('option', { name: 'REP' }, wait));
    await expectText(canvas, 'Ningún trabajador coincide con la búsqueda.');
  },
};

export const ErroresDeImportacion: Story = {
  name: 'Importación: cada fila con error, su columna y el motivo',
  args: {
    backend: () =>
      sampleWorkers().answer(
        'POST',
        IMPORT,
        200,
        summary({
          valid: 1997,
          rejected: 3,
          created: 1997,
          problems: [
            {
              row: 11,
              column: 'CCI',
              message: 'El CCI no es válido: los dígitos de control no corresponden.',
            },
            { row: 1001, column: 'Código de cargo', message: 'No existe un cargo con el código «NOEXISTE».' },
            { row: 1501, column: 'Fecha de nacimiento', message: 'Fecha no válida: use DD/MM/AAAA.' },
          ],
        }),
      ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement);
    const table = await dialog.findByRole('table', { name: 'Filas con errores' }, wait);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('No existe un cargo con el código «NOEXISTE».')).toBeVisible();
    await expect(within(table).getByText('1501')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Importar' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Importar solo las filas válidas' })).toBeEnabled();
  },
};

export const ResultadoDeImportacion: Story = {
  name: 'Importación: todas válidas, importadas, con sus cantidades',
  args: {
    backend: () =>
      sampleWorkers()
        .answer('POST', IMPORT, 200, summary({}))
        .answer('POST', IMPORT, 200, summary({ mode: 'all', saved: true })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement);
    await expectText(dialog, 'Todas las filas son válidas.');
    await userEvent.click(dialog.getByRole('button', { name: 'Importar' }));
    await expectText(
      dialog,
      /^Importación terminada: 2[.,\s]?000 creados, 0 actualizados, 0 sin cambios, 0 rechazados\.$/,
    );
  },
};

export const ErroresDelFormulario: Story = {
  name: 'Formulario: errores por campo',
  play: async ({ canvasElement }) => {
    const form = await newWorkerForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'Número de documento' }), '1234');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(form, 'El DNI debe tener 8 dígitos.');
    await expect(form.getByText('La fecha de ingreso es obligatoria.')).toBeVisible();
    await expect(form.getByText('Seleccione el cargo.')).toBeVisible();
  },
};

export const EmpresaEmpleadora: Story = {
  name: 'Formulario: la empresa empleadora del personal del régimen general',
  play: async ({ canvasElement }) => {
    const form = await newWorkerForm(canvasElement);
    await expect(form.queryByRole('combobox', { name: 'Empresa empleadora' })).toBeNull();
    await userEvent.click(form.getByRole('combobox', { name: /Régimen laboral/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'General (D.Leg. 728)' }, wait),
    );
    await userEvent.click(await form.findByRole('combobox', { name: 'Empresa empleadora' }, wait));
    await expect(
      await within(document.body).findByRole('option', { name: 'Pesquera Sur S.A.C.' }, wait),
    ).toBeVisible();
  },
};

export const Prestamos: Story = {
  name: 'Préstamos de un trabajador: saldo, cuotas por semana y un préstamo nuevo revisado antes de enviarse',
  args: {
    backend: () =>
      sampleWorkers().answer('GET', /^\/trabajadores\/1\/prestamos$/, 200, {
        rows: [SAMPLE_STATEMENT],
      }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Préstamos de CHUMPITAZ RAMOS, PEDRO');
    const loan = await dialog.findByRole('row', { name: 'Préstamo N.° 7' }, wait);
    for (const text of ['S/ 1,200.00', 'Compra de botas', '01/03/2025'])
      await expect(within(loan).getByText(text)).toBeVisible();
    const weeks = dialog.getByRole('list', { name: 'Cuotas del préstamo n.° 7' });
    await expect(within(weeks).getByText('Semana 20 – 2025: S/ 500.00 (Descontada)')).toBeVisible();
    await expect(within(weeks).getByText('Semana 21 – 2025: S/ 500.00 (Por descontar)')).toBeVisible();
    await expect(dialog.getByText('S/ 700.00', { selector: 'strong' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Nuevo préstamo' }));
    const form = await dialogNamed('Nuevo préstamo');
    await userEvent.type(form.getByRole('textbox', { name: /^Monto prestado/ }), '300');
    await userEvent.type(form.getByRole('textbox', { name: /^Cuota por semana/ }), '400');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(form, 'La cuota no puede ser mayor que el monto prestado.');
  },
};

export const TRegistroPorCorregir: Story = {
  name: 'T-Registro de un trabajador: el servidor rechaza y se lista qué corregir (trabajador, archivo, motivo)',
  args: {
    backend: () =>
      sampleWorkers()
        // Every read of the companies (the form's employer choices load with the list's filters too).
        .route('GET', '/empresas/options', () => [{ id: 1, label: 'PESQUERA DEMO S.A.C.' }])
        .answer('GET', /^\/trabajadores\/t-registro$/, 400, {
          error: 'ValidationError',
          message:
            'Hay 1 dato(s) por corregir antes de generar el T-Registro: el archivo no se genera con datos incompletos.',
          fields: [
            {
              field: 'RP_20100000009.ide · CHUMPITAZ RAMOS, PEDRO (DNI 40000001)',
              message:
                'CHUMPITAZ RAMOS, PEDRO (DNI 40000001): Falta el sexo del trabajador: regístrelo en su ficha.',
            },
          ],
        }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'T-Registro de CHUMPITAZ RAMOS, PEDRO');
    await dialog.findByText('PESQUERA DEMO S.A.C.', {}, wait);
    await userEvent.click(dialog.getByRole('button', { name: 'Descargar' }));
    const problems = await dialog.findByRole('list', { name: 'Datos por corregir' }, wait);
    await expect(
      within(problems).getByText(
        'CHUMPITAZ RAMOS, PEDRO (DNI 40000001): Falta el sexo del trabajador: regístrelo en su ficha.',
      ),
    ).toBeVisible();
  },
};
