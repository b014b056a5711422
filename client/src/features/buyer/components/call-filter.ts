/** The call lists' quick filter: every word must appear in the order number, client name or phone. */
export function filterCalls<
  T extends {orderNumber?: number | null; client?: {firstName?: string | null; lastName?: string | null; phone?: string | null}},
>(orders: T[], text: string): T[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return orders;
  return orders.filter(order => {
    const haystack = [order.orderNumber, order.client?.firstName, order.client?.lastName, order.client?.phone]
      .filter(value => value !== null && value !== undefined)
      .join(' ')
      .toLowerCase();
    return words.every(word => haystack.includes(word));
  });
}
