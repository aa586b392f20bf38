// Toasts (spec sections 4 and 9): at most 20 kept, each type with its own duration,
// dismissible (hidden, then removed) and removable (gone at once). One store for the
// whole page: the kit is a shared singleton, so every area's toasts land here.

export type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'info';

export const TOAST_LIMIT = 20;

/** Milliseconds a toast stays; loading stays until replaced or dismissed. */
export const TOAST_DURATIONS: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
  // "default otherwise 5000 ms" (spec section 9).
  info: 5000,
};

/** How long a dismissed toast stays hidden before it is removed. */
export const TOAST_REMOVE_DELAY = 1000;

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  duration: number;
  visible: boolean;
  createdAt: number;
}

export interface ToastOptions {
  /** Reusing an id replaces that toast (a loading toast turning into success). */
  id?: string;
  duration?: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let toasts: readonly Toast[] = [];
let counter = 0;

function setToasts(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearTimer(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

function schedule(id: string, delay: number, action: () => void): void {
  clearTimer(id);
  if (Number.isFinite(delay)) timers.set(id, setTimeout(action, delay));
}

function show(type: ToastType, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${(counter += 1)}`;
  const toast: Toast = {
    id,
    type,
    message,
    duration: options.duration ?? TOAST_DURATIONS[type],
    visible: true,
    createdAt: Date.now(),
  };
  // Newest first; the oldest beyond the limit are dropped.
  const rest = toasts.filter((existing) => existing.id !== id);
  const kept = [toast, ...rest].slice(0, TOAST_LIMIT);
  for (const dropped of rest.slice(TOAST_LIMIT - 1)) clearTimer(dropped.id);
  setToasts(kept);
  schedule(id, toast.duration, () => dismiss(id));
  return id;
}

/** Hides one toast (or all), then removes it after TOAST_REMOVE_DELAY. */
function dismiss(id?: string): void {
  const targets = toasts.filter((toast) => id === undefined || toast.id === id);
  if (targets.length === 0) return;
  setToasts(
    toasts.map((toast) => (targets.includes(toast) ? { ...toast, visible: false } : toast)),
  );
  for (const toast of targets) schedule(toast.id, TOAST_REMOVE_DELAY, () => remove(toast.id));
}

/** Removes one toast (or all) at once. */
function remove(id?: string): void {
  for (const toast of toasts) if (id === undefined || toast.id === id) clearTimer(toast.id);
  setToasts(id === undefined ? [] : toasts.filter((toast) => toast.id !== id));
}

export const toast = Object.assign(
  (message: string, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
    loading: (message: string, options?: ToastOptions) => show('loading', message, options),
    info: (message: string, options?: ToastOptions) => show('info', message, options),
    dismiss,
    remove,
  },
);

export const toastStore = {
  get: (): readonly Toast[] => toasts,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
