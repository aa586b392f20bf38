// The report screen's own page. What it says (spec section 8, and the beyond-the-spec helpers)
// is in the area's catalogue, src/i18n, under report.*, location.*, nearby.* and photo.*.
export const REPORT_PATH = '/report-incident';
