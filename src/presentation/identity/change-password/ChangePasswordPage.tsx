import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ChangePassword } from '../../../application/identity/change-password';
import { useInject } from '../../core/dependencies';
import { usePresenter } from '../../core/use-presenter';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';
import { NewPasswordField, UsernameField } from '../components/SignInFields';
import { AuthForm, authFieldProps } from '../components/AuthForm';
import { BackToLogin } from '../components/BackToLogin';
import { formValues, useFocusFirstError } from '../components/use-focus-first-error';
import { ChangePasswordPresenter, type ChangePasswordState } from './change-password-presenter';

/** /changePassword: sign in with the current password, set the new one, sign out. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const changePassword = useInject(ChangePassword);
  const [presenter, state] = usePresenter<ChangePasswordState, ChangePasswordPresenter>(
    () => new ChangePasswordPresenter(changePassword, t),
  );
  const formRef = useFocusFirstError(state.kind === 'form' ? state.fieldErrors : {});

  if (state.kind === 'done')
    return <Navigate to="/auth/login" replace state={{ notice: 'passwordChanged' }} />;

  const busy = state.busy;
  const fieldProps = (name: 'username' | 'oldPassword' | 'newPassword') =>
    authFieldProps(state.fieldErrors, name, busy);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const v = formValues(event.currentTarget);
    presenter.submit({
      username: v.username ?? '',
      oldPassword: v.oldPassword ?? '',
      newPassword: v.newPassword ?? '',
    });
  };

  return (
    <AuthCard
      title={t('auth.changePassword.title')}
      subtitle={t('auth.changePassword.text')}
      busy={busy}
      busyLabel={t('auth.changePassword.busy')}
    >
      <AuthForm
        formRef={formRef}
        onSubmit={onSubmit}
        busy={busy}
        submit={busy ? t('auth.changePassword.busy') : t('auth.changePassword.submit')}
      >
        <UsernameField {...fieldProps('username')} />
        <PasswordField
          {...fieldProps('oldPassword')}
          label={t('auth.fields.oldPassword')}
          autoComplete="current-password"
        />
        <NewPasswordField {...fieldProps('newPassword')} />
      </AuthForm>
      <BackToLogin />
    </AuthCard>
  );
}

export default ChangePasswordPage;
