import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { BreakdownState } from './period-presenter';

/** A worker's result as a payslip: each line with its amount, its formula and what it came from. */
export function BreakdownDialog({
  state,
  onClose,
  onPayslip,
  downloading = false,
}: {
  state: BreakdownState;
  onClose: () => void;
  /** Downloads the worker's payslip (shown when the closed result may be exported). */
  onPayslip?: (() => void) | undefined;
  downloading?: boolean;
}) {
  const title = state.kind === 'ready' ? state.view.title : state.name;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="week-breakdown-title">
      <DialogTitle id="week-breakdown-title">Detalle de {title}</DialogTitle>
      {/* Focusable: a long breakdown scrolls, and the keyboard must reach it. */}
      <DialogContent dividers tabIndex={0}>
        {state.kind === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label="Cargando el detalle" />
          </Box>
        )}
        {state.kind === 'failed' && <Alert severity="error">{state.message}</Alert>}
        {state.kind === 'ready' && (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {state.view.source} · {state.view.days}
            </Typography>
            {state.view.sections.map((section) => (
              <Box key={section.title} component="section" aria-label={section.title}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {section.title}
                </Typography>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>Concepto</TableCell>
                      <TableCell>Cálculo</TableCell>
                      <TableCell align="right">Importe</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {section.lines.length === 0 && (
                      <TableRow>
                        <TableCell colSpan={3}>
                          <Typography variant="body2" color="text.secondary">
                            Sin conceptos.
                          </Typography>
                        </TableCell>
                      </TableRow>
                    )}
                    {section.lines.map((line, i) => (
                      <TableRow key={`${line.concept}-${i}`}>
                        <TableCell sx={{ verticalAlign: 'top' }}>{line.concept}</TableCell>
                        <TableCell>
                          <Typography variant="body2">{line.formula}</Typography>
                          <Typography variant="caption" color="text.secondary" component="div">
                            {line.inputs.map((input) => `${input.label}: ${input.value}`).join(' · ')}
                          </Typography>
                        </TableCell>
                        <TableCell align="right" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                          {line.amount}
                        </TableCell>
                      </TableRow>
                    ))}
                    <TableRow>
                      <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                        Total {section.title.toLowerCase()}
                      </TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600 }}>
                        {section.total}
                      </TableCell>
                    </TableRow>
                  </TableBody>
                </Table>
              </Box>
            ))}
            <Typography variant="h6" component="p" sx={{ textAlign: 'right' }}>
              Neto a pagar: {state.view.net}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {onPayslip && (
          <Button onClick={onPayslip} disabled={downloading}>
            Boleta (PDF)
          </Button>
        )}
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
