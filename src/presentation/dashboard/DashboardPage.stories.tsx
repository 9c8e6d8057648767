import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { unavailable } from '../../../tests/support/fakes/admin/fake-admin-api';
import { FakeNewsApi } from '../../../tests/support/fakes/news/fake-news-api';
import { FakeHttpClient } from '../../../tests/support/fakes/shell/fake-http-client';
import { FakeShellSession } from '../../../tests/support/fakes/shell/fake-shell-session';
import { FeatureStory, type FeatureStoryObj as Story } from '../../../tests/support/stories/feature-story';
import { DashboardPage } from './DashboardPage';
import { STORY_WAIT as wait } from '../../../tests/support/stories/wait';
import { playInCanvas } from '../../../tests/support/stories/play-in-canvas';
import { expectText } from '../../../tests/support/stories/queries';

export default {
  title: 'Inicio/Dashboard',
  component: FeatureStory,
  args: { page: DashboardPage, news: () => new FakeNewsApi().withSamples() },
} satisfies Meta<typeof FeatureStory>;

export const ConNoticias: Story = {
  name: 'Saludo, noticias vigentes y accesos',
  play: playInCanvas(async (canvas) => {
    await expectText(canvas, /Ana Torres$/);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Pago de gratificación de julio' }, wait),
    ).toBeVisible();
    // Drafts, scheduled and expired news do not show.
    await expect(canvas.queryByText('Campaña de anchoveta')).toBeNull();
    const shortcuts = within(await canvas.findByRole('navigation', { name: 'Accesos directos' }, wait));
    await expect(await shortcuts.findByRole('link', { name: /Trabajadores/ }, wait)).toHaveAttribute(
      'href',
      '/trabajador',
    );
    await expect(shortcuts.queryByRole('link', { name: /^Inicio/ })).toBeNull();
  }),
};

export const SinNoticias: Story = {
  name: 'Sin noticias vigentes',
  args: { news: () => new FakeNewsApi() },
  play: playInCanvas(async (canvas) => {
    await expectText(canvas, 'No hay noticias vigentes.');
  }),
};

export const Cargando: Story = {
  name: 'Cargando',
  args: {
    news: () => new FakeNewsApi().hang('current'),
    shell: () => ({ http: FakeHttpClient.pending() }),
  },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Noticias' }, wait)).toBeVisible();
    await expect(canvas.queryByText('No hay noticias vigentes.')).toBeNull();
  }),
};

export const Errores: Story = {
  name: 'Noticias y módulos no disponibles',
  args: {
    news: () => new FakeNewsApi().withSamples().fail('current', unavailable),
    shell: () => ({ http: FakeHttpClient.failing() }),
  },
  play: playInCanvas(async (canvas) => {
    // The news and, below, the payroll figures: both unavailable, each with its own retry.
    await expect((await canvas.findAllByText(unavailable.message, {}, wait))[0]).toBeVisible();
    await expectText(canvas, 'No se pudieron cargar sus módulos.');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Reintentar' })[0]!);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Pago de gratificación de julio' }, wait),
    ).toBeVisible();
  }),
};

export const SinModulos: Story = {
  name: 'Usuario sin módulos',
  args: {
    shell: () => ({
      http: FakeHttpClient.json([]),
      session: new FakeShellSession({ username: 'luis', name: '' }),
    }),
  },
  play: playInCanvas(async (canvas) => {
    await expectText(canvas, /luis$/);
    await expectText(canvas, /todavía no tiene módulos asignados/);
  }),
};
