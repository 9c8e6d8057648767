import GavelIcon from '@mui/icons-material/Gavel';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../common/screen-state';
import { WorkerCourtOrdersDialog } from '../../court-orders/CourtOrdersDialog';
import { WorkerLoansDialog } from '../../loans/LoansDialog';
import { WorkerAccessDialog } from '../../payslip-deliveries/WorkerAccessDialog';
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

/** Each worker's row opens the worker's court orders (the court orders feature's dialog). */
const courtOrders = (t: Translate): WorkerRowDialog => ({
  key: 'courtOrders',
  label: (name) => t('courtOrders.title', { name }),
  icon: <GavelIcon fontSize="small" />,
  render: (worker, canEdit, onClose, canExport) => (
    <WorkerCourtOrdersDialog worker={worker} canEdit={canEdit} canExport={canExport} onClose={onClose} />
  ),
});

/** Each worker's row opens the worker's access to «Mis boletas» (the payslip deliveries' dialog). */
const payslipAccess = (t: Translate): WorkerRowDialog => ({
  key: 'payslipAccess',
  label: (name) => t('payslipDeliveries.access.action', { name }),
  icon: <ReceiptLongIcon fontSize="small" />,
  render: (worker, canEdit, onClose) => (
    <WorkerAccessDialog worker={worker} canEdit={canEdit} onClose={onClose} />
  ),
});

/** trabajador: the workers' page with the dialogs other features open from a worker's row. */
export function WorkersScreen() {
  const { t } = useTranslation();
  return <WorkersPage rowDialogs={[loans(t), courtOrders(t), payslipAccess(t)]} />;
}

export default WorkersScreen;
