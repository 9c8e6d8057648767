import type { Meta } from '@storybook/react-vite';
import {
  weekGridStories,
  WeekGridsStory,
  type WeekGridsStoryObj as Story,
} from '../../../../tests/support/stories/week-grids-story';

export default {
  title: 'Semana de pesca/Grillas',
  component: WeekGridsStory,
  args: { tab: 'descargas' },
} satisfies Meta<typeof WeekGridsStory>;

const descargas = weekGridStories({ tab: 'descargas', grid: 'Descargas', save: 'Guardar descargas' });
const tripulacion = weekGridStories({
  tab: 'tripulacion',
  grid: 'Trabajo en tierra',
  save: 'Guardar tripulación',
});
const ajustes = weekGridStories({
  tab: 'ajustes',
  grid: 'Otros ingresos y descuentos',
  save: 'Guardar ingresos y descuentos',
});

export const DescargasVacia: Story = { name: 'Descargas: vacía', ...descargas.empty() };

export const DescargasLlena: Story = { name: 'Descargas: con filas', ...descargas.filled() };

export const DescargasErroresAlGuardar: Story = {
  name: 'Descargas: errores al guardar',
  ...descargas.refused({
    remove: 'Quitar la fila 1 de Descargas',
    field: { field: 'descargas.2.ticket', message: 'Ticket ya registrado en otra semana.' },
    message: 'Fila 2 · Ticket: Ticket ya registrado en otra semana.',
  }),
};

export const DescargasErroresDelCalculo: Story = {
  name: 'Descargas: filas señaladas por el cálculo',
  ...descargas.pointedAt(
    { list: 'descargas', grid: 'descargas', row: 1, reason: 'Sin tripulación a bordo ese día' },
    'Fila 1: El último cálculo rechazado señala esta fila: Sin tripulación a bordo ese día (descargas).',
  ),
};

export const DescargasSoloLectura: Story = { name: 'Descargas: solo lectura', ...descargas.readOnly() };

export const TripulacionVacia: Story = { name: 'Tripulacion: vacía', ...tripulacion.empty() };

export const TripulacionLlena: Story = { name: 'Tripulacion: con filas', ...tripulacion.filled() };

export const TripulacionErroresAlGuardar: Story = {
  name: 'Tripulacion: errores al guardar',
  ...tripulacion.refused({
    remove: 'Quitar la fila 2 de Tripulación de la embarcación y el día',
    field: { field: 'tierra.1.workerId', message: 'Trabajador cesado antes de la semana.' },
    message: 'Fila 1 · Trabajador: Trabajador cesado antes de la semana.',
  }),
};

export const TripulacionErroresDelCalculo: Story = {
  name: 'Tripulacion: filas señaladas por el cálculo',
  ...tripulacion.pointedAt(
    { list: 'tierra', grid: 'tierra', row: 1, reason: 'Sin cargo vigente' },
    'Fila 1: El último cálculo rechazado señala esta fila: Sin cargo vigente (tierra).',
  ),
};

export const TripulacionSoloLectura: Story = { name: 'Tripulacion: solo lectura', ...tripulacion.readOnly() };

export const AjustesVacia: Story = { name: 'Ajustes: vacía', ...ajustes.empty() };

export const AjustesLlena: Story = { name: 'Ajustes: con filas', ...ajustes.filled() };

export const AjustesErroresAlGuardar: Story = {
  name: 'Ajustes: errores al guardar',
  ...ajustes.refused({
    remove: 'Quitar la fila 1 de Otros ingresos y descuentos',
    field: { field: 'ajustes.2.percent', message: 'El porcentaje supera lo embargable.' },
    message: 'Fila 2 · Porcentaje: El porcentaje supera lo embargable.',
  }),
};

export const AjustesErroresDelCalculo: Story = {
  name: 'Ajustes: filas señaladas por el cálculo',
  ...ajustes.pointedAt(
    { list: 'ajustes', grid: 'ajustes', row: 2, reason: 'Retención mayor que el neto' },
    'Fila 2: El último cálculo rechazado señala esta fila: Retención mayor que el neto (ajustes).',
  ),
};

export const AjustesSoloLectura: Story = { name: 'Ajustes: solo lectura', ...ajustes.readOnly() };
