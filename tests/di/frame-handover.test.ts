import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handOverFrame, HANDOVER_LIMIT_MS, type FrameRouter } from '../../src/di/frame-handover';

function fakeRouter(pathname = '/') {
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  const router: FrameRouter & { go(path: string): void } = {
    state: { location: { pathname } },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(path) {
      (router.state as { location: { pathname: string } }).location = { pathname: path };
      listeners.forEach((l) => l(router.state));
    },
  };
  return router;
}

/** Lets the MutationObserver's callbacks run. */
const observed = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('handOverFrame', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="frame" data-path="/"><p data-frame-fill="greeting">Buenos días, Ana</p></div><div id="root"></div>';
    document.documentElement.setAttribute('data-frame', '');
    root = document.getElementById('root')!;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-frame');
  });

  it('keeps the application out of the page until it shows what the frame shows, then swaps them in one step', async () => {
    handOverFrame(document, root, fakeRouter());
    expect(root.isConnected).toBe(false);

    // The application's first drawing: the greeting still loading.
    root.innerHTML = '<p data-frame-fill="greeting"><span aria-hidden="true"></span></p>';
    await observed();
    expect(document.getElementById('frame')).not.toBeNull();
    expect(root.isConnected).toBe(false);

    root.querySelector('p')!.textContent = 'Buenos días, Ana';
    await observed();
    expect(document.getElementById('frame')).toBeNull();
    expect(root.isConnected).toBe(true);
    expect(document.body.firstElementChild).toBe(root);
    expect(document.documentElement.hasAttribute('data-frame')).toBe(false);
    expect(document.querySelectorAll('[data-frame-fill]')).toHaveLength(1);
  });

  it('hands over at once when the application goes elsewhere (to sign in again)', () => {
    const router = fakeRouter();
    handOverFrame(document, root, router);
    router.go('/auth/login');
    expect(document.getElementById('frame')).toBeNull();
    expect(root.isConnected).toBe(true);
  });

  it('does not wait for a page the frame does not draw', () => {
    handOverFrame(document, root, fakeRouter('/acerca'));
    expect(document.getElementById('frame')).toBeNull();
    expect(root.isConnected).toBe(true);
  });

  it('hands over at the latest a few seconds after the application first draws (an error screen)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    handOverFrame(document, root, fakeRouter());
    root.innerHTML = '<div role="alert">Algo salió mal</div>';
    // The observer's callback is a microtask: it starts the limit.
    await Promise.resolve();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(HANDOVER_LIMIT_MS - 1);
    expect(root.isConnected).toBe(false);
    vi.advanceTimersByTime(1);
    expect(root.isConnected).toBe(true);
    expect(document.getElementById('frame')).toBeNull();
  });

  it('returns a hand-over for a failed start', () => {
    const handOver = handOverFrame(document, root, fakeRouter());
    handOver();
    expect(root.isConnected).toBe(true);
    expect(document.getElementById('frame')).toBeNull();
  });

  it('removes a frame its script did not show, and leaves the application where it is', () => {
    document.documentElement.removeAttribute('data-frame');
    handOverFrame(document, root, fakeRouter());
    expect(document.getElementById('frame')).toBeNull();
    expect(root.isConnected).toBe(true);
  });
});
