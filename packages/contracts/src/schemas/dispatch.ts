// Asking one on-duty volunteer to take a case, and the escalation of critical cases nobody
// takes (issue 31; services/incidents).
import { objectId, objectIdInput } from './fields';
import { z } from './zod';

/** The candidates an NGO is offered: the nearest on-duty volunteers with room for a case. */
export const DISPATCH_CANDIDATES_MAX = 10;

export const dispatchRequestSchema = z
  .object({ volunteerId: objectIdInput('must be a volunteer id') })
  .openapi('DispatchRequest');

export const dispatchCandidateSchema = z
  .strictObject({
    volunteerId: objectId,
    name: z.string(),
    distanceKm: z.number().openapi({
      description: "From the volunteer's on-duty position to the case, 0.1 km precision.",
    }),
    approximate: z.boolean().openapi({
      description: "The volunteer shared no position: their profile city's centre is used.",
    }),
    heldCases: z.number().int().openapi({ description: 'Open cases the volunteer holds now.' }),
  })
  .openapi('DispatchCandidate');

export const dispatchCandidatesResponseSchema = z
  .strictObject({
    success: z.literal(true),
    data: z.array(dispatchCandidateSchema).openapi({ description: 'Nearest first.' }),
    maxCases: z.number().int().openapi({
      description: 'Open cases a volunteer may hold at once (VOLUNTEER_MAX_OPEN_CASES).',
    }),
  })
  .openapi('DispatchCandidates');

/** Default minutes before a critical case nobody took alerts a wider radius, then the NGOs. */
export const ESCALATION_DEFAULTS = {
  /** ESCALATION_VOLUNTEERS_AFTER_MINUTES */
  volunteersAfterMinutes: 10,
  /** ESCALATION_RADIUS_KM: on-duty volunteers this close are alerted, whatever their own radius. */
  radiusKm: 25,
  /** ESCALATION_NGOS_AFTER_MINUTES */
  ngosAfterMinutes: 20,
  /** ESCALATION_SCAN_MS: how often each incidents replica looks for cases due. */
  scanMs: 30_000,
} as const;

export type DispatchCandidate = z.infer<typeof dispatchCandidateSchema>;
export type DispatchCandidatesResponse = z.infer<typeof dispatchCandidatesResponseSchema>;
export type DispatchRequest = z.input<typeof dispatchRequestSchema>;
