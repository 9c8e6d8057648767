import type { Logger } from '../../../src/application/ports/logger';

export class SpyLogger implements Logger {
  readonly entries: { level: 'info' | 'warn' | 'error'; message: string; details: unknown[] }[] = [];
  info(message: string, ...details: unknown[]) {
    this.entries.push({ level: 'info', message, details });
  }
  warn(message: string, ...details: unknown[]) {
    this.entries.push({ level: 'warn', message, details });
  }
  error(message: string, ...details: unknown[]) {
    this.entries.push({ level: 'error', message, details });
  }
  messages(level?: 'info' | 'warn' | 'error'): string[] {
    return this.entries.filter((e) => !level || e.level === level).map((e) => e.message);
  }
}
