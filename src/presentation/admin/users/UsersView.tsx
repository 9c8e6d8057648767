import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UserSort } from '../../../domain/admin/user';
import { listViewBasics } from '../../common/list-view-basics';
import { FilterSelect } from '../../common/FilterSelect';
import { ListView, type ListColumn, type RowAction } from '../../common/ListView';
import { UserFormDialog } from './UserFormDialog';
import type { UserRow, UsersPresenter, UsersState } from './users-presenter';

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
      {...listViewBasics(t, 'admin.users', presenter, state, state.can.crear)}
      columns={columns}
      actions={actions}
      filters={
        <FilterSelect
          label={t('admin.users.stateFilter')}
          any={t('admin.users.stateAll')}
          choices={[
            { value: 'enabled', label: t('admin.users.stateEnabled') },
            { value: 'disabled', label: t('admin.users.stateDisabled') },
          ]}
          value={state.query.filters.state}
          onChange={(v) => presenter.setFilter('state', v)}
        />
      }
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
