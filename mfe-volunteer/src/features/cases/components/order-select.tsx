// The available cases' order (issue 30): nearest first (the volunteer's position, or their
// city first), or most urgent first (critical first, then the longest waiting). The server
// orders and pages; the choice lives in the address (?sort=urgency).
import { AVAILABLE_CASE_ORDERS, type AvailableCaseOrder } from '@rescue/contracts';
import { Select } from '@rescue/web-kit';
import { volunteerText } from '../../../i18n/text';

/** One of the orders, or the default nearest first for anything else. */
const orderOf = (value: string | null): AvailableCaseOrder =>
  AVAILABLE_CASE_ORDERS.find((known) => known === value) ?? 'nearest';

/** The order the address asks for (?sort=urgency). */
export const orderFrom = (params: URLSearchParams) => orderOf(params.get('sort'));

export function OrderSelect({
  value,
  onChange,
}: {
  value: AvailableCaseOrder;
  onChange(order: AvailableCaseOrder): void;
}) {
  const text = volunteerText.useText();
  return (
    <Select
      label={text('available.order.label')}
      options={AVAILABLE_CASE_ORDERS.map((order) => ({
        value: order,
        label: text(`available.order.${order}`),
      }))}
      value={value}
      hint={value === 'urgency' ? text('available.order.urgencyHint') : undefined}
      onChange={(event) => onChange(orderOf(event.target.value))}
    />
  );
}
