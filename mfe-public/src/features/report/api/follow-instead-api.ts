// "Not twice" (issue 30): the reporter follows a case already reported instead of filing it
// again, and what they saw (their words, their photo) is added to that case.
import { PHOTO_FIELD, REPORTER_UPDATE_MAX_LENGTH } from '@rescue/contracts';
import { callOperation, incidentKeys, useMutation, useQueryClient } from '@rescue/web-kit/query';
import type { toVisitorContact } from '../utils/report-fields';

type VisitorContact = ReturnType<typeof toVisitorContact>;

export interface FollowInstead {
  incidentId: string;
  /** What the reporter wrote, added to the case as their note (may be empty without a photo). */
  text: string;
  photo: File | null;
  /** Without an account: who is writing (a name and a phone number or an email). */
  contact: VisitorContact | null;
}

/** The report's words as one note, within the note's limit. */
export const followNoteOf = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, REPORTER_UPDATE_MAX_LENGTH);

/**
 * POST /api/incidents/{id}/follow (signed in) or /follow/anonymous (with the contact): JSON,
 * or multipart with the photo as a report sends it.
 */
export function followInstead({ incidentId, text, photo, contact }: FollowInstead) {
  const data = { ...(text ? { text } : {}), ...(contact ? { contact } : {}) };
  const params = { id: incidentId };
  if (!photo) {
    return contact
      ? callOperation('incidents.followAnonymously', { params, body: { ...data, contact } })
      : callOperation('incidents.follow', { params, body: data });
  }
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append(PHOTO_FIELD, photo, photo.name);
  return contact
    ? callOperation('incidents.followAnonymously', { params, form })
    : callOperation('incidents.follow', { params, form });
}

/** followInstead as a mutation; the case's history changed, so its queries are asked again. */
export function useFollowInstead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: followInstead,
    onSuccess: () => client.invalidateQueries({ queryKey: incidentKeys.all }),
  });
}
