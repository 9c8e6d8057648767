import { describe, expect, it } from 'vitest';
import { HttpClosedResultReviewsApi } from '../../../src/infrastructure/closed-result-reviews/http-closed-result-reviews-api';
import { INVALID_ANSWER } from '../../../src/infrastructure/http/json-api';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { SpyLogger } from '../../support/fakes/spy-logger';

const make = (http: FakeHttpClient) => new HttpClosedResultReviewsApi(http, '/api/', new SpyLogger());
const review = {
  revision: '2026-1-commission-types',
  finished: true,
  weeks: [],
  unreviewable: [],
  months: [],
  totals: { weeks: 0, workers: 0, netDifference: '0.00' },
};

describe('HttpClosedResultReviewsApi', () => {
  it('reads the findings of GET /semanas-de-pesca/revision', async () => {
    const http = FakeHttpClient.json(review);
    expect(await make(http).findings()).toEqual({ ok: true, value: review });
    expect(http.requests[0]).toMatchObject({ method: 'GET', url: '/api/semanas-de-pesca/revision' });
  });

  it('turns an answer without the review’s lists into an invalid answer, never a crash', async () => {
    for (const body of [[], {}, null, { ...review, weeks: undefined }, { ...review, totals: null }]) {
      const result = await make(FakeHttpClient.json(body)).findings();
      expect(result).toMatchObject({ ok: false, error: { message: INVALID_ANSWER } });
    }
  });
});
