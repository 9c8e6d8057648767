import type { ManageNews } from '../../application/news/use-cases';
import type { ListedNews } from '../../domain/news/news';
import { Presenter } from '../core/presenter';
import { fieldErrorsOf, formMessageOf } from '../admin/common/admin-state';

export interface NewsFields {
  readonly title: string;
  readonly body: string;
  /** 'YYYY-MM-DD' (a date input's value). */
  readonly publishOn: string;
  /** '' when it never expires. */
  readonly expiresOn: string;
}

export type NewsFormState =
  | { readonly kind: 'loading'; readonly mode: 'create' | 'edit' }
  | { readonly kind: 'failed'; readonly mode: 'create' | 'edit'; readonly message: string }
  | {
      readonly kind: 'editing';
      readonly mode: 'create' | 'edit';
      readonly fields: NewsFields;
      /** Published news stays published after the edit (the dashboard shows the change at once). */
      readonly published: boolean;
      readonly errors: Readonly<Record<string, string>>;
      readonly formError: string | null;
      /** The news changed since it was read (409): save is refused until it is read again. */
      readonly conflict: string | null;
      readonly saving: boolean;
    };

export type NewsFormDone = (news: ListedNews, mode: 'create' | 'edit') => void;

/**
 * Write or edit a piece of news: title, body, publication date (today by default) and an optional
 * expiry date. Rules are the server's (checked here first); its field errors show next to the fields
 * and a stale edit asks to read the news again.
 */
export class NewsFormPresenter extends Presenter<NewsFormState> {
  private fields: NewsFields;
  private existing: ListedNews | undefined;

  constructor(
    private readonly news: ManageNews,
    private readonly newsId: number | null,
    today: string,
    private readonly onDone: NewsFormDone,
  ) {
    super({ kind: 'loading', mode: newsId === null ? 'create' : 'edit' });
    this.fields = { title: '', body: '', publishOn: today, expiresOn: '' };
    if (newsId === null) this.render({}, null, null, false);
  }

  private get mode(): 'create' | 'edit' {
    return this.newsId === null ? 'create' : 'edit';
  }

  protected override onAttach(): void {
    if (this.state.kind === 'loading') void this.load();
  }

  /** Reads the news being edited (also after a conflict, to start again from its current values). */
  async load(): Promise<void> {
    if (this.newsId === null) {
      this.render({}, null, null, false);
      return;
    }
    this.setState({ kind: 'loading', mode: this.mode });
    const result = await this.news.get(this.newsId);
    if (!result.ok) {
      this.setState({ kind: 'failed', mode: this.mode, message: result.error.message });
      return;
    }
    this.existing = result.value;
    this.fields = {
      title: result.value.title,
      body: result.value.body,
      publishOn: result.value.publishOn,
      expiresOn: result.value.expiresOn ?? '',
    };
    this.render({}, null, null, false);
  }

  private render(
    errors: Readonly<Record<string, string>>,
    formError: string | null,
    conflict: string | null,
    saving: boolean,
  ): void {
    this.setState({
      kind: 'editing',
      mode: this.mode,
      fields: this.fields,
      published: this.existing?.published ?? false,
      errors,
      formError,
      conflict,
      saving,
    });
  }

  /** Changes a field and drops that field's error. */
  set(field: keyof NewsFields, value: string): void {
    const s = this.state;
    if (s.kind !== 'editing' || s.saving) return;
    this.fields = { ...this.fields, [field]: value };
    const { [field]: _dropped, ...errors } = s.errors;
    this.render(errors, s.formError, s.conflict, false);
  }

  async submit(): Promise<void> {
    const s = this.state;
    if (s.kind !== 'editing' || s.saving || s.conflict) return;
    this.render(s.errors, null, null, true);
    const result = await this.news.save(
      { ...this.fields, expiresOn: this.fields.expiresOn === '' ? null : this.fields.expiresOn },
      this.existing,
    );
    if (this.disposed) return;
    if (result.ok) {
      this.existing = result.value;
      this.render({}, null, null, false);
      this.onDone(result.value, this.mode);
      return;
    }
    const failure = result.error;
    if (failure.kind === 'conflict') {
      this.render({}, null, failure.message, false);
      return;
    }
    this.render(
      fieldErrorsOf(failure),
      formMessageOf(failure, failure.kind === 'validation' ? failure.fields : []),
      null,
      false,
    );
  }
}
