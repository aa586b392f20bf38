import { TOAST_LIMIT, TOAST_REMOVE_DELAY, toast, toastStore } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  toast.remove();
});
afterEach(() => jest.useRealTimers());

const messages = () => toastStore.get().map((item) => item.message);
const visible = (id: string) => toastStore.get().find((item) => item.id === id)?.visible;

test('keeps at most 20 toasts, newest first', () => {
  for (let i = 1; i <= 25; i += 1) toast(`toast ${i}`);
  expect(TOAST_LIMIT).toBe(20);
  expect(messages()).toHaveLength(20);
  expect(messages()[0]).toBe('toast 25');
  expect(messages().at(-1)).toBe('toast 6');
});

test.each([
  ['blank', (m: string) => toast(m), 4000],
  ['error', (m: string) => toast.error(m), 4000],
  ['success', (m: string) => toast.success(m), 2000],
  ['info (the default otherwise)', (m: string) => toast.info(m), 5000],
])('a %s toast is dismissed after %#', (_name, show, duration) => {
  const id = show('hello');
  jest.advanceTimersByTime(duration - 1);
  expect(visible(id)).toBe(true);
  jest.advanceTimersByTime(1);
  expect(visible(id)).toBe(false);
  jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
  expect(messages()).toEqual([]);
});

test('a loading toast stays until it is replaced, keeping its place', () => {
  const id = toast.loading('Saving...');
  jest.advanceTimersByTime(60_000);
  expect(visible(id)).toBe(true);
  toast.success('Saved', { id });
  expect(toastStore.get()).toEqual([
    expect.objectContaining({ id, type: 'success', message: 'Saved' }),
  ]);
  jest.advanceTimersByTime(2000);
  expect(visible(id)).toBe(false);
});

test('a screen can choose its own duration', () => {
  const id = toast.success('Done', { duration: 3000 });
  jest.advanceTimersByTime(2999);
  expect(visible(id)).toBe(true);
  jest.advanceTimersByTime(1);
  expect(visible(id)).toBe(false);
});

test('dismiss hides at once and removes after the exit delay; remove is immediate', () => {
  const first = toast('first');
  const second = toast('second');
  toast.dismiss(first);
  expect(visible(first)).toBe(false);
  expect(visible(second)).toBe(true);
  jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
  expect(messages()).toEqual(['second']);
  toast.remove(second);
  expect(messages()).toEqual([]);
});

test('dismiss and remove without an id apply to every toast', () => {
  toast('a');
  toast('b');
  toast.dismiss();
  expect(toastStore.get().every((item) => !item.visible)).toBe(true);
  toast('c');
  toast.remove();
  expect(messages()).toEqual([]);
});
