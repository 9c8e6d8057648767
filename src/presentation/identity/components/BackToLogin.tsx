import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** «Volver a iniciar sesión» under a form. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to="/auth/login"
      variant="body2"
      sx={{ display: 'block', mt: 2, textAlign: 'center' }}
    >
      {t('auth.login.back')}
    </Link>
  );
}
