/** The teller's decision as the bursar reads it: accepted, declined or donation (and whether it is paid). */
export function decisionLabel(order: {
  offerAccepted?: boolean | null;
  offeredDeclined?: boolean | null;
  isDonation?: boolean | null;
  isPaid?: boolean | null;
}): string {
  const decision = order.isDonation ? 'Donation' : order.offeredDeclined ? 'Offer declined' : order.offerAccepted ? 'Offer accepted' : 'No decision';
  return order.isPaid ? `${decision}, paid` : decision;
}
