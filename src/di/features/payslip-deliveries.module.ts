import { payslipDeliveriesModule } from '../modules/payslip-deliveries.module';

/** Payslip deliveries: «Mis boletas», the signed-in worker's payslips. */
export default payslipDeliveriesModule;
