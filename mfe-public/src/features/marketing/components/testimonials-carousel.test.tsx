import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@rescue/web-kit';
import { TESTIMONIALS } from '../utils/content';
import { CAROUSEL_INTERVAL_MS } from '../hooks/use-carousel';
import { TestimonialsCarousel } from './testimonials-carousel';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderCarousel() {
  render(
    <ThemeProvider theme={theme}>
      <TestimonialsCarousel />
    </ThemeProvider>,
  );
}

/** The slide on show: "n of 5" and its author. */
function shown(): string {
  const slide = screen.getByRole('group');
  return `${slide.getAttribute('aria-label')}: ${TESTIMONIALS.find((t) => slide.textContent?.includes(t.author))?.author}`;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

test('there are 5 static testimonials', () => {
  expect(TESTIMONIALS).toHaveLength(5);
  expect(CAROUSEL_INTERVAL_MS).toBe(5000);
});

test('it advances every 5 seconds and wraps from the last to the first', () => {
  renderCarousel();
  expect(shown()).toBe(`1 of 5: ${TESTIMONIALS[0]?.author}`);
  advance(4999);
  expect(shown()).toBe(`1 of 5: ${TESTIMONIALS[0]?.author}`);
  advance(1);
  expect(shown()).toBe(`2 of 5: ${TESTIMONIALS[1]?.author}`);
  advance(3 * 5000);
  expect(shown()).toBe(`5 of 5: ${TESTIMONIALS[4]?.author}`);
  advance(5000);
  expect(shown()).toBe(`1 of 5: ${TESTIMONIALS[0]?.author}`);
});

test.each([
  [
    'the Next button',
    () => fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' })),
    2,
  ],
  [
    'the Previous button',
    () => fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' })),
    5,
  ],
  [
    'a slide button',
    () => fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3' })),
    3,
  ],
  [
    'the right arrow key',
    () =>
      fireEvent.keyDown(screen.getByRole('button', { name: 'Show testimonial 1' }), {
        key: 'ArrowRight',
      }),
    2,
  ],
  [
    'the left arrow key',
    () =>
      fireEvent.keyDown(screen.getByRole('button', { name: 'Show testimonial 1' }), {
        key: 'ArrowLeft',
      }),
    5,
  ],
])('navigating with %s moves there and stops the rotation for good', (_how, navigate, slide) => {
  renderCarousel();
  expect(screen.getByText(/Changes every 5 seconds/)).toBeInTheDocument();
  void act(navigate);
  expect(shown()).toBe(`${slide} of 5: ${TESTIMONIALS[slide - 1]?.author}`);
  advance(60_000);
  expect(shown()).toBe(`${slide} of 5: ${TESTIMONIALS[slide - 1]?.author}`);
  expect(screen.queryByText(/Changes every 5 seconds/)).not.toBeInTheDocument();
});

test('screen readers hear slide changes only once the visitor navigates', () => {
  renderCarousel();
  const live = screen.getByRole('group').parentElement;
  expect(live).toHaveAttribute('aria-live', 'off');
  fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
  expect(live).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Only the current slide is shown; the others are hidden from everyone.
  expect(screen.getAllByRole('group')).toHaveLength(1);
});

test('visitors who ask for less motion get no rotation', () => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
  try {
    renderCarousel();
    advance(20_000);
    expect(shown()).toBe(`1 of 5: ${TESTIMONIALS[0]?.author}`);
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});
