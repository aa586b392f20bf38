// What the report screen says (spec section 8, and the beyond-the-spec helpers).
export const REPORT_PATH = '/report-incident';
export const SUBMITTING = 'Submitting report...';
export { INCIDENT_REPORTED_MESSAGE as REPORTED } from '@rescue/contracts';
export const SUBMIT_FAILED = 'Failed to submit report';
export const KEPT_ON_DEVICE = 'Your report is saved on this device: nothing you typed is lost.';
export const LOGIN_FIRST = 'Please log in to submit your report. Your draft is saved.';
export const LOCATION_FAILED =
  'Could not get your location. The centre of the chosen city will be used.';
export const LOCATION_UNSUPPORTED =
  'This browser cannot share its location. The centre of the chosen city will be used.';
