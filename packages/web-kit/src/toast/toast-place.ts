// Where the toasts stand: the first of a few places where they cover no control, and never
// over the field being typed in. A place is a corner (or, on a phone, the top or the foot) of
// the screen below the sticky header.
import { CONTROL_SELECTOR } from '../ui/floating';

/** From the top of the screen (below the sticky header) or its foot; left, centred or right. */
interface Place {
  from: 'top' | 'bottom';
  side: 'left' | 'centre' | 'right';
}

/**
 * By preference: on a phone below the header, else at the foot; from 768 px the top right
 * corner, away from the call button and from sticky action bars at the foot, then the foot's
 * left, then above the call button.
 */
const PHONE_PLACES: Place[] = [
  { from: 'top', side: 'centre' },
  { from: 'bottom', side: 'centre' },
];
const WIDE_PLACES: Place[] = [
  { from: 'top', side: 'right' },
  { from: 'bottom', side: 'left' },
  { from: 'bottom', side: 'right' },
];
const WIDE_FROM = 768;

/** The gap to the screen's edges and to the header, in px (the kit's space(4)). */
const GAP = 16;
/** At the foot on the right, the call button's box and its gaps are left free. */
const CALL_BUTTON_RESERVE = 56 + 2 * GAP;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where the sticky or fixed chrome at the top of the screen ends (the banner and header, and
 * a bar an area holds below them): what is under the screen's first row of pixels, then under
 * the row below that. A drawer or a dialog's backdrop held there too is not chrome: anything
 * reaching past the middle of the screen is left out.
 */
function chromeBottom(region: HTMLElement): number {
  const width = document.documentElement.clientWidth;
  const heldAt = (y: number) => {
    let bottom = y;
    for (const x of [1, width / 2, width - 2]) {
      for (const found of document.elementsFromPoint(x, y)) {
        if (region.contains(found)) continue;
        for (let node: Element | null = found; node; node = node.parentElement) {
          const { position } = getComputedStyle(node);
          if (position !== 'sticky' && position !== 'fixed') continue;
          const box = node.getBoundingClientRect();
          if (box.top <= y && box.bottom < window.innerHeight / 2) {
            bottom = Math.max(bottom, box.bottom);
          }
          break;
        }
      }
    }
    return bottom;
  };
  let bottom = 0;
  for (let row = 0; row < 3; row += 1) {
    const next = heldAt(bottom + 1);
    if (next <= bottom + 1) break;
    bottom = next;
  }
  return bottom;
}

const shown = (element: Element) =>
  typeof element.checkVisibility !== 'function' ||
  element.checkVisibility({ visibilityProperty: true, opacityProperty: true });

/**
 * Places the toasts' region (fixed, its width its own) where it covers nothing a person may
 * tap: the first place free of controls; failing that the one covering fewest, but never
 * the field being typed in. Sets its top and left.
 */
export function placeToasts(region: HTMLElement): void {
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const size = region.getBoundingClientRect();
  // Nothing laid out (a test's DOM without layout): nothing to place.
  if (size.width === 0) return;
  const top = chromeBottom(region) + GAP / 2;
  const boxOf = ({ from, side }: Place): Box => {
    const left =
      side === 'left'
        ? GAP
        : side === 'centre'
          ? (width - size.width) / 2
          : width - GAP - size.width;
    const reserve = side === 'right' ? CALL_BUTTON_RESERVE : GAP;
    const y = from === 'top' ? top : height - reserve - size.height;
    return { left, top: y, right: left + size.width, bottom: y + size.height };
  };

  const focused = document.activeElement;
  const typingIn =
    focused?.matches(CONTROL_SELECTOR) && !region.contains(focused)
      ? focused.getBoundingClientRect()
      : null;
  const controls = [...document.querySelectorAll(CONTROL_SELECTOR)]
    .filter((control) => !region.contains(control) && shown(control))
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);

  let best: { box: Box; cost: number } | null = null;
  for (const place of width >= WIDE_FROM ? WIDE_PLACES : PHONE_PLACES) {
    const box = boxOf(place);
    const cost =
      (typingIn && overlaps(box, typingIn) ? 1000 : 0) +
      controls.filter((control) => overlaps(box, control)).length;
    if (!best || cost < best.cost) best = { box, cost };
    if (cost === 0) break;
  }
  if (best) {
    region.style.left = `${Math.round(best.box.left)}px`;
    region.style.top = `${Math.round(best.box.top)}px`;
  }
}
