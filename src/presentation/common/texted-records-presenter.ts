import type { FormMode } from './form-presenter';
import { RecordsPresenter } from './records-presenter';
import type { Translate } from './screen-state';

/** Where a records dialog's notices are: `<texts>.created`, `<texts>.updated` and `<texts>.deleted`. */
export interface RecordNotices {
  readonly t: Translate;
  /** 'loans.texts'. */
  readonly texts: string;
}

/**
 * A records dialog whose notices are texts under one key: created or updated after the form saved,
 * deleted after a deletion.
 */
export abstract class TextedRecordsPresenter<
  R extends object,
  Row,
  V extends object,
  E,
  C extends object = object,
> extends RecordsPresenter<R, Row, V, E, C> {
  protected constructor(
    around: C,
    canEdit: boolean,
    private readonly notices: RecordNotices,
  ) {
    super(around, canEdit);
  }

  protected savedNotice(mode: FormMode): string {
    return this.notices.t(`${this.notices.texts}.${mode === 'create' ? 'created' : 'updated'}`);
  }

  protected deletedNotice(): string {
    return this.notices.t(`${this.notices.texts}.deleted`);
  }
}
