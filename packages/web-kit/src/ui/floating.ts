// What floats over the page (the call button, the phone's Report button, toasts) must never sit
// over a control a person is about to use: these read what lies under a box, and follow the
// page as it moves.
import { useEffect, useState, type RefObject } from 'react';

/** What a tap on a floating element could otherwise have been meant for. */
export const CONTROL_SELECTOR =
  'a[href], button, input, select, textarea, label, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * Whether a control (a focused field, a sticky bar's button, a link) lies under `element`:
 * what is under a grid of points across its box, the element itself left out.
 */
export function coversControl(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  for (const x of [box.left + 1, box.left + box.width / 2, box.right - 1]) {
    for (const y of [box.top + 1, box.top + box.height / 2, box.bottom - 1]) {
      const under = document
        .elementsFromPoint(x, y)
        .find((found) => !element.contains(found) && found.closest(CONTROL_SELECTOR));
      if (under) return true;
    }
  }
  return false;
}

/**
 * Calls `check` once a frame at most after whatever may have moved the page: a scroll, a
 * resize, a focus, new content. Returns the way to stop.
 */
export function watchLayout(check: () => void): () => void {
  let frame = 0;
  const run = () => {
    frame = 0;
    check();
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(run);
  };
  const changes = new MutationObserver(schedule);
  changes.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  document.addEventListener('focusin', schedule);
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    changes.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    document.removeEventListener('focusin', schedule);
  };
}

/**
 * Whether the floating element should step aside now: true while a control lies under it.
 * Hide it then (visibility: hidden, no pointer events, out of the tab order) but keep its
 * box where it is, so it comes back once the way is clear.
 */
export function useStepAside(element: RefObject<HTMLElement | null>): boolean {
  const [aside, setAside] = useState(false);
  useEffect(
    () =>
      watchLayout(() => {
        if (element.current) setAside(coversControl(element.current));
      }),
    [element],
  );
  return aside;
}
