// A peer service's replicas as this process reaches them. The local stack gives a service every
// replica of each other service (INCIDENTS_URL=http://127.0.0.1:4101,http://127.0.0.1:4102),
// so a call goes on to the next replica when one is down, as a Kubernetes Service would send it
// to a pod that is up; docker-compose and Helm give one Service URL, a list of one.

import { parsePeerUrls } from '@rescue/contracts';

/**
 * One peer's replicas and the one to ask first: the one that answered last. Calls stay on a
 * replica while it answers (a write and the read after it see one working set), and move to
 * the next in the list once it fails, wrapping around.
 */
export class PeerReplicas {
  readonly urls: readonly string[];
  private preferred = 0;

  constructor(urls: readonly string[]) {
    if (urls.length === 0) throw new Error('A peer needs at least one URL');
    this.urls = urls;
  }

  /** Every replica, in the order to try them: the preferred one, then the ones after it. */
  order(): string[] {
    const n = this.urls.length;
    return this.urls.map((_, i) => this.urls[(this.preferred + i) % n]!);
  }

  /** The replica to ask first (a long poll, which keeps one request open). */
  first(): string {
    return this.urls[this.preferred]!;
  }

  /** It answered: the next calls start there. */
  answered(url: string): void {
    const index = this.urls.indexOf(url);
    if (index >= 0) this.preferred = index;
  }

  /**
   * It did not answer (refused, reset, timed out, 502/503): the next calls start at the one
   * after it, unless a concurrent call has already moved on from it.
   */
  failed(url: string): void {
    if (this.urls[this.preferred] === url) this.preferred = (this.preferred + 1) % this.urls.length;
  }
}

const known = new Map<string, PeerReplicas>();

/**
 * The replicas named by one peer URL variable's value, one object per value for the whole
 * process: every caller of a peer (the internal client, a long poll) shares what it learnt.
 */
export function peerReplicas(list: string): PeerReplicas {
  let replicas = known.get(list);
  if (!replicas) {
    replicas = new PeerReplicas(parsePeerUrls(list));
    known.set(list, replicas);
  }
  return replicas;
}
