import { exhaustMap, from, Subject, type Subscription } from 'rxjs';

/**
 * Runs one submit at a time: while a submit is running, further submits are ignored (`exhaustMap`),
 * so a double click or a second Enter cannot send a form twice.
 */
export class SubmitQueue {
  private readonly jobs = new Subject<() => Promise<void>>();
  private running = false;
  readonly subscription: Subscription;

  constructor(onError: (error: unknown) => void) {
    this.subscription = this.jobs
      .pipe(
        exhaustMap((job) => {
          this.running = true;
          return from(
            job()
              .catch(onError)
              .finally(() => {
                this.running = false;
              }),
          );
        }),
      )
      .subscribe();
  }

  get busy(): boolean {
    return this.running;
  }

  submit(job: () => Promise<void>): void {
    this.jobs.next(job);
  }
}
