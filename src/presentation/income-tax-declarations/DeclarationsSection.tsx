import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_MAX,
  EMPLOYER_NAME_MAX,
  type DeclarationInput,
  type DeclarationKind,
} from '../../domain/income-tax-declarations/declaration';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { DataTable, type TableColumn } from '../common/DataTable';
import { FormDialog, type FormFields } from '../common/FormDialog';
import { RecordActions } from '../common/RecordsDialog';
import { RetryAlert } from '../common/RetryAlert';
import { useAttachedPresenter } from '../core/use-presenter';
import { type DeclarationRowView, type DeclarationsPresenter } from './declarations-presenter';

/** The form's fields of each kind of declaration. */
function fieldsOf(t: TFunction): Readonly<Record<DeclarationKind, FormFields<DeclarationInput>>> {
  const WORKER: FormFields<DeclarationInput>[number] = {
    name: 'document',
    label: t('declarations.form.document'),
    kind: 'text',
    maxLength: DOCUMENT_MAX,
    digits: true,
    required: true,
    help: t('declarations.form.documentHelp'),
  };
  return {
    otro_empleador: [
      WORKER,
      {
        name: 'employerRuc',
        label: t('declarations.form.employerRuc'),
        kind: 'text',
        maxLength: 11,
        digits: true,
        required: true,
        row: 1,
      },
      {
        name: 'employerName',
        label: t('declarations.form.employerName'),
        kind: 'text',
        maxLength: EMPLOYER_NAME_MAX,
        required: true,
        row: 1,
      },
      {
        name: 'taxablePay',
        label: t('declarations.form.taxablePay'),
        kind: 'decimal',
        decimals: 2,
        unit: 'S/',
        required: true,
        row: 2,
      },
      {
        name: 'taxWithheld',
        label: t('declarations.form.taxWithheld'),
        kind: 'decimal',
        decimals: 2,
        unit: 'S/',
        required: true,
        row: 2,
      },
    ],
    gastos_deducibles: [
      WORKER,
      {
        name: 'amount',
        label: t('declarations.form.amount'),
        kind: 'decimal',
        decimals: 2,
        unit: 'S/',
        required: true,
        help: t('declarations.form.amountHelp'),
      },
    ],
  };
}

/**
 * The month's income tax declarations: other employers' income and the deductible expenses the
 * workers declared, with add, edit and delete for a user with `editar` while the month is not closed.
 */
export function DeclarationsSection({ presenter }: { presenter: DeclarationsPresenter }) {
  const { t } = useTranslation();
  const state = useAttachedPresenter(presenter);
  const fields = useMemo(() => fieldsOf(t), [t]);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mt: 2 }}
      component="section"
      aria-labelledby="income-tax-declarations-title"
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' }, mb: 1 }}>
        <Typography
          id="income-tax-declarations-title"
          variant="subtitle1"
          component="h3"
          sx={{ flexGrow: 1, fontWeight: 600 }}
        >
          {t('declarations.section.title')}
        </Typography>
        {state.kind === 'ready' && state.editable && (
          <>
            <Button variant="outlined" size="small" onClick={() => presenter.openCreate('otro_empleador')}>
              {t('declarations.section.addOther')}
            </Button>
            <Button variant="outlined" size="small" onClick={() => presenter.openCreate('gastos_deducibles')}>
              {t('declarations.section.addExpenses')}
            </Button>
          </>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('declarations.section.intro')}
      </Typography>
      {state.kind === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <CircularProgress size={24} aria-label={t('declarations.loading')} />
        </Box>
      )}
      {state.kind === 'failed' && (
        <RetryAlert onRetry={() => void presenter.load()}>{state.message}</RetryAlert>
      )}
      {state.kind === 'ready' && (
        <>
          {state.notice && (
            <Alert severity="success" sx={{ mb: 1 }} onClose={() => presenter.dismissNotice()}>
              {state.notice}
            </Alert>
          )}
          {state.error && !state.confirm && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {state.error}
            </Alert>
          )}
          {state.closed && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('declarations.section.closed')}
            </Typography>
          )}
          {state.rows.length === 0 ? (
            <Typography variant="body2">{t('declarations.section.empty')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <DataTable
                label={t('declarations.section.title')}
                columns={declarationColumns(t, presenter, state.editable)}
                rows={state.rows}
                rowKey={(row) => String(row.id)}
              />
            </Box>
          )}
          {state.form && state.formKind && (
            <FormDialog
              id="income-tax-declaration-form"
              title={{
                create: t(`declarations.kinds.${state.formKind}`),
                edit: t('declarations.form.editTitle', {
                  kind: t(`declarations.kinds.${state.formKind}`).toLowerCase(),
                }),
              }}
              presenter={state.form}
              fields={fields[state.formKind]}
              onClose={() => presenter.closeForm()}
            />
          )}
          {state.confirm && (
            <ConfirmDialog
              id="income-tax-declaration-delete"
              title={t('declarations.section.deleteTitle')}
              question={t('declarations.section.deleteQuestion', {
                worker: state.confirm.worker,
                what: state.confirm.what,
              })}
              confirmLabel={t('common.delete')}
              danger
              busy={state.deleting}
              error={state.error}
              onCancel={() => presenter.cancelDelete()}
              onConfirm={() => void presenter.confirmDelete()}
            />
          )}
        </>
      )}
    </Paper>
  );
}

type DeclarationRow = DeclarationRowView;

/** The month's declarations as table columns; with `editable`, each row's edit and delete buttons. */
function declarationColumns(
  t: TFunction,
  presenter: DeclarationsPresenter,
  editable: boolean,
): TableColumn<DeclarationRow>[] {
  const text = (
    key: 'worker' | 'kindLabel' | 'employer' | 'taxablePay' | 'taxWithheld' | 'amount',
    align?: 'right',
  ): TableColumn<DeclarationRow> => ({
    key,
    header: t(`declarations.table.${key}`),
    cell: (row) => row[key],
    ...(align ? { align } : {}),
  });
  const columns = [
    text('worker'),
    text('kindLabel'),
    text('employer'),
    text('taxablePay', 'right'),
    text('taxWithheld', 'right'),
    text('amount', 'right'),
  ];
  if (!editable) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: t('declarations.table.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (row) => (
        <RecordActions
          size="small"
          edit={{
            label: t('declarations.edit', { worker: row.worker, what: row.what }),
            onClick: () => presenter.openEdit(row),
          }}
          remove={{
            label: t('declarations.delete', { worker: row.worker, what: row.what }),
            onClick: () => presenter.askDelete(row),
          }}
        />
      ),
    },
  ];
}
