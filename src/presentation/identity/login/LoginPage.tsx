import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { LoginScreen } from './LoginScreen';

/** /auth/login inside the application: the sign-in screen with the router's links and redirect. */
export function LoginPage() {
  const location = useLocation();
  return (
    <LoginScreen
      locationState={location.state}
      link={RouterLink}
      signedIn={(from) => <Navigate to={from} replace />}
    />
  );
}

export default LoginPage;
