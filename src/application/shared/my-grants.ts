import type { Observable } from 'rxjs';
import type { Grants } from '../../domain/shared/grants';

/**
 * The signed-in user's actions by module, for any screen that shows buttons by permission (the server
 * still checks every call). An unreadable answer grants nothing. The administration feature provides it.
 */
export interface MyGrants {
  execute(): Promise<Grants>;
}
export const MyGrants = Symbol.for('MyGrants');

/** Reads the signed-in user's grants from the backend: `null` when the answer is refused or unreadable. */
export interface GrantsSource {
  read(): Promise<Grants | null>;
}

/**
 * One answer for every screen of a page load: the first caller's request is shared by all (the shell, the
 * screen's gate, its buttons and the dashboard used to send one each), kept while the same user stays
 * signed in, and forgotten when the session ends or another user signs in. A refused or unreadable answer
 * grants nothing and is not kept: the next screen asks again.
 */
export class SharedGrants implements MyGrants {
  private kept: Promise<Grants | null> | null = null;

  constructor(
    private readonly source: GrantsSource,
    /** The signed-in user's name, `null` when nobody is signed in; each change forgets the answer. */
    signedInUser$: Observable<string | null>,
  ) {
    signedInUser$.subscribe(() => {
      this.kept = null;
    });
  }

  async execute(): Promise<Grants> {
    const answer = this.kept ?? this.ask();
    return (await answer) ?? {};
  }

  private ask(): Promise<Grants | null> {
    const answer = this.source.read().catch(() => null);
    this.kept = answer;
    void answer.then((grants) => {
      if (grants === null && this.kept === answer) this.kept = null;
    });
    return answer;
  }
}
