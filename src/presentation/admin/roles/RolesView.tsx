import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Chip, IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RoleSort } from '../../../domain/admin/role';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { NoticeBar } from '../common/NoticeBar';
import { PagedTable, type Column } from '../common/PagedTable';
import { SearchField } from '../common/SearchField';
import { RoleFormDialog } from './RoleFormDialog';
import type { RoleRow, RolesPresenter, RolesState } from './roles-presenter';

/** The roles screen: search, table, and the create/edit and delete dialogs. */
export function RolesView({ presenter, state }: { presenter: RolesPresenter; state: RolesState }) {
  const { t } = useTranslation();
  const columns: Column<RoleRow, RoleSort>[] = [
    {
      key: 'name',
      label: t('admin.roles.columns.name'),
      sort: 'name',
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{r.name}</span>
          {r.system && <Chip size="small" label={t('admin.roles.system')} />}
        </Stack>
      ),
    },
    {
      key: 'description',
      label: t('admin.roles.columns.description'),
      sort: 'description',
      render: (r) => r.description,
    },
    {
      key: 'modules',
      label: t('admin.roles.columns.modules'),
      align: 'right',
      render: (r) => r.modulesCount,
    },
    {
      key: 'users',
      label: t('admin.roles.columns.users'),
      sort: 'usersCount',
      align: 'right',
      render: (r) => r.usersCount,
    },
    {
      key: 'updatedAt',
      label: t('admin.roles.columns.updatedAt'),
      sort: 'updatedAt',
      render: (r) => r.updatedAt,
    },
  ];
  if (state.can.edit || state.can.remove) {
    columns.push({
      key: 'actions',
      label: t('admin.common.actions'),
      align: 'right',
      render: (r) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {state.can.edit && (
            <Tooltip title={t('admin.roles.edit', { name: r.name })}>
              <IconButton
                size="small"
                aria-label={t('admin.roles.edit', { name: r.name })}
                onClick={() => presenter.openEdit(r)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {state.can.remove && !r.system && (
            <Tooltip title={t('admin.roles.delete', { name: r.name })}>
              <IconButton
                size="small"
                aria-label={t('admin.roles.delete', { name: r.name })}
                onClick={() => presenter.askDelete(r)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    });
  }
  const deleting = state.deleting;
  return (
    <>
      <NoticeBar notice={state.notice} onClose={() => presenter.dismissNotice()} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between' }}
      >
        <SearchField
          label={t('admin.roles.search')}
          value={state.query.q}
          onChange={(q) => presenter.setSearch(q)}
          onSubmit={() => presenter.search()}
        />
        {state.can.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => presenter.openCreate()}>
            {t('admin.roles.create')}
          </Button>
        )}
      </Stack>
      <PagedTable
        label={t('admin.roles.tableLabel')}
        columns={columns}
        table={state.table}
        query={state.query}
        rowKey={(r) => String(r.id)}
        emptyText={state.query.q.trim() ? t('admin.roles.noMatches') : t('admin.roles.empty')}
        onSort={(s) => presenter.sortBy(s)}
        onPage={(p) => presenter.setPage(p)}
        onPageSize={(s) => presenter.setPageSize(s)}
        onRetry={() => void presenter.load()}
      />
      {state.form && <RoleFormDialog presenter={state.form} onClose={() => presenter.closeForm()} />}
      {deleting && (
        <ConfirmDialog
          id="role-delete"
          title={t('admin.roles.deleteTitle')}
          question={t('admin.roles.deleteQuestion', { name: deleting.row.name })}
          confirmLabel={t('admin.common.delete')}
          danger
          busy={deleting.busy}
          error={deleting.error}
          onCancel={() => presenter.cancelDelete()}
          onConfirm={() => void presenter.confirmDelete()}
        />
      )}
    </>
  );
}
