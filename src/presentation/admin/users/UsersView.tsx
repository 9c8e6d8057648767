import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Button, Chip, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSort } from '../../../domain/admin/user';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { NoticeBar } from '../common/NoticeBar';
import { PagedTable, type Column } from '../common/PagedTable';
import { SearchField } from '../common/SearchField';
import { UserFormDialog } from './UserFormDialog';
import type { UserRow, UsersPresenter, UsersState, UserStateFilter } from './users-presenter';

/** The users screen: search and state filter, the table, and the form and confirmation dialogs. */
export function UsersView({ presenter, state }: { presenter: UsersPresenter; state: UsersState }) {
  const { t } = useTranslation();
  const columns: Column<UserRow, UserSort>[] = [
    { key: 'name', label: t('admin.users.columns.name'), sort: 'name', render: (u) => u.name },
    {
      key: 'username',
      label: t('admin.users.columns.username'),
      sort: 'username',
      render: (u) => u.username,
    },
    { key: 'email', label: t('admin.users.columns.email'), sort: 'email', render: (u) => u.email },
    { key: 'roles', label: t('admin.users.columns.roles'), render: (u) => u.roles },
    {
      key: 'state',
      label: t('admin.users.columns.state'),
      sort: 'enabled',
      render: (u) => (
        <Chip size="small" label={u.state} color={u.enabled ? 'success' : 'default'} variant="outlined" />
      ),
    },
    {
      key: 'lastSignIn',
      label: t('admin.users.columns.lastSignIn'),
      sort: 'lastSignInAt',
      render: (u) => u.lastSignIn ?? t('admin.users.never'),
    },
  ];
  if (state.can.edit) {
    columns.push({
      key: 'actions',
      label: t('admin.common.actions'),
      align: 'right',
      render: (u) => {
        const who = u.name || u.username;
        const action = (label: string, icon: ReactNode, onClick: () => void) => (
          <Tooltip title={label}>
            <IconButton size="small" aria-label={label} onClick={onClick}>
              {icon}
            </IconButton>
          </Tooltip>
        );
        return (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            {action(t('admin.users.edit', { name: who }), <EditIcon fontSize="small" />, () =>
              presenter.openEdit(u),
            )}
            {u.enabled
              ? action(t('admin.users.disable', { name: who }), <BlockIcon fontSize="small" />, () =>
                  presenter.ask('disable', u),
                )
              : action(t('admin.users.enable', { name: who }), <CheckCircleIcon fontSize="small" />, () =>
                  presenter.ask('enable', u),
                )}
            {action(t('admin.users.reset', { name: who }), <LockResetIcon fontSize="small" />, () =>
              presenter.ask('reset', u),
            )}
          </Stack>
        );
      },
    });
  }
  const confirming = state.confirming;
  const filtered = state.query.q.trim() !== '' || state.query.state !== '';
  return (
    <>
      <NoticeBar notice={state.notice} onClose={() => presenter.dismissNotice()} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchField
          label={t('admin.users.search')}
          value={state.query.q}
          onChange={(q) => presenter.setSearch(q)}
          onSubmit={() => presenter.search()}
        />
        <TextField
          select
          size="small"
          label={t('admin.users.stateFilter')}
          value={state.query.state}
          onChange={(e) => presenter.setStateFilter(e.target.value as UserStateFilter)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('admin.users.stateAll')}</MenuItem>
          <MenuItem value="enabled">{t('admin.users.stateEnabled')}</MenuItem>
          <MenuItem value="disabled">{t('admin.users.stateDisabled')}</MenuItem>
        </TextField>
        <Stack sx={{ flexGrow: 1 }} />
        {state.can.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => presenter.openCreate()}>
            {t('admin.users.create')}
          </Button>
        )}
      </Stack>
      <PagedTable
        label={t('admin.users.tableLabel')}
        columns={columns}
        table={state.table}
        query={state.query}
        rowKey={(u) => u.username}
        emptyText={filtered ? t('admin.users.noMatches') : t('admin.users.empty')}
        onSort={(s) => presenter.sortBy(s)}
        onPage={(p) => presenter.setPage(p)}
        onPageSize={(s) => presenter.setPageSize(s)}
        onRetry={() => void presenter.load()}
      />
      {state.form && <UserFormDialog presenter={state.form} onClose={() => presenter.closeForm()} />}
      {confirming && (
        <ConfirmDialog
          id="user-confirm"
          title={t(`admin.users.confirm.${confirming.command}Title`)}
          question={t(`admin.users.confirm.${confirming.command}`, {
            name: confirming.row.name || confirming.row.username,
          })}
          confirmLabel={t('admin.users.confirm.confirm')}
          danger={confirming.command === 'disable'}
          busy={confirming.busy}
          error={confirming.error}
          onCancel={() => presenter.cancelCommand()}
          onConfirm={() => void presenter.confirmCommand()}
        />
      )}
    </>
  );
}
