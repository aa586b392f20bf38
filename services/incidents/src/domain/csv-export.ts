import { CLOSURE_REASON_LABELS, defuseFormulas, type Incident } from '@rescue/contracts';

/** The default most rows one export holds (the newest first): bounded even for a huge table. */
export const EXPORT_MAX_ROWS = 10_000;

/** Column title -> the cell of one incident. Contact cells are empty when the reader may not see them. */
const COLUMNS: [string, (incident: Incident) => string | number][] = [
  ['id', (i) => i._id],
  ['reported_at', (i) => i.createdAt],
  ['updated_at', (i) => i.updatedAt],
  ['status', (i) => i.status],
  ['city', (i) => i.city],
  ['address', (i) => i.location.address],
  ['latitude', (i) => i.location.coordinates[1]],
  ['longitude', (i) => i.location.coordinates[0]],
  // 'yes': no pin, the point is the city's centre.
  ['location_approximate', (i) => (i.location.approximate ? 'yes' : 'no')],
  ['location_accuracy_m', (i) => i.location.accuracyMeters ?? ''],
  ['animal_type', (i) => i.animalInfo.type],
  ['animal_description', (i) => i.animalInfo.description],
  ['description', (i) => i.description],
  ['severity_score', (i) => i.animalInfo.aiSeverityAssessment.score],
  ['severity_category', (i) => i.animalInfo.aiSeverityAssessment.category],
  ['reporter_name', (i) => i.reporterInfo.name],
  ['reporter_contact', (i) => i.reporterInfo.contactNumber ?? ''],
  ['reporter_email', (i) => i.reporterInfo.email ?? ''],
  ['volunteer_name', (i) => i.volunteerActivity?.volunteerName ?? ''],
  ['volunteer_status', (i) => i.volunteerActivity?.status ?? ''],
  ['assigned_at', (i) => i.volunteerActivity?.assignedAt ?? ''],
  ['assigned_ngo', (i) => i.assignedNGO?.name ?? ''],
  // Why and when it was closed, from the case history (empty while open).
  ['closed_at', (i) => i.closure?.at ?? ''],
  ['closure_reason', (i) => (i.closure ? CLOSURE_REASON_LABELS[i.closure.reason] : '')],
  ['closure_note', (i) => i.closure?.note ?? ''],
  ['case_updates', (i) => i.caseUpdates.length],
];

/**
 * The corrected cases (issue 30): what the reporter said and ticked, the app's assessment and
 * the NGO's category with why, so the rubric can be improved. No contact details.
 */
const CORRECTION_COLUMNS: [string, (incident: Incident) => string | number][] = [
  ['id', (i) => i._id],
  ['reported_at', (i) => i.createdAt],
  ['city', (i) => i.city],
  ['animal_type', (i) => i.animalInfo.type],
  ['animal_description', (i) => i.animalInfo.description],
  ['description', (i) => i.description],
  ['signs', (i) => i.animalInfo.assessment?.signs.join(' ') ?? ''],
  ['rubric_version', (i) => i.animalInfo.ngoGrading?.rubricVersion ?? ''],
  ['app_category', (i) => i.animalInfo.assessment?.category ?? ''],
  ['app_score', (i) => i.animalInfo.assessment?.score ?? ''],
  ['app_details', (i) => i.animalInfo.assessment?.assessmentDetails ?? ''],
  ['ngo_category', (i) => i.animalInfo.ngoGrading?.category ?? ''],
  ['ngo_reason', (i) => i.animalInfo.ngoGrading?.reason ?? ''],
  ['ngo_name', (i) => i.animalInfo.ngoGrading?.ngo.name ?? ''],
  ['reviewed_at', (i) => i.animalInfo.ngoGrading?.at ?? ''],
];

export function correctionsCsvHeader(): string {
  return `\uFEFF${CORRECTION_COLUMNS.map(([title]) => title).join(',')}\r\n`;
}

export function correctionsCsvRow(incident: Incident): string {
  return `${CORRECTION_COLUMNS.map(([, value]) => cell(value(incident))).join(',')}\r\n`;
}

/** A cell, quoted when it must be (RFC 4180). */
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  // Reporters type these texts: no piece of one runs as a formula, whichever separator a
  // spreadsheet splits at (contracts' defuseFormulas); a phone number is left alone.
  const safe = defuseFormulas(value);
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header line, with a byte-order mark so spreadsheets read the file as UTF-8. */
export function csvHeader(): string {
  return `\uFEFF${COLUMNS.map(([title]) => title).join(',')}\r\n`;
}

export function csvRow(incident: Incident): string {
  return `${COLUMNS.map(([, value]) => cell(value(incident))).join(',')}\r\n`;
}
