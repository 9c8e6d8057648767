import type { FishingWeeksApi, WeekDetail } from '../../application/fishing-weeks/fishing-weeks-api';
import { failed } from '../../application/shared/api-result';
import { validateWeek, type WeekInput } from '../../domain/fishing-weeks';
import { isIsoDate } from '../../domain/shared/dates';
import { FormPresenter, type FormDone } from '../common/form-presenter';
import type { Translate } from '../common/screen-state';

/** The new week's dialog: the start date first; the rest is proposed from it and stays editable. */
export interface WeekFields {
  /** 'YYYY-MM-DD'. */
  readonly start: string;
  readonly end: string;
  readonly year: string;
  readonly number: string;
  /** 'YYYY-MM'. */
  readonly month: string;
}

export const EMPTY_WEEK: WeekFields = { start: '', end: '', year: '', number: '', month: '' };

export function inputOf(values: WeekFields): WeekInput {
  const int = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
  return {
    start: values.start,
    end: values.end,
    year: int(values.year),
    number: int(values.number),
    month: values.month.trim(),
  };
}

/**
 * Creates a week (`crear`): choosing the start date asks the server for the proposed week (number,
 * end, payroll month), which fills the other fields; the clerk may change them. The domain's checks
 * run before sending; the server's field errors show next to their fields.
 */
export class WeekFormPresenter extends FormPresenter<WeekFields, WeekDetail> {
  private proposing = 0;

  constructor(
    private readonly api: FishingWeeksApi,
    onDone: FormDone<WeekDetail, WeekFields>,
    t: Translate,
  ) {
    super(
      {
        empty: () => EMPTY_WEEK,
        read: (id) => api.get(id),
        valuesOf: (w) => ({
          start: w.start,
          end: w.end,
          year: String(w.year),
          number: String(w.number),
          month: w.month,
        }),
        save: (values) => {
          const input = inputOf(values);
          const fields = validateWeek(input);
          if (fields.length > 0)
            return Promise.resolve(
              failed({ kind: 'validation', message: t('fishingWeeks.form.fixFields'), fields }),
            );
          return api.create(input);
        },
      },
      null,
      onDone,
    );
  }

  override set<K extends keyof WeekFields>(field: K, value: WeekFields[K]): void {
    super.set(field, value);
    if (field === 'start' && isIsoDate(String(value))) void this.propose(String(value));
  }

  /** Fills number, end, year and month from the server's proposal for the start date. */
  private async propose(start: string): Promise<void> {
    const mine = ++this.proposing;
    const result = await this.api.proposal(start);
    if (this.disposed || mine !== this.proposing || !result.ok) return;
    if (this.current.start !== start) return;
    const p = result.value;
    this.edit({ start, end: p.end, year: String(p.year), number: String(p.number), month: p.month }, (f) =>
      ['end', 'year', 'number', 'month'].includes(f),
    );
  }
}
