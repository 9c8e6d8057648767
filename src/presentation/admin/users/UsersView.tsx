import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Chip, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UserSort } from '../../../domain/admin/user';
import { ListView, type ListColumn, type RowAction } from '../../common/ListView';
import { UserFormDialog } from './UserFormDialog';
import type { UserRow, UsersPresenter, UsersState, UserStateFilter } from './users-presenter';

const who = (u: UserRow) => u.name || u.username;

/** The users screen on the kit: search and state filter, the grid, and the form and confirmation dialogs. */
export function UsersView({ presenter, state }: { presenter: UsersPresenter; state: UsersState }) {
  const { t } = useTranslation();
  const columns: ListColumn<UserRow, UserSort>[] = [
    { field: 'name', header: t('admin.users.columns.name'), sort: 'name' },
    { field: 'username', header: t('admin.users.columns.username'), sort: 'username' },
    { field: 'email', header: t('admin.users.columns.email'), sort: 'email', flex: 1.5 },
    { field: 'roles', header: t('admin.users.columns.roles'), flex: 1.5 },
    {
      field: 'state',
      header: t('admin.users.columns.state'),
      sort: 'enabled',
      render: (u) => (
        <Chip size="small" label={u.state} color={u.enabled ? 'success' : 'default'} variant="outlined" />
      ),
    },
    {
      field: 'lastSignIn',
      header: t('admin.users.columns.lastSignIn'),
      sort: 'lastSignInAt',
      text: (u) => u.lastSignIn ?? t('admin.users.never'),
    },
  ];
  const actions: RowAction<UserRow>[] = state.can.editar
    ? [
        {
          key: 'edit',
          label: (u) => t('admin.users.edit', { name: who(u) }),
          icon: <EditIcon fontSize="small" />,
          onClick: (u) => presenter.openEdit(u),
        },
        {
          key: 'disable',
          label: (u) => t('admin.users.disable', { name: who(u) }),
          icon: <BlockIcon fontSize="small" />,
          onClick: (u) => presenter.ask('disable', u),
          shown: (u) => u.enabled,
        },
        {
          key: 'enable',
          label: (u) => t('admin.users.enable', { name: who(u) }),
          icon: <CheckCircleIcon fontSize="small" />,
          onClick: (u) => presenter.ask('enable', u),
          shown: (u) => !u.enabled,
        },
        {
          key: 'reset',
          label: (u) => t('admin.users.reset', { name: who(u) }),
          icon: <LockResetIcon fontSize="small" />,
          onClick: (u) => presenter.ask('reset', u),
        },
      ]
    : [];
  return (
    <ListView
      id="users"
      label={t('admin.users.tableLabel')}
      presenter={presenter}
      state={state}
      columns={columns}
      actions={actions}
      searchLabel={t('admin.users.search')}
      filtered={state.query.q.trim() !== '' || state.query.filters.state !== ''}
      emptyText={t('admin.users.empty')}
      noMatchesText={t('admin.users.noMatches')}
      filters={
        <TextField
          select
          size="small"
          label={t('admin.users.stateFilter')}
          value={state.query.filters.state}
          onChange={(e) => presenter.setFilter('state', e.target.value as UserStateFilter)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('admin.users.stateAll')}</MenuItem>
          <MenuItem value="enabled">{t('admin.users.stateEnabled')}</MenuItem>
          <MenuItem value="disabled">{t('admin.users.stateDisabled')}</MenuItem>
        </TextField>
      }
      {...(state.can.crear
        ? { create: { label: t('admin.users.create'), onClick: () => presenter.openCreate() } }
        : {})}
      confirmText={(c) => ({
        title: t(`admin.users.confirm.${c.command}Title`),
        question: t(`admin.users.confirm.${c.command}`, { name: who(c.row) }),
        action: t('admin.users.confirm.confirm'),
        danger: c.command === 'disable',
      })}
      dialog={state.form && <UserFormDialog presenter={state.form} onClose={() => presenter.closeForm()} />}
    />
  );
}
