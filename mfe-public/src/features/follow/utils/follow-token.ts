// The follow link's token travels after '#' (never sent to a server, nor in Referer). When the
// reporter leaves to log in, this tab keeps it, so the page they come back to still opens the
// case; it is read once and forgotten.
const KEPT_TOKEN_KEY = 'rescue.followToken';

/** The token of `#token`, or the one kept for this tab's return from logging in. */
export function followTokenOf(hash: string): string {
  const fromLink = decodeURIComponent(hash.replace(/^#/, '')).trim();
  if (fromLink) return fromLink;
  try {
    return sessionStorage.getItem(KEPT_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Kept for this tab only: a closed tab forgets it. */
export function rememberFollowToken(token: string): void {
  try {
    sessionStorage.setItem(KEPT_TOKEN_KEY, token);
  } catch {
    // No storage (private mode): after logging in they open their link again.
  }
}

export function forgetFollowToken(): void {
  try {
    sessionStorage.removeItem(KEPT_TOKEN_KEY);
  } catch {
    // Nothing was kept.
  }
}
