import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RoleSort } from '../../../domain/admin/role';
import { listViewBasics } from '../../common/list-view-basics';
import { ListView, type ListColumn, type RowAction } from '../../common/ListView';
import { RoleFormDialog } from './RoleFormDialog';
import type { RoleRow, RolesPresenter, RolesState } from './roles-presenter';

/** The roles screen on the kit: search, the grid, and the create/edit and delete dialogs. */
export function RolesView({ presenter, state }: { presenter: RolesPresenter; state: RolesState }) {
  const { t } = useTranslation();
  const columns: ListColumn<RoleRow, RoleSort>[] = [
    {
      field: 'name',
      header: t('admin.roles.columns.name'),
      sort: 'name',
      flex: 1.5,
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: 1 }}>
          <span>{r.name}</span>
          {r.system && <Chip size="small" label={t('admin.roles.system')} />}
        </Stack>
      ),
    },
    { field: 'description', header: t('admin.roles.columns.description'), sort: 'description', flex: 2 },
    {
      field: 'modulesCount',
      header: t('admin.roles.columns.modules'),
      align: 'right',
      flex: 0.6,
      text: (r) => String(r.modulesCount),
    },
    {
      field: 'usersCount',
      header: t('admin.roles.columns.users'),
      sort: 'usersCount',
      align: 'right',
      flex: 0.6,
      text: (r) => String(r.usersCount),
    },
    { field: 'updatedAt', header: t('admin.roles.columns.updatedAt'), sort: 'updatedAt' },
  ];
  const actions: RowAction<RoleRow>[] = [];
  if (state.can.editar) {
    actions.push({
      key: 'edit',
      label: (r) => t('admin.roles.edit', { name: r.name }),
      icon: <EditIcon fontSize="small" />,
      onClick: (r) => presenter.openEdit(r),
    });
  }
  if (state.can.eliminar) {
    actions.push({
      key: 'delete',
      label: (r) => t('admin.roles.delete', { name: r.name }),
      icon: <DeleteIcon fontSize="small" />,
      onClick: (r) => presenter.ask('delete', r),
      shown: (r) => !r.system,
    });
  }
  return (
    <ListView
      id="roles"
      {...listViewBasics(t, 'admin.roles', presenter, state, state.can.crear)}
      columns={columns}
      actions={actions}
      confirmText={(c) => ({
        title: t('admin.roles.deleteTitle'),
        question: t('admin.roles.deleteQuestion', { name: c.row.name }),
        action: t('admin.common.delete'),
        danger: true,
      })}
      dialog={state.form && <RoleFormDialog presenter={state.form} onClose={() => presenter.closeForm()} />}
    />
  );
}
