import { yearsFromList } from '../../domain/app/app-info';
import type { StaticData } from '../ports/static-data';

export const YEARS_FILE = 'assets/data/anios.json';

/** The year list offered by year pickers (`assets/data/anios.json`). */
export class LoadYears {
  constructor(private readonly staticData: StaticData) {}

  async execute(): Promise<number[]> {
    return yearsFromList(await this.staticData.getJson(YEARS_FILE));
  }
}
