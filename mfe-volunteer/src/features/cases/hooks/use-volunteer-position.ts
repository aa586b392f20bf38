import { useSyncExternalStore } from 'react';

/** A point as the API's query takes it (lat=&lng=). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Why the browser's location could not be used. */
export type PositionFailure = 'denied' | 'unavailable' | 'unsupported';

/**
 * The volunteer's own position, used only with their consent: `off` until they press the
 * button (the browser is never asked on page load), `asking` while the browser finds it,
 * `on` once known, `failed` when refused or not found (the lists fall back to their city).
 */
export type PositionState =
  | { status: 'off' }
  | { status: 'asking' }
  | { status: 'on'; point: LatLng }
  | { status: 'failed'; reason: PositionFailure };

/** The consent and the point, for this browser tab's session only (sessionStorage). */
export const POSITION_STORAGE_KEY = 'rescue.volunteer.position';

/** Four decimals (about 11 m): enough to order cases by distance, no more precise than that. */
const round = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

const OFF: PositionState = { status: 'off' };
/** Asking, a failure, or a point sessionStorage would not keep: not stored. */
let transient: PositionState | null = null;
let storedRaw: string | null | undefined;
let stored: PositionState = OFF;
const listeners = new Set<() => void>();

function readStorage(): string | null {
  try {
    return sessionStorage.getItem(POSITION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): PositionState {
  if (!raw) return OFF;
  try {
    const value: unknown = JSON.parse(raw);
    const { lat, lng } = (value ?? {}) as Partial<LatLng>;
    if (typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90) {
      return { status: 'on', point: { lat, lng } };
    }
  } catch {
    // A value another version wrote: read as no consent.
  }
  return OFF;
}

function snapshot(): PositionState {
  if (transient) return transient;
  const raw = readStorage();
  if (raw !== storedRaw) {
    storedRaw = raw;
    stored = parse(raw);
  }
  return stored;
}

function set(state: PositionState | null): void {
  transient = state;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current state outside React (the case page's distance, tests). */
export const positionState = snapshot;

/**
 * Asks the browser for its position, once, on the volunteer's press. The point is kept for
 * the tab's session, so the other pages (and a reload) use it without asking again.
 */
export function requestPosition(): void {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return set({ status: 'failed', reason: 'unsupported' });
  set({ status: 'asking' });
  geolocation.getCurrentPosition(
    ({ coords }) => {
      const point = { lat: round(coords.latitude), lng: round(coords.longitude) };
      try {
        sessionStorage.setItem(POSITION_STORAGE_KEY, JSON.stringify(point));
        set(null);
      } catch {
        // Storage refused (a private window): used on this page only.
        set({ status: 'on', point });
      }
    },
    (error) => set({ status: 'failed', reason: error.code === 1 ? 'denied' : 'unavailable' }),
    // A position up to 5 minutes old will do; a phone's network fix is quick and close enough.
    { enableHighAccuracy: false, maximumAge: 300_000, timeout: 15_000 },
  );
}

/** Withdraws the consent: the lists go back to the volunteer's city. */
export function stopUsingPosition(): void {
  try {
    sessionStorage.removeItem(POSITION_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
  set(null);
}

/** The volunteer's position state, shared by every page of the area. */
export function useVolunteerPosition(): PositionState {
  return useSyncExternalStore(subscribe, snapshot, () => OFF);
}

/** The point the lists are sorted from, or null for the volunteer's city. */
export function pointOf(state: PositionState): LatLng | null {
  return state.status === 'on' ? state.point : null;
}
