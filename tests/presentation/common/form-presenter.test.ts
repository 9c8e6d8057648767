import { afterEach, describe, expect, it } from 'vitest';
import { failed, okResult, type ApiResult } from '../../../src/application/shared/api-result';
import {
  FormPresenter,
  type FormSource,
  type FormState,
} from '../../../src/presentation/common/form-presenter';

interface Boat {
  readonly id: number;
  readonly version: number;
  readonly name: string;
  readonly companyId: number | null;
  readonly shares: readonly { effectiveFrom: string; percent: string }[];
}
type Values = Pick<Boat, 'name' | 'companyId' | 'shares'>;

const stale = { kind: 'conflict' as const, message: 'Otra persona cambió este registro. Vuelva a cargarlo.' };

/** A record store with the rules of a form: name required; answers can be held to test single submit. */
class Store {
  boat: Boat = {
    id: 7,
    version: 3,
    name: 'Don Lucho',
    companyId: 1,
    shares: [{ effectiveFrom: '2025-01-01', percent: '22.40' }],
  };
  saves: { values: Values; existing: Boat | undefined }[] = [];
  nextSave: ApiResult<Boat> | null = null;
  readFailure = false;
  optionsFailure = false;
  release: (() => void) | null = null;

  source(withOptions = false): FormSource<Values, Boat> {
    return {
      empty: () => ({ name: '', companyId: null, shares: [{ effectiveFrom: '2026-03-10', percent: '' }] }),
      read: async () => {
        await Promise.resolve();
        return this.readFailure
          ? failed({ kind: 'not-found', message: 'La embarcación no existe.' })
          : okResult(this.boat);
      },
      valuesOf: (b) => ({ name: b.name, companyId: b.companyId, shares: b.shares }),
      save: async (values, existing) => {
        this.saves.push({ values, existing });
        await new Promise<void>((resolve) => (this.release = resolve));
        if (this.nextSave) return this.nextSave;
        if (values.name.trim() === '') {
          return failed({
            kind: 'validation',
            message: 'Revise los datos marcados.',
            fields: [{ field: 'name', message: 'El nombre es obligatorio.' }],
          });
        }
        this.boat = { ...this.boat, ...values, version: this.boat.version + 1 };
        return okResult(this.boat);
      },
      ...(withOptions
        ? {
            options: async () => {
              await Promise.resolve();
              return this.optionsFailure
                ? failed({
                    kind: 'unavailable',
                    message: 'No se pudo conectar con el servidor. Intente nuevamente.',
                  })
                : okResult({ companyId: [{ id: 1, label: 'Pesquera Sur S.A.C.' }] });
            },
          }
        : {}),
    };
  }
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const editing = <V, E, O, D extends object>(s: FormState<V, E, O, D>) => {
  if (s.kind !== 'editing') throw new Error(`form is ${s.kind}`);
  return s;
};

/** Submits and lets the held save answer. */
async function submitted(form: FormPresenter<Values, Boat>, store: Store) {
  const done = form.submit();
  await settle();
  store.release?.();
  await done;
}

describe('FormPresenter', () => {
  let form: FormPresenter<Values, Boat> | undefined;
  afterEach(() => form?.dispose());

  it('creates: starts empty, shows field errors next to the fields and drops one when it changes', async () => {
    const store = new Store();
    const done: string[] = [];
    form = new FormPresenter(store.source(), null, (b, mode) => done.push(`${mode}:${b.name}`));
    expect(editing(form.state)).toMatchObject({
      mode: 'create',
      values: { name: '', companyId: null },
      errors: {},
      saving: false,
    });
    await submitted(form, store);
    expect(editing(form.state)).toMatchObject({
      errors: { name: 'El nombre es obligatorio.' },
      formError: null,
    });
    form.set('name', 'Santa Rosa');
    expect(editing(form.state).errors).toEqual({});
    await submitted(form, store);
    expect(done).toEqual(['create:Santa Rosa']);
    expect(store.saves.at(-1)?.existing).toBeUndefined();
  });

  it('drops the errors of a sub-table when it changes', async () => {
    const store = new Store();
    store.nextSave = failed({
      kind: 'validation',
      message: 'Revise los datos marcados.',
      fields: [
        { field: 'shares.0.percent', message: 'El porcentaje debe estar entre 0 y 100.' },
        { field: 'name', message: 'Ya existe.' },
      ],
    });
    form = new FormPresenter(store.source(), null, () => undefined);
    await submitted(form, store);
    expect(editing(form.state).errors).toEqual({
      'shares.0.percent': 'El porcentaje debe estar entre 0 y 100.',
      name: 'Ya existe.',
    });
    form.set('shares', [{ effectiveFrom: '2026-03-10', percent: '30' }]);
    expect(editing(form.state).errors).toEqual({ name: 'Ya existe.' });
  });

  it('saves once while a save is on its way, read-only meanwhile', async () => {
    const store = new Store();
    form = new FormPresenter(store.source(), null, () => undefined);
    form.set('name', 'Santa Rosa');
    const first = form.submit();
    void form.submit();
    expect(editing(form.state).saving).toBe(true);
    form.set('name', 'otra');
    expect(editing(form.state).values.name).toBe('Santa Rosa');
    await settle();
    store.release?.();
    await first;
    expect(store.saves).toHaveLength(1);
  });

  it('edits the record read, with its version; a stale edit shows the reload banner and refuses to save', async () => {
    const store = new Store();
    store.nextSave = failed(stale);
    form = new FormPresenter(store.source(), 7, () => undefined);
    expect(form.state).toEqual({ kind: 'loading', mode: 'edit' });
    form.attach();
    await settle();
    expect(editing(form.state)).toMatchObject({
      mode: 'edit',
      values: { name: 'Don Lucho' },
      existing: { version: 3 },
    });
    form.set('name', 'Don Lucho II');
    await submitted(form, store);
    expect(editing(form.state)).toMatchObject({ conflict: stale.message, errors: {}, saving: false });
    expect(store.saves[0]?.existing?.version).toBe(3);
    await form.submit();
    expect(store.saves).toHaveLength(1);
    store.boat = { ...store.boat, name: 'Don Lucho (cambiado)', version: 4 };
    store.nextSave = null;
    await form.load();
    expect(editing(form.state)).toMatchObject({
      conflict: null,
      values: { name: 'Don Lucho (cambiado)' },
      existing: { version: 4 },
    });
  });

  it('shows a refusal that is not about fields as the form’s message; a create conflict is not a reload', async () => {
    const store = new Store();
    store.nextSave = failed({ kind: 'conflict', message: 'Ya existe una embarcación con esa matrícula.' });
    form = new FormPresenter(store.source(), null, () => undefined);
    form.set('name', 'X');
    await submitted(form, store);
    expect(editing(form.state)).toMatchObject({
      conflict: null,
      formError: 'Ya existe una embarcación con esa matrícula.',
    });
  });

  it('fails with the reason when the record or the choices cannot be read, and retries', async () => {
    const store = new Store();
    store.readFailure = true;
    form = new FormPresenter(store.source(true), 7, () => undefined);
    form.attach();
    await settle();
    expect(form.state).toEqual({ kind: 'failed', mode: 'edit', message: 'La embarcación no existe.' });
    store.readFailure = false;
    store.optionsFailure = true;
    await form.load();
    expect(form.state).toMatchObject({
      kind: 'failed',
      message: 'No se pudo conectar con el servidor. Intente nuevamente.',
    });
    store.optionsFailure = false;
    await form.load();
    expect(editing(form.state).options).toEqual({ companyId: [{ id: 1, label: 'Pesquera Sur S.A.C.' }] });
  });

  it('reads the choices of a new record’s selects before showing the form', async () => {
    const store = new Store();
    form = new FormPresenter(store.source(true), null, () => undefined);
    expect(form.state).toEqual({ kind: 'loading', mode: 'create' });
    form.attach();
    await settle();
    expect(editing(form.state)).toMatchObject({ values: { name: '' }, options: { companyId: [{ id: 1 }] } });
  });
});

interface Member {
  readonly username: string;
  readonly version: number;
  readonly tags: readonly string[];
}
type MemberValues = { readonly tags: readonly string[] };

/** A form whose options are not select choices, with a derived view and a change of many fields. */
class TagsForm extends FormPresenter<MemberValues, Member, readonly string[], { tagCount: number }, string> {
  constructor(reads: string[], onDone: (m: Member, values: MemberValues) => void) {
    super(
      {
        empty: () => ({ tags: [] }),
        read: async (username) => {
          reads.push(username);
          await Promise.resolve();
          return okResult({ username, version: 1, tags: ['a'] });
        },
        valuesOf: (m) => ({ tags: m.tags }),
        options: async () => okResult(['a', 'b', 'c']),
        save: async (values, existing, options) =>
          values.tags.every((t) => options.includes(t))
            ? okResult({ ...existing!, tags: values.tags })
            : failed({
                kind: 'validation',
                message: 'Revise los datos marcados.',
                fields: [
                  { field: 'tags.x', message: 'No existe.' },
                  { field: 'tags', message: 'Elija otra.' },
                ],
              }),
        view: (editing) => ({ tagCount: editing.values.tags.length }),
      },
      'rosa',
      (m, _mode, values) => onDone(m, values),
    );
  }

  /** Every option on: drops only the whole list's error. */
  all(extra: string[] = []): void {
    const s = this.changeable();
    if (s) this.edit({ tags: [...s.options, ...extra] }, (f) => f === 'tags');
  }
}

describe('FormPresenter grown by a screen', () => {
  it('reads by a key, derives its view on every change, and saves with the options read', async () => {
    const reads: string[] = [];
    const saved: MemberValues[] = [];
    const form = new TagsForm(reads, (_m, values) => saved.push(values));
    form.attach();
    await settle();
    expect(reads).toEqual(['rosa']);
    expect(editing(form.state)).toMatchObject({ options: ['a', 'b', 'c'], tagCount: 1 });
    form.all(['z']);
    await form.submit();
    expect(editing(form.state).errors).toEqual({ 'tags.x': 'No existe.', tags: 'Elija otra.' });
    form.all();
    expect(editing(form.state)).toMatchObject({ errors: { 'tags.x': 'No existe.' }, tagCount: 3 });
    await form.submit();
    expect(saved).toEqual([{ tags: ['a', 'b', 'c'] }]);
    form.dispose();
  });
});
