import { Box, Button, Link, Stack } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { RecoverPassword } from '../../../application/identity/recover-password';
import { useInject } from '../../core/dependencies';
import { usePresenter } from '../../core/use-presenter';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { AuthField } from '../components/AuthField';
import { PasswordField } from '../components/PasswordField';
import { SubmitButton } from '../components/SubmitButton';
import { formValues, useFocusFirstError } from '../components/use-focus-first-error';
import { ForgotPasswordPresenter, type ForgotPasswordState } from './forgot-password-presenter';

/** /forgotPassword: request a code, then send it with a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const recover = useInject(RecoverPassword);
  const [presenter, state] = usePresenter<ForgotPasswordState, ForgotPasswordPresenter>(
    () => new ForgotPasswordPresenter(recover, t),
  );
  const formRef = useFocusFirstError(state.kind === 'done' ? {} : state.fieldErrors);

  const backToLogin = (
    <Link
      component={RouterLink}
      to="/auth/login"
      variant="body2"
      sx={{ display: 'block', mt: 2, textAlign: 'center' }}
    >
      {t('auth.login.back')}
    </Link>
  );

  if (state.kind === 'done') {
    return (
      <AuthCard title={t('auth.recovery.title')}>
        <div data-status={state.status}>
          <FormAlert text={state.notice.text} severity="success" />
          <Button
            component={RouterLink}
            to="/auth/login"
            variant="contained"
            fullWidth
            size="large"
            autoFocus
          >
            {t('auth.recovery.goToLogin')}
          </Button>
        </div>
      </AuthCard>
    );
  }

  const busy = state.busy;
  const fieldProps = (name: 'username' | 'code' | 'newPassword') => ({
    name,
    error: state.fieldErrors[name] !== undefined,
    helperText: state.fieldErrors[name] ?? ' ',
    fullWidth: true,
    required: true,
  });

  if (state.kind === 'request') {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      presenter.requestCode(formValues(event.currentTarget).username ?? '');
    };
    return (
      <AuthCard
        title={t('auth.recovery.title')}
        subtitle={t('auth.recovery.requestText')}
        busy={busy}
        busyLabel={t('auth.recovery.sending')}
      >
        <div data-status={state.status ?? ''}>
          {state.notice && <FormAlert text={state.notice.text} severity={state.notice.severity} />}
          <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy}>
            <Stack spacing={1}>
              <AuthField
                {...fieldProps('username')}
                label={t('auth.fields.username')}
                autoComplete="username"
                defaultValue={state.username}
                autoFocus
                slotProps={{ htmlInput: { readOnly: busy } }}
              />
              <SubmitButton busy={busy}>
                {busy ? t('auth.recovery.sending') : t('auth.recovery.sendCode')}
              </SubmitButton>
            </Stack>
          </Box>
          {backToLogin}
        </div>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    presenter.submit(values.code ?? '', values.newPassword ?? '');
  };
  return (
    <AuthCard
      title={t('auth.recovery.title')}
      subtitle={t('auth.recovery.codeText')}
      busy={busy}
      busyLabel={t('auth.recovery.sending')}
    >
      <div data-status={state.status}>
        <FormAlert text={state.notice.text} severity={state.notice.severity} />
        {state.destination && state.notice.severity === 'success' && (
          <FormAlert
            text={t('auth.recovery.destination', { destination: state.destination })}
            severity="info"
          />
        )}
        <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy}>
          <Stack spacing={1}>
            <input
              type="text"
              name="username"
              value={state.username}
              autoComplete="username"
              readOnly
              hidden
            />
            <AuthField
              {...fieldProps('code')}
              label={t('auth.fields.verificationCode')}
              autoComplete="one-time-code"
              autoFocus
              slotProps={{ htmlInput: { readOnly: busy, inputMode: 'numeric' } }}
            />
            <PasswordField
              {...fieldProps('newPassword')}
              label={t('auth.fields.newPassword')}
              autoComplete="new-password"
              slotProps={{ htmlInput: { readOnly: busy } }}
            />
            <SubmitButton busy={busy}>
              {busy ? t('auth.recovery.sending') : t('auth.recovery.submit')}
            </SubmitButton>
          </Stack>
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" disabled={busy} onClick={() => presenter.requestCode(state.username)}>
            {t('auth.recovery.resend')}
          </Button>
          <Button size="small" disabled={busy} onClick={() => presenter.changeUser()}>
            {t('auth.recovery.otherUser')}
          </Button>
        </Stack>
        {backToLogin}
      </div>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
