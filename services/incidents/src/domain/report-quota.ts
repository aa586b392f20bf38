/**
 * Reports per account in a sliding window, kept in the incidents database (so the count
 * survives a restart and is shared by every replica) by service-kit's RateLimitStore.
 */
export const REPORT_QUOTA_COLLECTION = 'reportQuota';

/** The account's key in that log; the seed forgets its demo reporters' counts by it. */
export const reportQuotaKey = (reporterId: string) => `report:${reporterId}`;
