import {
  Box,
  Button,
  Checkbox,
  DialogContent,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormPresenterDialog } from '../../common/FormDialogFrame';
import { DialogForm, textFieldsOf } from '../../common/FormBanners';
import type { PasswordMode, UserFormPresenter, UserFormState } from './user-form-presenter';
import type { PresenterDialogProps } from '../../core/use-presenter';

type Editing = Extract<UserFormState, { kind: 'editing' }>;

/** The create/edit dialog of a user. */
export function UserFormDialog({ presenter, onClose }: PresenterDialogProps<UserFormPresenter>) {
  const { t } = useTranslation();
  return (
    <FormPresenterDialog
      id="user-form"
      title={{ create: t('admin.users.form.createTitle'), edit: t('admin.users.form.editTitle') }}
      presenter={presenter}
      onClose={onClose}
    >
      {(state) => <UserFormBody state={state} presenter={presenter} />}
    </FormPresenterDialog>
  );
}

function UserFormBody({ state, presenter }: { state: Editing; presenter: UserFormPresenter }) {
  const { t } = useTranslation();
  const { values: fields, errors } = state;
  const readOnly = state.saving;
  const creating = state.mode === 'create';
  const field = textFieldsOf(state, (name, value) => presenter.set(name, value));
  return (
    <DialogContent>
      <DialogForm id="user-form" state={state} presenter={presenter}>
        <TextField
          label={t('admin.users.form.username')}
          {...field('username')}
          required
          disabled={!creating}
          autoFocus={creating}
          autoComplete="off"
          slotProps={{ htmlInput: { readOnly, maxLength: 64 } }}
        />
        <TextField
          label={t('admin.users.form.name')}
          {...field('name')}
          required
          autoFocus={!creating}
          autoComplete="off"
          slotProps={{ htmlInput: { readOnly, maxLength: 100 } }}
        />
        <TextField
          label={t('admin.users.form.email')}
          type="email"
          {...field('email')}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { readOnly, maxLength: 254 } }}
        />
        <FormControl error={Boolean(errors.roleIds)} component="fieldset" variant="standard">
          <FormLabel component="legend" required>
            {t('admin.users.form.roles')}
          </FormLabel>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {state.options.map((role) => (
              <FormControlLabel
                key={role.id}
                label={role.name}
                control={
                  <Checkbox
                    checked={fields.roleIds.includes(role.id)}
                    disabled={readOnly}
                    onChange={(e) =>
                      presenter.set(
                        'roleIds',
                        e.target.checked
                          ? [...fields.roleIds, role.id]
                          : fields.roleIds.filter((id) => id !== role.id),
                      )
                    }
                  />
                }
              />
            ))}
          </Box>
          <FormHelperText>{errors.roleIds ?? ' '}</FormHelperText>
        </FormControl>
        {creating && (
          <FormControl component="fieldset" variant="standard">
            <FormLabel component="legend">{t('admin.users.form.passwordMode')}</FormLabel>
            <RadioGroup
              value={fields.passwordMode}
              onChange={(e) => presenter.set('passwordMode', e.target.value as PasswordMode)}
            >
              <FormControlLabel
                value="manual"
                control={<Radio disabled={readOnly} />}
                label={t('admin.users.form.modeManual')}
              />
              <FormControlLabel
                value="generated"
                control={<Radio disabled={readOnly} />}
                label={t('admin.users.form.modeGenerated')}
              />
            </RadioGroup>
            <FormHelperText>{t('admin.users.form.passwordHelp')}</FormHelperText>
          </FormControl>
        )}
        {creating && fields.passwordMode === 'manual' && (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={t('admin.users.form.temporaryPassword')}
                {...field('temporaryPassword')}
                autoComplete="new-password"
                fullWidth
                slotProps={{ htmlInput: { readOnly, maxLength: 99, spellCheck: false } }}
              />
              <Button onClick={() => presenter.generatePassword()} disabled={readOnly} sx={{ mt: 1 }}>
                {t('admin.users.form.generate')}
              </Button>
            </Stack>
            <FormControlLabel
              control={
                <Checkbox
                  checked={fields.sendInvitation}
                  disabled={readOnly}
                  onChange={(e) => presenter.set('sendInvitation', e.target.checked)}
                />
              }
              label={t('admin.users.form.sendInvitation')}
            />
          </>
        )}
      </DialogForm>
    </DialogContent>
  );
}
