import {
  Alert,
  Box,
  Checkbox,
  DialogContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormPresenterDialog } from '../../common/FormDialogFrame';
import { DialogForm, textFieldsOf } from '../../common/FormBanners';
import { PERMISSION_ACTIONS } from '../../../domain/shell/modules';
import type { RoleFormPresenter, RoleFormState } from './role-form-presenter';
import type { PresenterDialogProps } from '../../core/use-presenter';

type Editing = Extract<RoleFormState, { kind: 'editing' }>;

/** The create/edit dialog of a role, with the permission matrix. */
export function RoleFormDialog({ presenter, onClose }: PresenterDialogProps<RoleFormPresenter>) {
  const { t } = useTranslation();
  return (
    <FormPresenterDialog
      id="role-form"
      title={{ create: t('admin.roles.form.createTitle'), edit: t('admin.roles.form.editTitle') }}
      presenter={presenter}
      onClose={onClose}
      maxWidth="md"
    >
      {(state) => <RoleFormBody state={state} presenter={presenter} />}
    </FormPresenterDialog>
  );
}

function RoleFormBody({ state, presenter }: { state: Editing; presenter: RoleFormPresenter }) {
  const { t } = useTranslation();
  const readOnly = state.saving;
  const locked = state.system || state.saving;
  const field = textFieldsOf(state, (name, value) => presenter.set(name, value));
  const allOn = (action: string) =>
    state.matrix.every((g) => g.modules.every((m) => m.cells.find((c) => c.action === action)?.on));
  return (
    <DialogContent>
      <DialogForm id="role-form" state={state} presenter={presenter}>
        <TextField
          label={t('admin.roles.form.name')}
          {...field('name')}
          required
          autoFocus
          slotProps={{ htmlInput: { readOnly, maxLength: 120 } }}
        />
        <TextField
          label={t('admin.roles.form.description')}
          {...field('description')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { readOnly } }}
        />
        <Typography variant="subtitle1" component="h2" id="role-matrix-title">
          {t('admin.roles.form.matrix', { count: state.grantedCount })}
        </Typography>
        {state.system && <Alert severity="info">{t('admin.roles.form.systemMatrix')}</Alert>}
        {state.errors.grants && <Alert severity="error">{state.errors.grants}</Alert>}
        <TableContainer sx={{ maxHeight: 420 }}>
          <Table size="small" stickyHeader aria-labelledby="role-matrix-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.roles.form.module')}</TableCell>
                {PERMISSION_ACTIONS.map((action) => (
                  <TableCell key={action} align="center" padding="checkbox">
                    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                      <span>{t(`admin.actions.${action}`)}</span>
                      <Checkbox
                        size="small"
                        checked={allOn(action)}
                        disabled={locked}
                        onChange={(e) => presenter.setColumn(action, e.target.checked)}
                        slotProps={{
                          input: {
                            'aria-label': t('admin.roles.form.column', {
                              action: t(`admin.actions.${action}`),
                            }),
                          },
                        }}
                      />
                    </Box>
                  </TableCell>
                ))}
                <TableCell align="center">{t('admin.roles.form.all')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.matrix.map((group) => [
                <TableRow key={`group-${group.group}`}>
                  <TableCell colSpan={PERMISSION_ACTIONS.length + 2} sx={{ bgcolor: 'action.hover' }}>
                    <Typography variant="subtitle2" component="span">
                      {group.group}
                    </Typography>
                  </TableCell>
                </TableRow>,
                ...group.modules.map((m) => (
                  <TableRow key={m.code} data-module={m.code}>
                    <TableCell component="th" scope="row">
                      {m.subgroup ? `${m.subgroup} › ${m.name}` : m.name}
                      {m.error && (
                        <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                          {m.error}
                        </Typography>
                      )}
                    </TableCell>
                    {m.cells.map((cell) => (
                      <TableCell key={cell.action} align="center" padding="checkbox">
                        <Checkbox
                          size="small"
                          checked={cell.on}
                          disabled={locked}
                          onChange={(e) => presenter.toggle(m.code, cell.action, e.target.checked)}
                          slotProps={{
                            input: {
                              'aria-label': t('admin.roles.form.cell', {
                                action: t(`admin.actions.${cell.action}`),
                                module: m.name,
                              }),
                            },
                          }}
                        />
                      </TableCell>
                    ))}
                    <TableCell align="center" padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={m.cells.every((c) => c.on)}
                        indeterminate={m.cells.some((c) => c.on) && !m.cells.every((c) => c.on)}
                        disabled={locked}
                        onChange={(e) => presenter.setRow(m.code, e.target.checked)}
                        slotProps={{
                          input: { 'aria-label': t('admin.roles.form.row', { module: m.name }) },
                        }}
                      />
                    </TableCell>
                  </TableRow>
                )),
              ])}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogForm>
    </DialogContent>
  );
}
