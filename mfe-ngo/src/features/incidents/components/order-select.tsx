// The incidents list's order (issue 30): newest first, or most urgent first (critical first,
// then the longest waiting). The server orders and pages; the choice lives in the address.
import { INCIDENT_LIST_ORDERS, type IncidentListOrder } from '@rescue/contracts';
import { Select } from '@rescue/web-kit';
import { ngoText } from '../../../i18n/text';

/** One of the orders, or the default newest first for anything else. */
const orderOf = (value: string | null): IncidentListOrder =>
  INCIDENT_LIST_ORDERS.find((known) => known === value) ?? 'newest';

/** The order the address asks for (?sort=urgency). */
export const orderFrom = (params: URLSearchParams) => orderOf(params.get('sort'));

export function OrderSelect({
  value,
  onChange,
}: {
  value: IncidentListOrder;
  onChange(order: IncidentListOrder): void;
}) {
  const text = ngoText.useText();
  return (
    <Select
      label={text('list.order.label')}
      options={INCIDENT_LIST_ORDERS.map((order) => ({
        value: order,
        label: text(`list.order.${order}`),
      }))}
      value={value}
      hint={value === 'urgency' ? text('list.order.urgencyHint') : undefined}
      onChange={(event) => onChange(orderOf(event.target.value))}
    />
  );
}
