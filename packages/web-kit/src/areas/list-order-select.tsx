// A list's order (issue 30): the server orders and pages; the choice lives in the address
// (?sort=urgency), so a shared or reloaded link keeps it.
import { Select } from '@rescue/web-kit';

/** `value` if it is one of `orders`; anything else is the first of them, the list's default. */
export function listOrderOf<Order extends string>(
  orders: readonly [Order, ...Order[]],
  value: string | null,
): Order {
  return orders.find((known) => known === value) ?? orders[0];
}

export interface ListOrderSelectProps<Order extends string> {
  /** The orders the list offers, its default first. */
  orders: readonly [Order, ...Order[]];
  value: Order;
  onChange(order: Order): void;
  label: string;
  /** Each order's name in the area's words. */
  orderLabel(order: Order): string;
  /** A line under the select for the chosen order (what "most urgent" means), if it has one. */
  hint?: string;
}

/** A labelled select of a list's orders. */
export function ListOrderSelect<Order extends string>({
  orders,
  value,
  onChange,
  label,
  orderLabel,
  hint,
}: ListOrderSelectProps<Order>) {
  return (
    <Select
      label={label}
      options={orders.map((order) => ({ value: order, label: orderLabel(order) }))}
      value={value}
      hint={hint}
      onChange={(event) => onChange(listOrderOf(orders, event.target.value))}
    />
  );
}
