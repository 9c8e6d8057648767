import type { Logger } from '../../application/ports/logger';

export class ConsoleLogger implements Logger {
  info(message: string, ...details: unknown[]): void {
    console.info(message, ...details);
  }
  warn(message: string, ...details: unknown[]): void {
    console.warn(message, ...details);
  }
  error(message: string, ...details: unknown[]): void {
    console.error(message, ...details);
  }
}
