import path from 'node:path';
import type { EventStreamConfig } from './event-stream';
import {
  DEFAULT_SERVICE_PORTS,
  SERVICE_NAMES,
  PLACEHOLDER_HELPLINE,
  WEB_AREAS,
  intFromEnv,
  parsePeerUrls,
  telHref,
  type HelplineSettings,
  type ServiceName,
  type WebArea,
} from '@rescue/contracts';

/** The built front end and where browsers load each remote from. */
export interface WebConfig {
  /** The shell's build (index.html and its chunks), served at /. */
  shellDir: string;
  /** Each remote's build, served at /remotes/<area>/. */
  remoteDirs: Record<WebArea, string>;
  /**
   * What GET /remotes.json answers: each remote's entry, its remoteEntry.js (one request
   * fewer before the page is usable than its mf-manifest.json, which also works).
   */
  remoteEntries: Record<WebArea, string>;
  /** The map tiles' URL template ({s}, {z}, {x}, {y}); empty for no tiles (markers only). */
  mapTileUrl: string;
  /** The credit the tile provider asks for, shown on the map (HTML). */
  mapTileAttribution: string;
  /** The 24/7 helpline every page shows (HELPLINE_NUMBER), in /remotes.json. */
  helpline: HelplineSettings;
}

export const DEFAULT_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * What one client (one socket address: a client-sent X-Forwarded-For is never trusted) may
 * hold, and how fast it must send. Defaults leave room for many browsers behind one NAT
 * (a browser opens up to 6 connections per origin) and for bench's 50 connections from
 * 127.0.0.1, while one address can no longer take all of a service's upstream sockets.
 */
export interface ProtectionConfig {
  /** Open connections per address (CLIENT_MAX_CONNECTIONS); requests on more get 429. */
  maxConnectionsPerClient: number;
  /** Requests in progress per address (CLIENT_MAX_IN_FLIGHT); more get 429. */
  maxInFlightPerClient: number;
  /** A request's headers must arrive within this (HEADERS_TIMEOUT_MS): slowloris. */
  headersTimeoutMs: number;
  /** After the grace period a body must keep up this average rate (BODY_MIN_BYTES_PER_SECOND). */
  bodyMinBytesPerSecond: number;
  /** BODY_GRACE_MS: connection start-up, and the whole of a small body's time. */
  bodyGraceMs: number;
  /** A body must be complete within this, whatever its rate (BODY_TIMEOUT_MS). */
  bodyTimeoutMs: number;
  /** A service must answer (or send) within this (UPSTREAM_TIMEOUT_MS), else 504. */
  upstreamTimeoutMs: number;
}

export interface GatewayConfig {
  host: string;
  port: number;
  /** Base URLs of the services; each may list several replicas, comma-separated (round robin). */
  services: Record<ServiceName, string[]>;
  web: WebConfig;
  logLevel: string;
  protection: ProtectionConfig;
  /** How often each replica's /readyz is asked (READINESS_INTERVAL_MS; 0: never, all routable). */
  readinessIntervalMs: number;
  /** GET /metrics on a listener of its own (METRICS_PORT, METRICS_HOST); unset: none. */
  metrics?: { host: string; port: number };
  /** GET /api/events/stream (event-stream.ts). */
  eventStream: EventStreamConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => {
      const raw =
        env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${DEFAULT_SERVICE_PORTS[name]}`;
      return [name, parsePeerUrls(raw)];
    }),
  ) as Record<ServiceName, string[]>;
  return {
    host: env.HOST ?? '127.0.0.1',
    port: intFromEnv(env, 'PORT', 8080),
    services,
    web: loadWebConfig(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    protection: {
      maxConnectionsPerClient: intFromEnv(env, 'CLIENT_MAX_CONNECTIONS', 128),
      maxInFlightPerClient: intFromEnv(env, 'CLIENT_MAX_IN_FLIGHT', 64),
      headersTimeoutMs: intFromEnv(env, 'HEADERS_TIMEOUT_MS', 10_000),
      bodyMinBytesPerSecond: intFromEnv(env, 'BODY_MIN_BYTES_PER_SECOND', 1024),
      bodyGraceMs: intFromEnv(env, 'BODY_GRACE_MS', 5_000),
      bodyTimeoutMs: intFromEnv(env, 'BODY_TIMEOUT_MS', 120_000),
      upstreamTimeoutMs: intFromEnv(env, 'UPSTREAM_TIMEOUT_MS', 30_000),
    },
    readinessIntervalMs: intFromEnv(env, 'READINESS_INTERVAL_MS', 1_000),
    eventStream: {
      heartbeatMs: intFromEnv(env, 'EVENT_STREAM_HEARTBEAT_MS', 15_000),
      maxBufferBytes: intFromEnv(env, 'EVENT_STREAM_MAX_BUFFER_BYTES', 256 * 1024),
      idleTimeoutMs: intFromEnv(env, 'EVENT_STREAM_IDLE_TIMEOUT_MS', 45_000),
    },
    metrics: env.METRICS_PORT
      ? { host: env.METRICS_HOST ?? '127.0.0.1', port: intFromEnv(env, 'METRICS_PORT', 0) }
      : undefined,
  };
}

/**
 * WEB_ROOT is the folder holding shell/dist and mfe-<area>/dist (default: the repository
 * root). REMOTE_<AREA>_URL moves one remote elsewhere (another host, a CDN) without
 * rebuilding the shell: the shell reads /remotes.json at start-up. MAP_TILE_URL and
 * MAP_TILE_ATTRIBUTION set the maps' tile server (a closed network can point at its own, or
 * set MAP_TILE_URL empty for markers without tiles).
 */
function loadWebConfig(env: NodeJS.ProcessEnv): WebConfig {
  const root = path.resolve(env.WEB_ROOT ?? path.join(__dirname, '..', '..'));
  const perArea = <T>(value: (area: WebArea) => T) =>
    Object.fromEntries(WEB_AREAS.map((area) => [area, value(area)])) as Record<WebArea, T>;
  return {
    shellDir: path.join(root, 'shell', 'dist'),
    remoteDirs: perArea((area) => path.join(root, `mfe-${area}`, 'dist')),
    remoteEntries: perArea(
      (area) => env[`REMOTE_${area.toUpperCase()}_URL`] || `/remotes/${area}/remoteEntry.js`,
    ),
    mapTileUrl: env.MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION ?? DEFAULT_MAP_TILE_ATTRIBUTION,
    helpline: helplineFromEnv(env),
  };
}

/**
 * HELPLINE_NUMBER as people read it ("+91 98200 12345"); unset, the spec's placeholder, which
 * the pages then call a demo number. A value without a number in it is a start-up error.
 */
export function helplineFromEnv(env: NodeJS.ProcessEnv): HelplineSettings {
  const display = env.HELPLINE_NUMBER?.trim() || PLACEHOLDER_HELPLINE;
  if (!/^\+?[\d\s().-]{6,25}$/.test(display) || !/\d{3}/.test(display.replace(/\D/g, '')))
    throw new Error(
      `HELPLINE_NUMBER must be a phone number such as +91 98200 12345, got "${display}"`,
    );
  return { display, tel: telHref(display), placeholder: display === PLACEHOLDER_HELPLINE };
}
