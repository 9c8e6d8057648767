import { Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import type { AnchorHTMLAttributes, ComponentType, FormEvent, ReactNode, RefAttributes } from 'react';
import { useTexts } from '../../core/texts';
import { AuthSession } from '../../../application/identity/auth-session';
import { StartHostedLogin } from '../../../application/identity/hosted-login';
import { SignIn } from '../../../application/identity/sign-in';
import { useInject } from '../../core/dependencies';
import { useHydrated } from '../../core/hydration';
import { usePresenter } from '../../core/use-presenter';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import {
  HiddenUsername,
  NewPasswordField,
  OneTimeCodeField,
  UsernameField,
} from '../components/SignInFields';
import { AuthForm, authFieldProps } from '../components/AuthForm';
import { formValues, useFocusFirstError } from '../components/use-focus-first-error';
import { returnPath } from '../return-path';
import { LoginPresenter, type LoginState } from './login-presenter';

type StepState = Exclude<LoginState, { kind: 'signedIn' }>;

/** A link to another page of the application: the router's, or the sign-in island's (src/sign-in.tsx). */
export type AppLink = ComponentType<
  { readonly to: string } & AnchorHTMLAttributes<HTMLAnchorElement> & RefAttributes<HTMLAnchorElement>
>;

export interface LoginScreenProps {
  /** The location's state: where the user was going (`from`) and a notice (`passwordChanged`). */
  readonly locationState: unknown;
  /** How the page links to the password pages. */
  readonly link: AppLink;
  /** What shows once the user is signed in: the way on to `from`. */
  readonly signedIn: (from: string) => ReactNode;
}

/**
 * /auth/login: sign-in and each challenge step, in a centered card. It knows no router: the application
 * gives it the router's link and redirect (LoginPage), the prerendered page's island its own.
 */
export function LoginScreen({ locationState, link, signedIn }: LoginScreenProps) {
  const { t } = useTexts();
  const signIn = useInject(SignIn);
  const hosted = useInject(StartHostedLogin);
  const session = useInject(AuthSession);
  const [presenter, state] = usePresenter<LoginState, LoginPresenter>(
    () => new LoginPresenter(signIn, hosted, session, t),
  );
  const from = returnPath(locationState);
  const notice = (locationState as { notice?: string } | null)?.notice;

  if (state.kind === 'signedIn') return <>{signedIn(from)}</>;
  return (
    <LoginView
      state={state}
      presenter={presenter}
      from={from}
      link={link}
      notice={
        notice === 'passwordChanged' && state.kind === 'credentials' ? t('auth.login.passwordChanged') : null
      }
    />
  );
}

interface LoginViewProps {
  readonly state: StepState;
  readonly presenter: LoginPresenter;
  readonly from: string;
  readonly link: AppLink;
  readonly notice: string | null;
}

function LoginView({ state, presenter, from, link, notice }: LoginViewProps) {
  const { t } = useTexts();
  const formRef = useFocusFirstError(state.fieldErrors);
  const busy = state.busy;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const v = formValues(event.currentTarget);
    switch (state.kind) {
      case 'credentials':
        return presenter.submitCredentials(v.username ?? '', v.password ?? '');
      case 'newPassword':
        return presenter.submitNewPassword(v.newPassword ?? '');
      case 'customChallenge':
        return presenter.submitAnswer(v.answer ?? '');
      case 'softwareToken':
        return presenter.submitSoftwareToken(v.code ?? '');
      case 'mfaSetup':
        return presenter.submitMfaSetup(v.code ?? '');
    }
  };

  const field = (name: keyof StepState['fieldErrors']) => authFieldProps(state.fieldErrors, name, busy);

  const codeField = (name: 'answer' | 'code', label: string) => (
    <OneTimeCodeField {...field(name)} key={`${state.kind}-${name}`} label={label} busy={busy} />
  );

  const { title, subtitle, submit, fields } = stepOf(state, t, field, codeField);

  return (
    <AuthCard title={title} subtitle={subtitle} busy={busy} busyLabel={t('auth.login.busy')}>
      <FormAlert text={notice} severity="success" />
      <FormAlert text={state.error} />
      <AuthForm
        formRef={formRef}
        onSubmit={onSubmit}
        busy={busy}
        submit={busy ? t('auth.login.busy') : submit}
      >
        {fields}
      </AuthForm>
      <LoginLinks state={state} presenter={presenter} from={from} link={link} />
    </AuthCard>
  );
}

/** What every field of a step has: its name, its error, read-only while busy. */
type StepField = ReturnType<typeof authFieldProps<keyof StepState['fieldErrors']>>;

interface Step {
  readonly title: string;
  readonly subtitle: string | null;
  readonly submit: string;
  readonly fields: ReactNode;
}

/** The step's title, text, fields and button. */
function stepOf(
  state: StepState,
  t: (key: string, params?: Record<string, unknown>) => string,
  field: (name: keyof StepState['fieldErrors']) => StepField,
  codeField: (name: 'answer' | 'code', label: string) => ReactNode,
): Step {
  /** A step's title and button, `auth.<step>.title` and `.submit`, with its text. */
  const texts = (step: string, subtitle: string | null) => ({
    title: t(`auth.${step}.title`),
    subtitle,
    submit: t(`auth.${step}.submit`),
  });
  switch (state.kind) {
    case 'credentials':
      return {
        ...texts('login', t('auth.login.subtitle')),
        fields: (
          <>
            <UsernameField {...field('username')} />
            <PasswordField
              {...field('password')}
              label={t('auth.fields.password')}
              autoComplete="current-password"
            />
          </>
        ),
      };
    case 'newPassword':
      return {
        ...texts('newPassword', t('auth.newPassword.text', { username: state.username })),
        fields: (
          <>
            <HiddenUsername username={state.username} />
            <NewPasswordField {...field('newPassword')} key="newPassword" autoFocus />
          </>
        ),
      };
    case 'customChallenge':
      return {
        ...texts('customChallenge', state.prompt),
        fields: codeField('answer', t('auth.fields.answer')),
      };
    case 'softwareToken':
      return {
        ...texts('softwareToken', t('auth.softwareToken.text')),
        fields: codeField('code', t('auth.fields.totpCode')),
      };
    case 'mfaSetup':
      return {
        ...texts('mfaSetup', t('auth.mfaSetup.text')),
        fields: (
          <>
            <Box sx={{ mb: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover', textAlign: 'center' }}>
              <Typography variant="caption" component="p" id="mfa-secret-label">
                {t('auth.mfaSetup.secretLabel')}
              </Typography>
              <Typography
                component="p"
                aria-labelledby="mfa-secret-label"
                data-secret={state.secretCode}
                sx={{
                  fontFamily: 'monospace',
                  fontSize: '1.1rem',
                  wordBreak: 'break-all',
                  userSelect: 'all',
                }}
              >
                {state.secretGroups}
              </Typography>
              <Link href={state.otpauthUri} variant="body2">
                {t('auth.mfaSetup.openApp')}
              </Link>
            </Box>
            {codeField('code', t('auth.fields.totpCode'))}
          </>
        ),
      };
  }
}

/** Under the form: the password links and the hosted login, or back to the start of a challenge. */
function LoginLinks({
  state,
  presenter,
  from,
  link,
}: {
  state: StepState;
  presenter: LoginPresenter;
  from: string;
  link: AppLink;
}) {
  const { t } = useTexts();
  // The prerendered page knows nothing of the runtime configuration: the hosted login shows after.
  const hydrated = useHydrated();
  const busy = state.busy;
  return state.kind === 'credentials' ? (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <Link component={link} to="/forgotPassword" variant="body2">
          {t('auth.login.forgotPassword')}
        </Link>
        <Link component={link} to="/changePassword" variant="body2">
          {t('auth.login.changePassword')}
        </Link>
      </Stack>
      {hydrated && state.hostedLoginOffered && (
        <>
          <Divider sx={{ my: 2 }}>{t('auth.login.or')}</Divider>
          <Button
            variant="outlined"
            fullWidth
            disabled={busy}
            onClick={() => presenter.startHostedLogin(from)}
          >
            {t('auth.login.hosted')}
          </Button>
        </>
      )}
    </>
  ) : (
    <Button sx={{ mt: 2 }} fullWidth disabled={busy} onClick={() => presenter.restart()}>
      {t('auth.login.back')}
    </Button>
  );
}
