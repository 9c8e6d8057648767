import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SharedGrants, type GrantsSource } from '../../../src/application/shared/my-grants';
import type { Grants } from '../../../src/domain/shared/grants';

/** A backend that answers each read with the next of the given answers and counts the reads. */
function backend(...answers: (Grants | null | Error)[]): GrantsSource & { reads: number } {
  const source = {
    reads: 0,
    read(): Promise<Grants | null> {
      const answer = answers[Math.min(source.reads, answers.length - 1)];
      source.reads += 1;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? null);
    },
  };
  return source;
}

describe('SharedGrants', () => {
  it('asks the backend once for every screen of the page load, at once or later', async () => {
    const source = backend({ noticia: ['ver'] });
    const grants = new SharedGrants(source, new BehaviorSubject<string | null>('ana'));
    const first = await Promise.all([grants.execute(), grants.execute(), grants.execute()]);
    const later = await grants.execute();
    expect(first).toEqual([{ noticia: ['ver'] }, { noticia: ['ver'] }, { noticia: ['ver'] }]);
    expect(later).toEqual({ noticia: ['ver'] });
    expect(source.reads).toBe(1);
  });

  it('forgets the answer when the session ends or another user signs in', async () => {
    const source = backend({ noticia: ['ver'] }, { empresa: ['ver'] }, { planilla: ['ver'] });
    const user$ = new BehaviorSubject<string | null>('ana');
    const grants = new SharedGrants(source, user$);
    expect(await grants.execute()).toEqual({ noticia: ['ver'] });
    user$.next(null);
    expect(await grants.execute()).toEqual({ empresa: ['ver'] });
    user$.next('luis');
    expect(await grants.execute()).toEqual({ planilla: ['ver'] });
    expect(source.reads).toBe(3);
  });

  it('grants nothing for a refused or failed answer and asks again the next time', async () => {
    const source = backend(null, new Error('sin red'), { noticia: ['ver'] });
    const grants = new SharedGrants(source, new BehaviorSubject<string | null>('ana'));
    expect(await grants.execute()).toEqual({});
    expect(await grants.execute()).toEqual({});
    expect(await grants.execute()).toEqual({ noticia: ['ver'] });
    expect(await grants.execute()).toEqual({ noticia: ['ver'] });
    expect(source.reads).toBe(3);
  });
});
