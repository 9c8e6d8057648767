import type { Declaration, DeclarationInput } from '../../domain/income-tax-declarations/declaration';
import type { ApiResult } from '../shared/api-result';

/**
 * A payroll month's income tax declarations (docs/months.md): other employers' income and the
 * deductible expenses declared, under the month's permissions (`ver`, `editar`).
 */
export abstract class IncomeTaxDeclarationsApi {
  abstract list(month: string): Promise<ApiResult<Declaration[]>>;
  abstract create(month: string, input: DeclarationInput): Promise<ApiResult<Declaration>>;
  abstract update(id: number, version: number, input: DeclarationInput): Promise<ApiResult<Declaration>>;
  abstract remove(id: number, version: number): Promise<ApiResult<void>>;
}
