import { useCallback, useEffect, useState } from 'react';

/** The testimonials rotate every 5 seconds (spec section 9). */
export const CAROUSEL_INTERVAL_MS = 5000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export interface Carousel {
  index: number;
  /** Still rotating on its own. */
  rotating: boolean;
  goTo(index: number): void;
  next(): void;
  previous(): void;
}

/**
 * Which of `count` slides shows: it advances every 5 s and wraps, and any manual navigation
 * stops the rotation for good (spec section 4). Visitors who ask for less motion get no rotation.
 */
export function useCarousel(count: number): Carousel {
  const [index, setIndex] = useState(0);
  const [rotating, setRotating] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % count),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, count]);

  const goTo = useCallback(
    (target: number) => {
      setRotating(false);
      setIndex(((target % count) + count) % count);
    },
    [count],
  );
  return {
    index,
    rotating,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  };
}
