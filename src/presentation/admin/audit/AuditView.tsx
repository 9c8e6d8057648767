import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditChange } from '../../../domain/admin/audit';
import { DataTable, type TableColumn } from '../../common/DataTable';
import { PagedGrid, type ListColumn } from '../../common/ListView';
import type { Translate } from '../../common/screen-state';
import type { AuditFilters, AuditPresenter, AuditRow, AuditState } from './audit-presenter';
import { DateField } from '../../common/DateField';

/** The audit trail: filters, then the table; each row can show its values before and after. */
export function AuditView({ presenter, state }: { presenter: AuditPresenter; state: AuditState }) {
  const { t } = useTranslation();
  const { filters, errors } = state;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    presenter.apply();
  };
  const select = (field: keyof AuditFilters, label: string, options: AuditState['entities']) => (
    <TextField
      select
      size="small"
      label={label}
      value={filters[field]}
      onChange={(e) => presenter.setFilter(field, e.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{t('admin.audit.filters.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const date = (field: 'from' | 'to', label: string) => (
    <DateField
      size="small"
      label={label}
      value={filters[field]}
      onChange={(value) => presenter.setFilter(field, value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      sx={{ width: 170 }}
    />
  );
  const columns: ListColumn<AuditRow, 'occurredAt'>[] = [
    { field: 'occurredAt', header: t('admin.audit.columns.occurredAt'), sort: 'occurredAt', minWidth: 150 },
    { field: 'actor', header: t('admin.audit.columns.actor'), flex: 0.8 },
    { field: 'action', header: t('admin.audit.columns.action'), flex: 0.8 },
    { field: 'entity', header: t('admin.audit.columns.entity'), flex: 0.8 },
    { field: 'entityId', header: t('admin.audit.columns.entityId'), flex: 0.6 },
    {
      field: 'changes',
      header: t('admin.audit.columns.changes'),
      flex: 3,
      minWidth: 320,
      text: (r) => r.changes.map((c) => c.field).join(', '),
      render: (r) => (
        <Changes row={r} open={state.expanded.includes(r.id)} onToggle={() => presenter.toggle(r.id)} />
      ),
    },
  ];
  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('admin.audit.filters.apply')}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          {select('entity', t('admin.audit.filters.entity'), state.entities)}
          <TextField
            size="small"
            label={t('admin.audit.filters.actor')}
            value={filters.actor}
            onChange={(e) => presenter.setFilter('actor', e.target.value)}
          />
          {select('action', t('admin.audit.filters.action'), state.actions)}
          {date('from', t('admin.audit.filters.from'))}
          {date('to', t('admin.audit.filters.to'))}
          <Button type="submit" variant="contained">
            {t('admin.audit.filters.apply')}
          </Button>
          <Button onClick={() => presenter.clear()}>{t('admin.audit.filters.clear')}</Button>
        </Stack>
      </Box>
      <PagedGrid
        label={t('admin.audit.tableLabel')}
        columns={columns}
        table={state.table}
        query={state.query}
        emptyText={t('admin.audit.empty')}
        onSort={() => presenter.sortBy()}
        onPage={(p) => presenter.setPage(p)}
        onPageSize={(s) => presenter.setPageSize(s)}
        onRetry={() => void presenter.load()}
      />
    </>
  );
}

/** A changed field, its value before and after (long values wrap). */
const changeColumns = (t: Translate): TableColumn<AuditChange>[] => {
  const wrap = { wordBreak: 'break-word', maxWidth: 280 } as const;
  return [
    { key: 'field', header: t('admin.audit.field'), cell: (c) => c.field },
    { key: 'before', header: t('admin.audit.before'), cell: (c) => c.before, sx: wrap },
    { key: 'after', header: t('admin.audit.after'), cell: (c) => c.after, sx: wrap },
  ];
};

function Changes({ row, open, onToggle }: { row: AuditRow; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  if (row.changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('admin.audit.noChanges')}
      </Typography>
    );
  }
  return (
    <Box>
      <Button size="small" onClick={onToggle} aria-expanded={open}>
        {open
          ? t('admin.audit.hideChanges')
          : t('admin.audit.showChanges', { entity: row.entity, id: row.entityId })}
      </Button>
      {open && (
        <DataTable
          label={t('admin.audit.showChanges', { entity: row.entity, id: row.entityId })}
          columns={changeColumns(t)}
          rows={row.changes}
          rowKey={(c) => c.field}
        />
      )}
    </Box>
  );
}
