import { FRAME_FILL, FRAME_ID, FRAME_SHOWN } from './frame-markers';

/** How long after its first drawing the application may take to show what the frame shows. */
export const HANDOVER_LIMIT_MS = 5_000;

export interface FrameRouter {
  readonly state: { readonly location: { readonly pathname: string } };
  subscribe(listener: (state: { readonly location: { readonly pathname: string } }) => void): () => void;
}

/**
 * Passes the screen from the prerendered frame (src/di/dashboard-frame.ts) to the application. While the
 * frame shows, `root` (where the application draws) is taken out of the document: the page never holds
 * both (no element, text or id twice, nothing hidden to keep in step). The application's `root` takes the
 * frame's place in one step, in the same task as the application's drawing that shows at least what the
 * frame showed: every part the frame filled in (`data-frame-fill`) has text in the application too.
 * Sooner when the application leaves the frame's page (a sign-in to renew, another address) and, should
 * it never get there (an error screen), at the latest HANDOVER_LIMIT_MS after its first drawing.
 * Returns a function that hands over at once.
 */
export function handOverFrame(document: Document, root: HTMLElement, router: FrameRouter): () => void {
  const frame = document.getElementById(FRAME_ID);
  const noop = () => undefined;
  if (!frame) return noop;
  if (!document.documentElement.hasAttribute(FRAME_SHOWN)) {
    frame.remove();
    return noop;
  }
  const path = frame.dataset.path ?? '/';
  const parts = [...frame.querySelectorAll(`[${FRAME_FILL}]`)].map((part) => part.getAttribute(FRAME_FILL));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const shows = (name: string | null) =>
    (root.querySelector(`[${FRAME_FILL}="${name}"]`)?.textContent ?? '').trim() !== '';
  const observer = new MutationObserver(() => {
    timer ??= setTimeout(handOver, HANDOVER_LIMIT_MS);
    if (parts.every(shows)) handOver();
  });
  const stopRouting = router.subscribe((state) => {
    if (state.location.pathname !== path) handOver();
  });
  function handOver(): void {
    if (done) return;
    done = true;
    observer.disconnect();
    stopRouting();
    clearTimeout(timer);
    frame?.replaceWith(root);
    document.documentElement.removeAttribute(FRAME_SHOWN);
  }
  root.remove();
  if (router.state.location.pathname !== path) handOver();
  else observer.observe(root, { childList: true, subtree: true, characterData: true });
  return handOver;
}
