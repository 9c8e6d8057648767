import { Button, Stack } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { RecoverPassword } from '../../../application/identity/recover-password';
import { useInject } from '../../core/dependencies';
import { usePresenter } from '../../core/use-presenter';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import {
  HiddenUsername,
  NewPasswordField,
  OneTimeCodeField,
  UsernameField,
} from '../components/SignInFields';
import { AuthForm, authFieldProps } from '../components/AuthForm';
import { BackToLogin } from '../components/BackToLogin';
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
  const fieldProps = (name: 'username' | 'code' | 'newPassword') =>
    authFieldProps(state.fieldErrors, name, busy);

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
          <AuthForm
            formRef={formRef}
            onSubmit={onSubmit}
            busy={busy}
            submit={busy ? t('auth.recovery.sending') : t('auth.recovery.sendCode')}
          >
            <UsernameField {...fieldProps('username')} defaultValue={state.username} />
          </AuthForm>
          <BackToLogin />
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
        <AuthForm
          formRef={formRef}
          onSubmit={onSubmit}
          busy={busy}
          submit={busy ? t('auth.recovery.sending') : t('auth.recovery.submit')}
        >
          <HiddenUsername username={state.username} />
          <OneTimeCodeField {...fieldProps('code')} label={t('auth.fields.verificationCode')} busy={busy} />
          <NewPasswordField {...fieldProps('newPassword')} />
        </AuthForm>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" disabled={busy} onClick={() => presenter.requestCode(state.username)}>
            {t('auth.recovery.resend')}
          </Button>
          <Button size="small" disabled={busy} onClick={() => presenter.changeUser()}>
            {t('auth.recovery.otherUser')}
          </Button>
        </Stack>
        <BackToLogin />
      </div>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
