import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  DialogContent,
  FormControlLabel,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './DateField';
import { FormPresenterDialog } from './FormDialogFrame';
import type { FormOptions, FormPresenter, FormState } from './form-presenter';
import { DialogForm } from './FormBanners';
import { visuallyHidden } from './visually-hidden';

/** A cell of an effective-dated sub-table row: a date or a decimal. */
export interface RowColumn {
  readonly key: string;
  readonly label: string;
  readonly kind: 'date' | 'decimal';
  /** Decimal places of a decimal column. */
  readonly decimals?: number;
  readonly unit?: string;
}

interface Common {
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  /** Shown under the field when it has no error (may depend on the value: "120 de 4000 caracteres"). */
  readonly help?: string | ((value: unknown) => string);
  /** Fields sharing a row number sit side by side. */
  readonly row?: number;
  /** Shown only while the form's values meet this (the general regime's employer company); always when absent. */
  readonly shownWhen?: (values: Readonly<Record<string, unknown>>) => boolean;
}

/** A form field described as data; the dialog draws it and wires it to the form presenter. */
export type FieldSpec =
  | (Common & {
      readonly kind: 'text';
      /** Mirrors the domain's length limit. */
      readonly maxLength: number;
      readonly multiline?: boolean;
      /** Shown and sent in capitals (matrícula, codes). */
      readonly upperCase?: boolean;
      /** Digits only (RUC). */
      readonly digits?: boolean;
    })
  | (Common & {
      readonly kind: 'decimal';
      /** Decimal places allowed. */
      readonly decimals: number;
      readonly unit?: string;
      readonly maxLength?: number;
    })
  | (Common & {
      readonly kind: 'select';
      /** The key of the choices in the form's options. */
      readonly options: string;
      /** An optional select: this first choice means none (the value null), e.g. 'Todas'. */
      readonly emptyLabel?: string;
    })
  | (Common & { readonly kind: 'switch' })
  | (Common & { readonly kind: 'date' })
  | (Common & {
      readonly kind: 'rows';
      readonly columns: readonly RowColumn[];
      /** A new row's values (text by column key). */
      readonly newRow: () => object;
      readonly addLabel: string;
      readonly removeLabel: string;
    });

/** The fields of a form whose values are `V`. */
export type FormFields<V> = readonly (FieldSpec & { readonly name: keyof V & string })[];

type Values = Readonly<Record<string, unknown>>;
type Editing = Extract<FormState<Values, unknown>, { kind: 'editing' }>;

export interface FormDialogProps<V extends object, E> {
  /** The form's id (and its title's). */
  readonly id: string;
  readonly title: { readonly create: string; readonly edit: string };
  readonly presenter: FormPresenter<V, E>;
  /** The fields, by the names of the form's values. */
  readonly fields: FormFields<V>;
  readonly onClose: () => void;
  /** Notes above the fields (e.g. what a published piece of news means). */
  readonly intro?: (state: Extract<FormState<V, E>, { kind: 'editing' }>) => ReactNode;
  readonly maxWidth?: 'sm' | 'md';
}

/**
 * The kit's create/edit dialog: the fields described as data (text, decimal, select, switch, date,
 * and a small editable table of effective-dated rows), each with its error from the domain's
 * validation or the server next to it, the form error, and the reload banner of a stale edit.
 */
export function FormDialog<V extends object, E>({
  id,
  title,
  presenter,
  fields,
  onClose,
  intro,
  maxWidth = 'sm',
}: FormDialogProps<V, E>) {
  return (
    <FormPresenterDialog id={id} title={title} presenter={presenter} onClose={onClose} maxWidth={maxWidth}>
      {(state) => (
        <FormBody
          id={id}
          state={state as Editing}
          fields={fields}
          onChange={(name, value) => presenter.set(name as keyof V, value as V[keyof V])}
          onSubmit={() => void presenter.submit()}
          onReload={() => void presenter.load()}
          intro={intro?.(state)}
        />
      )}
    </FormPresenterDialog>
  );
}

function FormBody({
  id,
  state,
  fields,
  onChange,
  onSubmit,
  onReload,
  intro,
}: {
  id: string;
  state: Editing;
  fields: readonly FieldSpec[];
  onChange: (name: string, value: unknown) => void;
  onSubmit: () => void;
  onReload: () => void;
  intro: ReactNode;
}) {
  // Fields with the same `row` share a line; the others take one each. A field shown only for some
  // values is left out while they do not hold.
  const lines: FieldSpec[][] = [];
  for (const f of fields) {
    if (f.shownWhen && !f.shownWhen(state.values)) continue;
    const last = lines.at(-1);
    if (f.row !== undefined && last && last[0]?.row === f.row) last.push(f);
    else lines.push([f]);
  }
  return (
    <DialogContent>
      <DialogForm id={id} state={state} presenter={{ submit: onSubmit, load: onReload }}>
        {intro}
        {lines.map((line, i) => (
          <Stack
            key={line.map((f) => f.name).join('+') || i}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
          >
            {line.map((f, j) => (
              <Field
                key={f.name}
                spec={f}
                value={state.values[f.name]}
                error={state.errors[f.name]}
                errors={state.errors}
                options={state.options}
                readOnly={state.saving}
                autoFocus={i === 0 && j === 0}
                onChange={(v) => onChange(f.name, v)}
              />
            ))}
          </Stack>
        ))}
      </DialogForm>
    </DialogContent>
  );
}

/**
 * Why a typed text cannot be a decimal with `decimals` places (a comma is read as the point), as the
 * key of its message; undefined when it can, or is empty. The field keeps the text as typed: it is never
 * changed, only refused with its reason.
 */
export function decimalTypingProblem(
  text: string,
  decimals: number,
): 'negative' | 'notNumber' | 'places' | 'noPlaces' | undefined {
  const v = text.trim().replace(',', '.');
  if (v === '') return undefined;
  if (/^-\s*[\d.]/.test(v)) return 'negative';
  if (!/^\d*\.?\d*$/.test(v) || v === '.') return 'notNumber';
  const places = v.includes('.') ? v.length - v.indexOf('.') - 1 : 0;
  if (places > decimals) return decimals === 0 ? 'noPlaces' : 'places';
  return undefined;
}

/** The message of a typed decimal that cannot be taken, from the resources. */
function useDecimalTyping(): (text: unknown, decimals: number) => string | undefined {
  const { t } = useTranslation();
  return (text, decimals) => {
    const problem = typeof text === 'string' ? decimalTypingProblem(text, decimals) : undefined;
    return problem && t(`admin.common.decimal.${problem}`, { count: decimals });
  };
}

function Field({
  spec,
  value,
  error,
  errors,
  options,
  readOnly,
  autoFocus,
  onChange,
}: {
  spec: FieldSpec;
  value: unknown;
  error: string | undefined;
  errors: Readonly<Record<string, string>>;
  options: FormOptions;
  readOnly: boolean;
  autoFocus: boolean;
  onChange: (value: unknown) => void;
}) {
  const typing = useDecimalTyping();
  const help = typeof spec.help === 'function' ? spec.help(value) : spec.help;
  const helperText = error ?? help ?? ' ';
  const fieldId = `field-${spec.name}`;
  switch (spec.kind) {
    case 'text':
      return (
        <TextField
          id={fieldId}
          label={spec.label}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => {
            const v = spec.upperCase ? e.target.value.toUpperCase() : e.target.value;
            if (spec.digits && !/^\d*$/.test(v)) return;
            onChange(v);
          }}
          error={Boolean(error)}
          helperText={helperText}
          required={spec.required}
          autoFocus={autoFocus}
          fullWidth
          multiline={spec.multiline}
          minRows={spec.multiline ? 3 : undefined}
          slotProps={{
            htmlInput: {
              readOnly,
              maxLength: spec.maxLength,
              ...(spec.digits ? { inputMode: 'numeric' } : {}),
            },
          }}
        />
      );
    case 'decimal': {
      const refused = error ?? typing(value, spec.decimals);
      return (
        <TextField
          id={fieldId}
          label={spec.unit ? `${spec.label} (${spec.unit})` : spec.label}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          error={Boolean(refused)}
          helperText={refused ?? help ?? ' '}
          required={spec.required}
          autoFocus={autoFocus}
          fullWidth
          slotProps={{
            htmlInput: { readOnly, inputMode: 'decimal', maxLength: spec.maxLength ?? 16 },
          }}
        />
      );
    }
    case 'select': {
      const choices = options[spec.options] ?? [];
      return (
        <TextField
          id={fieldId}
          select
          label={spec.label}
          value={choices.some((c) => c.id === value) ? String(value) : ''}
          onChange={(e) => {
            // The choice's own id: a record's number or a fixed choice's code.
            const choice = choices.find((c) => String(c.id) === e.target.value);
            onChange(choice === undefined ? null : choice.id);
          }}
          error={Boolean(error)}
          helperText={helperText}
          required={spec.required}
          autoFocus={autoFocus}
          fullWidth
          slotProps={{ htmlInput: { readOnly } }}
        >
          {spec.emptyLabel !== undefined && <MenuItem value="">{spec.emptyLabel}</MenuItem>}
          {choices.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'switch':
      return (
        <Box sx={{ width: 1 }}>
          <FormControlLabel
            control={
              <Switch
                id={fieldId}
                checked={value === true}
                onChange={(e) => onChange(e.target.checked)}
                disabled={readOnly}
              />
            }
            label={spec.label}
          />
          {(error ?? help) && <FormHelperText error={Boolean(error)}>{error ?? help}</FormHelperText>}
        </Box>
      );
    case 'date':
      return (
        <DateField
          id={fieldId}
          label={spec.label}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          readOnly={readOnly}
          error={Boolean(error)}
          helperText={helperText}
          required={spec.required}
          fullWidth
          sx={{ width: 1 }}
        />
      );
    case 'rows':
      return (
        <RowsField
          spec={spec}
          // Each row's cells are texts by column key ('effectiveFrom', 'percent').
          rows={Array.isArray(value) ? (value as Readonly<Record<string, string>>[]) : []}
          error={error}
          errors={errors}
          readOnly={readOnly}
          onChange={onChange}
        />
      );
  }
}

/** A small editable table of effective-dated rows (the vessel's share history). */
function RowsField({
  spec,
  rows,
  error,
  errors,
  readOnly,
  onChange,
}: {
  spec: Extract<FieldSpec, { kind: 'rows' }>;
  rows: readonly Readonly<Record<string, string>>[];
  error: string | undefined;
  errors: Readonly<Record<string, string>>;
  readOnly: boolean;
  onChange: (rows: readonly Readonly<Record<string, string>>[]) => void;
}) {
  const { t } = useTranslation();
  const typing = useDecimalTyping();
  const setCell = (index: number, key: string, value: string) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, [key]: value } : r)));
  return (
    <Box sx={{ width: 1 }} role="group" aria-labelledby={`field-${spec.name}-label`}>
      <Typography id={`field-${spec.name}-label`} variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {spec.label}
      </Typography>
      <Table size="small" aria-labelledby={`field-${spec.name}-label`}>
        <TableHead>
          <TableRow>
            {spec.columns.map((c) => (
              <TableCell key={c.key}>{c.unit ? `${c.label} (${c.unit})` : c.label}</TableCell>
            ))}
            <TableCell align="right">
              <Typography variant="inherit" sx={visuallyHidden}>
                {t('admin.common.actions')}
              </Typography>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            // Rows have no identity of their own until saved: their position is their key.
            <TableRow key={index}>
              {spec.columns.map((c) => {
                const cellError = errors[`${spec.name}.${index}.${c.key}`];
                const label = `${c.label} ${index + 1}`;
                return (
                  <TableCell key={c.key} sx={{ verticalAlign: 'top', px: 0.5 }}>
                    {c.kind === 'date' ? (
                      <DateField
                        label={label}
                        value={row[c.key] ?? ''}
                        onChange={(d) => setCell(index, c.key, d)}
                        readOnly={readOnly}
                        size="small"
                        error={Boolean(cellError)}
                        helperText={cellError ?? ' '}
                      />
                    ) : (
                      <TextField
                        size="small"
                        label={label}
                        value={row[c.key] ?? ''}
                        onChange={(e) => setCell(index, c.key, e.target.value)}
                        error={Boolean(cellError ?? typing(row[c.key], c.decimals ?? 2))}
                        helperText={cellError ?? typing(row[c.key], c.decimals ?? 2) ?? ' '}
                        slotProps={{ htmlInput: { readOnly, inputMode: 'decimal', maxLength: 12 } }}
                      />
                    )}
                  </TableCell>
                );
              })}
              <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                <Tooltip title={`${spec.removeLabel} ${index + 1}`}>
                  <span>
                    <IconButton
                      aria-label={`${spec.removeLabel} ${index + 1}`}
                      onClick={() => onChange(rows.filter((_, i) => i !== index))}
                      disabled={readOnly || rows.length <= 1}
                      size="small"
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => onChange([...rows, spec.newRow() as Readonly<Record<string, string>>])}
        disabled={readOnly}
        sx={{ mt: 1 }}
      >
        {spec.addLabel}
      </Button>
    </Box>
  );
}
