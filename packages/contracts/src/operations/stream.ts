// The live-updates stream's timings: a leaf, so the table (events.ts) reads them without
// importing live-events.ts, which imports policy.ts, which reads the table.

/** How long a stream ticket (POST /api/events/ticket) opens streams. */
export const STREAM_TICKET_TTL_SECONDS = 60;
/** A comment line the gateway and the service send on an idle stream this often. */
export const STREAM_HEARTBEAT_MS = 15_000;
