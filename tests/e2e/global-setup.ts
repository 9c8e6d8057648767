import type { TestProject } from 'vitest/node';
import { startProduct, type RunningProduct } from './support/product';

let product: RunningProduct | undefined;

/** One running product for the whole end-to-end run; its URL reaches tests through `inject('baseUrl')`. */
export async function setup(project: TestProject): Promise<void> {
  product = await startProduct();
  project.provide('baseUrl', product.baseUrl);
}

export async function teardown(): Promise<void> {
  await product?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
