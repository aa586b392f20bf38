import { useEffect, useState } from 'react';
import type { Incident, IncidentStatus } from '@rescue/contracts';
import { Select, toast } from '@rescue/web-kit';
import { updateIncidentStatus } from '../api/incidents-api';
import { STATUS_OPTIONS } from '../utils/incident-rules';
import { MESSAGES } from '../utils/messages';

export interface StatusSelectProps {
  incident: Incident;
  label: string;
  /** Called after the server saved the change (the caller refetches). */
  onUpdated(): void;
}

/**
 * The NGO's status control (spec section 4): any of the three statuses in any order,
 * disabled while saving; the new status stays shown on success, the old one comes back on
 * failure.
 */
export function StatusSelect({ incident, label, onUpdated }: StatusSelectProps) {
  const [shown, setShown] = useState(incident.status);
  const [saving, setSaving] = useState(false);
  useEffect(() => setShown(incident.status), [incident.status]);

  async function change(status: IncidentStatus) {
    setShown(status);
    setSaving(true);
    try {
      await updateIncidentStatus(incident._id, status);
      toast.success(MESSAGES.statusUpdated);
      onUpdated();
    } catch {
      setShown(incident.status);
      toast.error(MESSAGES.statusUpdateFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Select
      label={label}
      options={STATUS_OPTIONS}
      value={shown}
      disabled={saving}
      aria-busy={saving}
      onChange={(event) => void change(event.target.value as IncidentStatus)}
    />
  );
}
