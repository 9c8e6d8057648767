import { describe, expect, it } from 'vitest';
import { LoadCurrentNews, ManageNews } from '../../../src/application/news/use-cases';
import { FakeNewsApi } from '../../support/fakes/news/fake-news-api';

describe('ManageNews', () => {
  it('refuses invalid news with the server’s field messages before calling it', async () => {
    const api = new FakeNewsApi();
    const result = await new ManageNews(api).save({
      title: '  ',
      body: '',
      publishOn: '2026-03-10',
      expiresOn: '2026-03-10',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind === 'validation' && result.error.fields).toEqual([
      { field: 'title', message: 'El título es obligatorio.' },
      { field: 'body', message: 'El contenido es obligatorio.' },
      {
        field: 'expiresOn',
        message: 'La fecha de vencimiento debe ser posterior a la fecha de publicación.',
      },
    ]);
    expect(api.calls).toEqual([]);
  });

  it('creates a tidied draft, and updates with the version that was read', async () => {
    const api = new FakeNewsApi();
    const news = new ManageNews(api);
    const created = await news.save({
      title: ' Aviso   importante ',
      body: ' Texto ',
      publishOn: '2026-03-10',
    });
    expect(api.callsOf('create')[0]).toEqual([
      { title: 'Aviso importante', body: 'Texto', publishOn: '2026-03-10', expiresOn: null },
    ]);
    if (!created.ok) throw new Error('not created');
    expect(created.value.published).toBe(false);
    await news.save({ title: 'Aviso', body: 'Texto', publishOn: '2026-03-10', expiresOn: '' }, created.value);
    expect(api.callsOf('update')[0]).toEqual([created.value.id, 1]);
  });

  it('publishes and withdraws with the version read; a stale version is refused', async () => {
    const api = new FakeNewsApi().withSamples();
    const news = new ManageNews(api);
    const published = await news.setPublished({ id: 3, version: 1 }, true);
    expect(published.ok && published.value.published).toBe(true);
    const stale = await news.setPublished({ id: 3, version: 1 }, false);
    expect(!stale.ok && stale.error.kind).toBe('conflict');
  });
});

describe('LoadCurrentNews', () => {
  it('gives only the news showing today', async () => {
    const result = await new LoadCurrentNews(new FakeNewsApi().withSamples()).execute();
    expect(result.ok && result.value.map((n) => n.title)).toEqual(['Pago de gratificación de julio']);
  });
});
