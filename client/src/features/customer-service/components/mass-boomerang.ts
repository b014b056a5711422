import {MESSAGES} from '@karat/shared';

export interface FoundOrder {
  closed?: boolean | null;
  isReceived?: boolean | null;
}

/**
 * Checks a scanned bar code before it joins the mass-boomerang list (spec 01 §5 "Mass boomerang"):
 * not already listed, an order exists (the newest with that code), it is still open and not received
 * (the server refuses it too).
 * Answers the message to show, or null when the code may be added.
 */
export async function checkBoomerangBarCode(
  listed: readonly string[],
  barCode: string,
  findNewest: (barCode: string) => Promise<FoundOrder | null>,
): Promise<string | null> {
  if (listed.includes(barCode)) return MESSAGES.alreadyAdded;
  const order = await findNewest(barCode);
  if (!order) return MESSAGES.cannotFindOrder;
  if (order.closed) return MESSAGES.alreadyClosed;
  if (order.isReceived) return MESSAGES.receivedNotBoomerang;
  return null;
}
