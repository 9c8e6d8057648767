import { useTexts } from '../../core/texts';
import { AuthField, type AuthFieldProps } from './AuthField';
import { PasswordField } from './PasswordField';

/** A sign-in field's own props (from `authFieldProps`): the label and the autofill hint are the field's. */
type SignInFieldProps = Omit<AuthFieldProps, 'label' | 'autoComplete' | 'type'>;

/** The username, first field of a form that asks it: focused when the form shows. */
export function UsernameField(props: SignInFieldProps) {
  const { t } = useTexts();
  return <AuthField {...props} label={t('auth.fields.username')} autoComplete="username" autoFocus />;
}

/** The password to set: the browser offers to generate one and saves it with `HiddenUsername`'s value. */
export function NewPasswordField(props: SignInFieldProps) {
  const { t } = useTexts();
  return <PasswordField {...props} label={t('auth.fields.newPassword')} autoComplete="new-password" />;
}

/**
 * The username of a step that does not ask it again, for the browser's password manager: it saves the
 * new password under this name.
 */
export function HiddenUsername({ username }: { readonly username: string }) {
  return <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />;
}

/**
 * A one-time code (sent by mail or SMS, or from an authenticator app): focused, numeric keyboard,
 * filled by the browser from the message, read-only while the form is sent.
 */
export function OneTimeCodeField({
  busy,
  ...props
}: Omit<AuthFieldProps, 'autoComplete' | 'type'> & { readonly busy: boolean }) {
  return (
    <AuthField
      {...props}
      autoFocus
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { readOnly: busy, inputMode: 'numeric' } }}
    />
  );
}
