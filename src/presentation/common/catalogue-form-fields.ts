import type { FieldSpec } from './FormDialog';
import type { Translate } from './screen-state';

type Spec<K extends FieldSpec['kind']> = Extract<FieldSpec, { readonly kind: K }>;

/** What a field states besides its kind and name; the label is the screen's `form.<name>` text unless given. */
type Options<K extends FieldSpec['kind']> = Omit<Spec<K>, 'kind' | 'name' | 'label'> & {
  readonly label?: string;
};

type Field<V> = FieldSpec & { readonly name: keyof V & string };

/**
 * The builders of a catalogue form's fields (`FormFields<V>`), each labelled by the screen's texts
 * (`<texts>.form.<name>`): `form.text('ruc', { maxLength: 11, digits: true, required: true })`.
 */
export function catalogueFormFields<V extends { readonly active: boolean }>(t: Translate, texts: string) {
  const labelled = <K extends FieldSpec['kind']>(kind: K, name: keyof V & string, options: Options<K>) => ({
    ...options,
    kind,
    name,
    label: options.label ?? t(`${texts}.form.${name}`),
  });
  return {
    text: (name: keyof V & string, options: Options<'text'>): Field<V> => labelled('text', name, options),
    decimal: (name: keyof V & string, options: Options<'decimal'>): Field<V> =>
      labelled('decimal', name, options),
    date: (name: keyof V & string, options: Options<'date'> = {}): Field<V> =>
      labelled('date', name, options),
    switch: (name: keyof V & string, options: Options<'switch'> = {}): Field<V> =>
      labelled('switch', name, options),
    /** A select whose choices are the form's options under the field's own name unless given. */
    select: (
      name: keyof V & string,
      options: Omit<Options<'select'>, 'options'> & { readonly options?: string } = {},
    ): Field<V> => labelled('select', name, { ...options, options: options.options ?? name }),
    /** The record's "Activo" switch, the same in every catalogue. */
    active: (options: Omit<Options<'switch'>, 'label'> = {}): Field<V> => ({
      ...options,
      kind: 'switch',
      name: 'active',
      label: t('catalogue.form.active'),
    }),
  };
}

/** The field builders of a catalogue form (`catalogueFormFields`). */
export type CatalogueFormFields<V extends { readonly active: boolean }> = ReturnType<
  typeof catalogueFormFields<V>
>;
