import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { WorkerLoansDialog } from '../../loans/LoansDialog';
import { WorkersPage, type WorkerRowDialog } from '../../workers/WorkersPage';

/** Each worker's row opens the worker's loans (the loans feature's dialog). */
const LOANS: WorkerRowDialog = {
  key: 'loans',
  label: (name) => `Préstamos de ${name}`,
  icon: <RequestQuoteIcon fontSize="small" />,
  render: (worker, canEdit, onClose) => (
    <WorkerLoansDialog worker={worker} canEdit={canEdit} onClose={onClose} />
  ),
};

/** trabajador: the workers' page with the dialogs other features open from a worker's row. */
export function WorkersScreen() {
  return <WorkersPage rowDialogs={[LOANS]} />;
}

export default WorkersScreen;
