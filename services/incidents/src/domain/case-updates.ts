// The texts of case updates and of the reporter's notifications, rendered from the case
// history (case-history.ts) in the words the spec's clients always had.
import { ngoStatusUpdateText, type IncidentStatus } from '@rescue/contracts';

export const caseUpdateText = {
  reported: 'Incident reported',
  status: (status: IncidentStatus) => ngoStatusUpdateText(status),
  /** A status change with the NGO's note for the reporter (issue 31). */
  statusWithNote: (status: IncidentStatus, note: string) =>
    `${ngoStatusUpdateText(status)}: ${note}`,
  handling: (ngoName: string) => `${ngoName} is handling this case`,
  assigned: (volunteerName: string) => `Volunteer ${volunteerName} took this case`,
  note: (volunteerName: string, text: string) => `Note from volunteer ${volunteerName}: ${text}`,
  completed: (volunteerName: string) => `Volunteer ${volunteerName} marked the case completed`,
  reporterNote: (text: string) => `Note from the reporter: ${text}`,
  followerNote: (name: string, text: string) =>
    `Note from ${name}, who also saw the animal: ${text}`,
  reopened: (reason: string) => `Reopened by the reporter: ${reason}`,
  severityConfirmed: (category: string, ngoName: string) =>
    `Severity confirmed as ${category} by ${ngoName}`,
  severityChanged: (from: string, to: string, ngoName: string, reason: string) =>
    `Severity changed from ${from} to ${to} by ${ngoName}: ${reason}`,
};

export const notificationText = {
  status: (status: IncidentStatus, ngoName: string, note?: string | null) =>
    `${ngoName} set your report to ${status}${note ? `: ${note}` : ''}`,
  handling: (ngoName: string) => `${ngoName} is handling your report`,
  assigned: (volunteerName: string) => `Volunteer ${volunteerName} took your case`,
  note: (volunteerName: string, text: string) =>
    `Volunteer ${volunteerName} added a note to your case: ${text}`,
  completed: (volunteerName: string) => `Volunteer ${volunteerName} marked your case completed`,
};
