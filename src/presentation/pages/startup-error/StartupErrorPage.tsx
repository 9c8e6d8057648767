import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';

/**
 * Shown when the SPA cannot start (configuration or translations unreadable). It does not depend on
 * i18n, which may be what failed, so its texts are fixed Spanish.
 */
export function StartupErrorPage({ detail, onRetry }: { detail: string; onRetry?: () => void }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <Alert severity="error" sx={{ maxWidth: 560 }} role="alert">
        <AlertTitle>No se pudo iniciar el Sistema de Planillas</AlertTitle>
        <Typography sx={{ mb: 1 }}>{detail}</Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Verifique su conexión e intente nuevamente. Si el problema continúa, comuníquese con el
          administrador del sistema.
        </Typography>
        <Button variant="contained" color="error" onClick={onRetry ?? (() => window.location.reload())}>
          Reintentar
        </Button>
      </Alert>
    </Box>
  );
}
