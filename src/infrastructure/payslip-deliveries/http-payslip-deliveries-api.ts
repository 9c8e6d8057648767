import type {
  AccessInvitation,
  AccessInvited,
  MonthDeliveries,
  OwnPayslip,
  OwnPayslipList,
  PayslipDeliveriesApi,
  ReceiptInput,
  WeekDeliveries,
  WorkerAccess,
} from '../../application/payslip-deliveries/payslip-deliveries-api';
import { downloadFile } from '../http/file-transfer';
import { BackendAdapter } from '../http/backend-adapter';

const PDF = 'application/pdf';

/**
 * The payslip deliveries' adapter over `/mis-boletas…`, `/semanas-de-pesca/:id/entregas…`,
 * `/meses-de-planilla/:mes/entregas…` and `/trabajadores/:id/acceso…`.
 */
export class HttpPayslipDeliveriesApi extends BackendAdapter implements PayslipDeliveriesApi {
  own() {
    return this.api.call<OwnPayslipList>('GET', '/mis-boletas');
  }

  ownPdf(id: number) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`/mis-boletas/${id}/boleta.pdf`),
      fallbackName: `boleta-${id}.pdf`,
      what: 'la boleta',
      accept: PDF,
    });
  }

  confirm(id: number, input: ReceiptInput) {
    return this.api.call<OwnPayslip>('POST', `/mis-boletas/${id}/acuse`, input);
  }

  week(weekId: number) {
    return this.api.call<WeekDeliveries>('GET', `/semanas-de-pesca/${weekId}/entregas`);
  }

  pendingPdf(weekId: number) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`/semanas-de-pesca/${weekId}/entregas/pendientes.pdf`),
      fallbackName: `boletas-pendientes-semana-${weekId}.pdf`,
      what: 'las boletas pendientes',
      accept: PDF,
    });
  }

  month(month: string) {
    return this.api.call<MonthDeliveries>('GET', `/meses-de-planilla/${encodeURIComponent(month)}/entregas`);
  }

  monthPendingPdf(month: string) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`/meses-de-planilla/${encodeURIComponent(month)}/entregas/pendientes.pdf`),
      fallbackName: `documentos-pendientes-${month}.pdf`,
      what: 'los documentos pendientes',
      accept: PDF,
    });
  }

  access(workerId: number) {
    return this.api.call<WorkerAccess>('GET', `/trabajadores/${workerId}/acceso`);
  }

  invite(workerId: number, input: AccessInvitation) {
    return this.api.call<AccessInvited>('POST', `/trabajadores/${workerId}/acceso`, input);
  }

  newCode(workerId: number) {
    return this.api.call<AccessInvited>('POST', `/trabajadores/${workerId}/acceso/codigo`, {});
  }
}
