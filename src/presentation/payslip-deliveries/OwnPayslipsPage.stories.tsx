import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { ContainerModule } from 'inversify';
import { expect, userEvent, within } from 'storybook/test';
import { FileSaver } from '../../application/ports/file-saver';
import { PayslipDeliveriesApi } from '../../application/payslip-deliveries/payslip-deliveries-api';
import {
  certificatePayslip,
  FakePayslipDeliveriesApi,
  settlementPayslip,
} from '../../../tests/support/fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { shellFakes, shellTestModule } from '../../../tests/support/fakes/shell/shell-test-module';
import { RecordingFileSaver } from '../../../tests/support/stories/catalogue-story';
import { StoryApp } from '../../../tests/support/stories/story-app';
import { STORY_WAIT as wait } from '../../../tests/support/stories/wait';
import { createTestContainer } from '../../../tests/support/test-container';
import { OwnPayslipsPage } from './OwnPayslipsPage';
import { expectText } from '../../../tests/support/stories/queries';
import { type Canvas, playInCanvas } from '../../../tests/support/stories/play-in-canvas';

/** «Mis boletas» on a phone's width (360 px) over a fake port made per render. */
function OwnPayslipsStory({ api }: { api: () => FakePayslipDeliveriesApi }) {
  return (
    <StoryApp
      setup={() => {
        const container = createTestContainer(
          shellTestModule(shellFakes()),
          new ContainerModule(({ bind, rebind }) => {
            bind(PayslipDeliveriesApi).toConstantValue(api());
            rebind<FileSaver>(FileSaver).toConstantValue(new RecordingFileSaver());
          }),
        );
        return {
          container,
          element: (
            <Box data-testid="phone" sx={{ width: 360, overflowX: 'auto' }}>
              <OwnPayslipsPage />
            </Box>
          ),
        };
      }}
    />
  );
}

export default {
  title: 'Mis boletas/Página',
  component: OwnPayslipsStory,
  args: { api: () => new FakePayslipDeliveriesApi() },
} satisfies Meta<typeof OwnPayslipsStory>;

type Story = StoryObj<typeof OwnPayslipsStory>;

/** No card is wider than the phone: nothing scrolls sideways. */
async function fitsThePhone(canvas: Canvas) {
  const phone = canvas.getByTestId('phone');
  await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
}

export const Lista: Story = {
  name: 'Boletas en un teléfono',
  play: playInCanvas(async (canvas) => {
    const card = await canvas.findByRole('article', { name: 'Semana 12 - 2025' }, wait);
    await expect(within(card).getByText('Pendiente de confirmar')).toBeVisible();
    await fitsThePhone(canvas);
  }),
};

export const LiquidacionYCertificado: Story = {
  name: 'Liquidación y certificado de rentas y retenciones',
  args: {
    api: () => {
      const api = new FakePayslipDeliveriesApi();
      api.list = { ...api.list, rows: [certificatePayslip(), settlementPayslip(), ...api.list.rows] };
      return api;
    },
  },
  play: playInCanvas(async (canvas) => {
    const settlement = await canvas.findByRole(
      'article',
      { name: 'Liquidación de beneficios sociales' },
      wait,
    );
    await expect(within(settlement).getByText('S/ 3,456.78')).toBeVisible();
    await expect(within(settlement).getByText('Plazo de entrega: 22/03/2025')).toBeVisible();
    const certificate = canvas.getByRole('article', { name: 'Certificado de rentas y retenciones 2025' });
    await expect(within(certificate).getByText('Certificado de rentas y retenciones')).toBeVisible();
    await expect(within(certificate).queryByText(/Neto:|Plazo de entrega/)).toBeNull();
    await fitsThePhone(canvas);
  }),
};

export const Confirmar: Story = {
  name: 'Confirmar recepción con observación',
  play: playInCanvas(async (canvas) => {
    const card = await canvas.findByRole('article', { name: 'Semana 12 - 2025' }, wait);
    await userEvent.click(
      within(card).getByRole('button', { name: 'Confirmar recepción de Semana 12 - 2025' }),
    );
    const dialog = within(document.body).getByRole('dialog', {
      name: 'Confirmar recepción',
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Observación' }), 'Conforme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expectText(within(card), 'Recepción confirmada el 25/03/2025 10:10');
    await fitsThePhone(canvas);
  }),
};

export const Vacia: Story = {
  name: 'Sin boletas publicadas',
  args: {
    api: () => {
      const api = new FakePayslipDeliveriesApi();
      api.list = { ...api.list, rows: [] };
      return api;
    },
  },
  play: playInCanvas(async (canvas) => {
    await expectText(canvas, 'Aún no tiene boletas publicadas.');
  }),
};

export const NoTrabajador: Story = {
  name: 'Usuario que no es trabajador',
  args: {
    api: () => {
      const api = new FakePayslipDeliveriesApi();
      api.notAWorker = true;
      return api;
    },
  },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(
      'Su usuario no está vinculado a un trabajador.',
    );
  }),
};
