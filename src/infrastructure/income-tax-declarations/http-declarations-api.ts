import type { IncomeTaxDeclarationsApi } from '../../application/income-tax-declarations/declarations-api';
import { failed, okResult } from '../../application/shared/api-result';
import type { Declaration, DeclarationInput } from '../../domain/income-tax-declarations/declaration';
import { invalidAnswer } from '../http/json-api';
import { BackendAdapter } from '../http/backend-adapter';

/** The IncomeTaxDeclarationsApi port over `/meses-de-planilla/:mes/declaraciones-renta` and `/declaraciones-renta/:id`. */
export class HttpIncomeTaxDeclarationsApi extends BackendAdapter implements IncomeTaxDeclarationsApi {
  async list(month: string) {
    const result = await this.api.call<{ rows: Declaration[] }>(
      'GET',
      `/meses-de-planilla/${encodeURIComponent(month)}/declaraciones-renta`,
    );
    if (!result.ok) return result;
    return Array.isArray(result.value?.rows)
      ? okResult(result.value.rows)
      : failed<Declaration[]>(invalidAnswer());
  }

  create(month: string, input: DeclarationInput) {
    return this.api.call<Declaration>(
      'POST',
      `/meses-de-planilla/${encodeURIComponent(month)}/declaraciones-renta`,
      input,
    );
  }

  update(id: number, version: number, input: DeclarationInput) {
    return this.api.call<Declaration>('PUT', `/declaraciones-renta/${id}`, { ...input, version });
  }

  remove(id: number, version: number) {
    return this.api.call<void>('DELETE', `/declaraciones-renta/${id}`, { version });
  }
}
