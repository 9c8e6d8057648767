import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../common/screen-state';
import { WorkerLoansDialog } from '../../loans/LoansDialog';
import { WorkersPage, type WorkerRowDialog } from '../../workers/WorkersPage';

/** Each worker's row opens the worker's loans (the loans feature's dialog). */
const loans = (t: Translate): WorkerRowDialog => ({
  key: 'loans',
  label: (name) => t('loans.title', { name }),
  icon: <RequestQuoteIcon fontSize="small" />,
  render: (worker, canEdit, onClose) => (
    <WorkerLoansDialog worker={worker} canEdit={canEdit} onClose={onClose} />
  ),
});

/** trabajador: the workers' page with the dialogs other features open from a worker's row. */
export function WorkersScreen() {
  const { t } = useTranslation();
  return <WorkersPage rowDialogs={[loans(t)]} />;
}

export default WorkersScreen;
