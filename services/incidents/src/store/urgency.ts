// Most urgent first (issue 30): the NGO list's and the volunteer's available list's other
// order. The severity category from CRITICAL down to PENDING (the contracts' severityUrgency),
// then the longest waiting (the oldest report), then the id: a total order, so keyset paging
// continues exactly where a page stopped. The working set keeps its entries in this order
// (working-set.ts); on the database each category is one indexed query, oldest first.
import { SEVERITY_CATEGORIES, severityUrgency } from '@rescue/contracts';
import { ObjectId, type Collection, type Filter } from '@rescue/service-kit';
import type { IncidentDoc } from './incident-doc';
import { CATEGORY } from './incident-query';

/** Where a most-urgent-first page stopped: its last item's urgency, report time and id. */
export interface UrgencyPosition {
  urgency: number;
  createdAt: Date;
  id: string;
}

/** What the order reads of an incident (facts in memory: times as milliseconds). */
export interface UrgencyKey {
  category: string;
  createdAt: number;
  hex: string;
}

/** Negative when `a` comes first: more urgent, then older, then the smaller id. */
export function byUrgency(a: UrgencyKey, b: UrgencyKey): number {
  return (
    severityUrgency(b.category) - severityUrgency(a.category) ||
    a.createdAt - b.createdAt ||
    (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0)
  );
}

/** The key of a position, to compare entries with it. */
export function keyOfPosition(position: UrgencyPosition): UrgencyKey {
  return {
    category: SEVERITY_CATEGORIES[position.urgency] ?? '',
    createdAt: position.createdAt.getTime(),
    hex: position.id,
  };
}

export function positionOf(doc: IncidentDoc): UrgencyPosition {
  return {
    urgency: severityUrgency(doc.animalInfo.aiSeverityAssessment.category),
    createdAt: doc.createdAt,
    id: doc._id.toHexString(),
  };
}

export interface UrgencyPage {
  items: IncidentDoc[];
  /** Where the next page starts; absent on the last page. */
  next?: UrgencyPosition;
}

/** A page from up to `limit + 1` documents read in this order (the extra one: more follow). */
export function urgencyPageOf(found: readonly IncidentDoc[], limit: number): UrgencyPage {
  const items = found.slice(0, limit);
  const last = items.at(-1);
  if (found.length <= limit || !last) return { items };
  return { items, next: positionOf(last) };
}

/**
 * Up to `limit + 1` documents matching `filter` (and `accepts`, checked in code) after `after`,
 * in this order, from the database: one query per category, most urgent first, each oldest
 * first, read until the page is full.
 */
export async function urgencyFromDatabase(
  incidents: Collection<IncidentDoc>,
  filter: Filter<IncidentDoc>,
  limit: number,
  after?: UrgencyPosition,
  accepts: (doc: IncidentDoc) => boolean = () => true,
): Promise<IncidentDoc[]> {
  const found: IncidentDoc[] = [];
  const top = after?.urgency ?? SEVERITY_CATEGORIES.length - 1;
  for (let urgency = top; urgency >= 0 && found.length <= limit; urgency -= 1) {
    const continues =
      after && urgency === after.urgency
        ? [
            {
              $or: [
                { createdAt: { $gt: after.createdAt } },
                { createdAt: after.createdAt, _id: { $gt: new ObjectId(after.id) } },
              ],
            },
          ]
        : [];
    const cursor = incidents
      .find({ $and: [filter, { [CATEGORY]: SEVERITY_CATEGORIES[urgency] }, ...continues] })
      .sort({ createdAt: 1, _id: 1 });
    for await (const doc of cursor) {
      if (!accepts(doc)) continue;
      found.push(doc);
      if (found.length > limit) break;
    }
    await cursor.close();
  }
  return found;
}
