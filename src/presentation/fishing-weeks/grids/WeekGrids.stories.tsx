import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { filledWeek, sampleWeek } from '../../../../tests/support/fakes/fishing-weeks/fake-week-grids';
import { STORY_WAIT as wait } from '../../../../tests/support/stories/wait';
import {
  WeekGridsStory,
  type WeekGridsStoryObj as Story,
} from '../../../../tests/support/stories/week-grids-story';

export default {
  title: 'Semana de pesca/Grillas',
  component: WeekGridsStory,
  args: { tab: 'descargas' },
} satisfies Meta<typeof WeekGridsStory>;

export const DescargasVacia: Story = {
  name: 'Descargas: vacía',
  args: { tab: 'descargas', week: () => sampleWeek() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Descargas' }, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar descargas' })).toBeDisabled();
  },
};

export const DescargasLlena: Story = {
  name: 'Descargas: con filas',
  args: { tab: 'descargas', week: () => filledWeek() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Descargas' }, wait)).toBeVisible();
    await expect(canvas.queryByText(/errores?$/)).toBeNull();
  },
};

export const DescargasErroresAlGuardar: Story = {
  name: 'Descargas: errores al guardar',
  args: {
    tab: 'descargas',
    week: () => filledWeek(),
    api: (api) => {
      api.refusal = {
        kind: 'validation',
        message: 'Revise las filas señaladas.',
        fields: [{ field: 'descargas.2.ticket', message: 'Ticket ya registrado en otra semana.' }],
      };
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Quitar la fila 1 de Descargas' }, wait));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar descargas' }));
    await expect(
      await canvas.findByText('Fila 2 · Ticket: Ticket ya registrado en otra semana.', {}, wait),
    ).toBeVisible();
  },
};

export const DescargasErroresDelCalculo: Story = {
  name: 'Descargas: filas señaladas por el cálculo',
  args: {
    tab: 'descargas',
    week: () => filledWeek(),
    engineErrors: [
      { list: 'descargas', grid: 'descargas', row: 1, reason: 'Sin tripulación a bordo ese día' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Fila 1: El último cálculo rechazado señala esta fila: Sin tripulación a bordo ese día (descargas).',
        {},
        wait,
      ),
    ).toBeVisible();
  },
};

export const DescargasSoloLectura: Story = {
  name: 'Descargas: solo lectura',
  args: { tab: 'descargas', week: () => filledWeek({ state: 'cerrada' }), readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Descargas' }, wait)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Guardar descargas' })).toBeNull();
  },
};

export const TripulacionVacia: Story = {
  name: 'Tripulacion: vacía',
  args: { tab: 'tripulacion', week: () => sampleWeek() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Trabajo en tierra' }, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar tripulación' })).toBeDisabled();
  },
};

export const TripulacionLlena: Story = {
  name: 'Tripulacion: con filas',
  args: { tab: 'tripulacion', week: () => filledWeek() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Trabajo en tierra' }, wait)).toBeVisible();
    await expect(canvas.queryByText(/errores?$/)).toBeNull();
  },
};

export const TripulacionErroresAlGuardar: Story = {
  name: 'Tripulacion: errores al guardar',
  args: {
    tab: 'tripulacion',
    week: () => filledWeek(),
    api: (api) => {
      api.refusal = {
        kind: 'validation',
        message: 'Revise las filas señaladas.',
        fields: [{ field: 'tierra.1.workerId', message: 'Trabajador cesado antes de la semana.' }],
      };
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Quitar la fila 2 de Tripulación de la embarcación y el día' },
        wait,
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar tripulación' }));
    await expect(
      await canvas.findByText('Fila 1 · Trabajador: Trabajador cesado antes de la semana.', {}, wait),
    ).toBeVisible();
  },
};

export const TripulacionErroresDelCalculo: Story = {
  name: 'Tripulacion: filas señaladas por el cálculo',
  args: {
    tab: 'tripulacion',
    week: () => filledWeek(),
    engineErrors: [{ list: 'tierra', grid: 'tierra', row: 1, reason: 'Sin cargo vigente' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Fila 1: El último cálculo rechazado señala esta fila: Sin cargo vigente (tierra).',
        {},
        wait,
      ),
    ).toBeVisible();
  },
};

export const TripulacionSoloLectura: Story = {
  name: 'Tripulacion: solo lectura',
  args: { tab: 'tripulacion', week: () => filledWeek({ state: 'cerrada' }), readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Trabajo en tierra' }, wait)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Guardar tripulación' })).toBeNull();
  },
};

export const AjustesVacia: Story = {
  name: 'Ajustes: vacía',
  args: { tab: 'ajustes', week: () => sampleWeek() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('grid', { name: 'Otros ingresos y descuentos' }, wait),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar ingresos y descuentos' })).toBeDisabled();
  },
};

export const AjustesLlena: Story = {
  name: 'Ajustes: con filas',
  args: { tab: 'ajustes', week: () => filledWeek() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('grid', { name: 'Otros ingresos y descuentos' }, wait),
    ).toBeVisible();
    await expect(canvas.queryByText(/errores?$/)).toBeNull();
  },
};

export const AjustesErroresAlGuardar: Story = {
  name: 'Ajustes: errores al guardar',
  args: {
    tab: 'ajustes',
    week: () => filledWeek(),
    api: (api) => {
      api.refusal = {
        kind: 'validation',
        message: 'Revise las filas señaladas.',
        fields: [{ field: 'ajustes.2.percent', message: 'El porcentaje supera lo embargable.' }],
      };
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Quitar la fila 1 de Otros ingresos y descuentos' }, wait),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar ingresos y descuentos' }));
    await expect(
      await canvas.findByText('Fila 2 · Porcentaje: El porcentaje supera lo embargable.', {}, wait),
    ).toBeVisible();
  },
};

export const AjustesErroresDelCalculo: Story = {
  name: 'Ajustes: filas señaladas por el cálculo',
  args: {
    tab: 'ajustes',
    week: () => filledWeek(),
    engineErrors: [{ list: 'ajustes', grid: 'ajustes', row: 2, reason: 'Retención mayor que el neto' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Fila 2: El último cálculo rechazado señala esta fila: Retención mayor que el neto (ajustes).',
        {},
        wait,
      ),
    ).toBeVisible();
  },
};

export const AjustesSoloLectura: Story = {
  name: 'Ajustes: solo lectura',
  args: { tab: 'ajustes', week: () => filledWeek({ state: 'cerrada' }), readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('grid', { name: 'Otros ingresos y descuentos' }, wait),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Guardar ingresos y descuentos' })).toBeNull();
  },
};
