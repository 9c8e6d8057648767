import type { StoryObj } from '@storybook/react-vite';
import { ContainerModule } from 'inversify';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminApi } from '../../../src/application/admin/admin-api';
import { FileSaver } from '../../../src/application/ports/file-saver';
import type { Grants } from '../../../src/domain/shared/grants';
import { PERMISSION_ACTIONS } from '../../../src/domain/shell/modules';
import { ScreenGate } from '../../../src/presentation/shell/ScreenGate';
import { FakeAdminApi } from '../fakes/admin/fake-admin-api';
import type { FakeCatalogueBackend } from '../fakes/catalogues/fake-catalogue-backend';
import { sampleCatalogues } from '../fakes/catalogues/sample-catalogues';
import { FakeHttpClient } from '../fakes/shell/fake-http-client';
import { shellFakes, shellTestModule } from '../fakes/shell/shell-test-module';
import { createTestContainer } from '../test-container';
import { StoryApp } from './story-app';
import { dialogNamed, type Queries } from './queries';
import { STORY_WAIT } from './wait';

/** Records what the screen downloads instead of saving it (stories check the name). */
export class RecordingFileSaver implements FileSaver {
  readonly saved: string[] = [];
  save(fileName: string): void {
    this.saved.push(fileName);
    document.body.dataset.lastDownload = fileName;
  }
}

export interface CatalogueStoryProps {
  /** The module code of the route ('empresa'). */
  readonly code: string;
  readonly page: ComponentType;
  /** The feature loaded with the screen ('companies'). */
  readonly feature: string;
  /** Made per render, so every story starts clean. */
  readonly backend?: () => FakeCatalogueBackend;
  /** The signed-in user's grants (every action on the screen's module by default). */
  readonly grants?: Grants;
}

/**
 * A catalogue screen as its route shows it (grants checked, the feature's services loaded with it),
 * over the real adapter and use cases against the in-memory catalogue backend.
 */
export function CatalogueStory({ code, page, feature, backend, grants }: CatalogueStoryProps) {
  return (
    <StoryApp
      setup={() => {
        const http = new FakeHttpClient((backend?.() ?? sampleCatalogues()).respond);
        const admin = new FakeAdminApi();
        admin.myGrants = grants ?? { [code]: PERMISSION_ACTIONS };
        const container = createTestContainer(
          shellTestModule(shellFakes({ http })),
          new ContainerModule(({ rebind }) => {
            rebind<AdminApi>(AdminApi).toConstantValue(admin);
            rebind<FileSaver>(FileSaver).toConstantValue(new RecordingFileSaver());
          }),
        );
        return { container, element: <ScreenGate code={code} page={page} feature={feature} /> };
      }}
    />
  );
}

/** A story of a catalogue screen. */
export type CatalogueStoryObj = StoryObj<typeof CatalogueStory>;

/** Waits long enough for a lazily loaded screen under load. */
export { STORY_WAIT };

export { dialogNamed };

/**
 * What a catalogue story checks. A stories file spreads it into a story that states its own name (read
 * by Storybook from the file) and fixtures: `{ name: 'Lista', ...story.list([...]) }`.
 */
export interface CatalogueStoryPlay {
  readonly play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/** What a catalogue's create dialog does before saving (type, choose) and checks after. */
export interface CreateSpec {
  /** The create button, and the dialog's title (the same unless given). */
  readonly button: string;
  readonly dialog?: string;
  /** Fills or checks fields before "Guardar". */
  readonly fill?: (form: Queries) => Promise<void>;
  /** The field error the empty required field shows after "Guardar". */
  readonly error: string;
}

/**
 * The checks every catalogue screen's stories make, over `CatalogueStory`: a catalogue's stories file is
 * then its meta (route, page, feature, fixtures) and its states, each a name and what is its own.
 */
export function catalogueStories(grid: string) {
  return {
    /** The list shows these texts in its grid (the first is waited for), then what `more` checks. */
    list: (
      [first, ...rest]: readonly string[],
      more?: (grid: Queries) => Promise<void>,
    ): CatalogueStoryPlay => ({
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const table = within(await canvas.findByRole('grid', { name: grid }, STORY_WAIT));
        if (first !== undefined) await expect(await table.findByText(first, {}, STORY_WAIT)).toBeVisible();
        for (const text of rest) await expect(table.getByText(text)).toBeVisible();
        await more?.(table);
      },
    }),
    /** The create dialog refuses an empty required field next to it (after `fill`). */
    create: (spec: CreateSpec): CatalogueStoryPlay => ({
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await userEvent.click(await canvas.findByRole('button', { name: spec.button }, STORY_WAIT));
        const form = await dialogNamed(spec.dialog ?? spec.button);
        await spec.fill?.(form);
        await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
        await expect(await form.findByText(spec.error, {}, STORY_WAIT)).toBeVisible();
      },
    }),
    /** Export downloads the list as `file` (once `first` shows). */
    exportList: (first: string, file: string): CatalogueStoryPlay => ({
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await canvas.findByText(first, {}, STORY_WAIT);
        await userEvent.click(canvas.getByRole('button', { name: 'Exportar a Excel' }));
        await waitFor(() => expect(document.body.dataset.lastDownload).toBe(file), STORY_WAIT);
      },
    }),
  };
}

/**
 * The grid with that name, once it shows, searched for the text: one paste, not a key at a time (each key
 * re-renders the grid, slow on a busy machine).
 */
export async function searchGrid(
  canvasElement: HTMLElement,
  grid: string,
  text: string,
): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('grid', { name: grid }, STORY_WAIT);
  await userEvent.click(canvas.getByRole('searchbox', { name: /Buscar/ }));
  await userEvent.paste(text);
  await userEvent.keyboard('{Enter}');
  return table;
}
