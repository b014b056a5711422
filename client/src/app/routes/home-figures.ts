import {LANGUAGE_LABELS, LANGUAGES} from '@karat/shared';
import type {TodayCounts} from '@/lib/sdk/types.gen';

export interface HomeFigure {
  label: string;
  value: number;
}

/** The counts an area's card shows (the menu area's key), in the order staff work them. */
export function homeFigures(area: string, counts: TodayCounts | undefined): HomeFigure[] {
  const c = counts ?? {};
  const figures: Record<string, [string, number | undefined][]> = {
    admin: [['Orders created today', c.createdToday]],
    ccManager: [
      ['Welcome calls due (all callers)', c.allWelcomeCalls],
      ['After calls due (all callers)', c.allAfterCalls],
    ],
    customerService: [['Orders closed today', c.closedToday]],
    buyer: [
      ['Your welcome calls', c.welcomeCalls],
      ['Your after calls', c.afterCalls],
    ],
    coldCases: LANGUAGES.map(language => [`Cold cases, ${LANGUAGE_LABELS[language]}`, c.coldCases?.[language]]),
    receiver: [['Received today', c.receivedToday]],
    packager: [['Waiting to be packed', c.toPack]],
    valuation: [
      ['Waiting valuation', c.toValue],
      ['Waiting re-valuation', c.toRevalue],
    ],
    teller: [['Valued, waiting for the offer call', c.toTeller]],
    payer: [
      ['Offers to pay', c.toPay],
      ['Donations to pay', c.donationsToPay],
    ],
    bursar: [['Waiting for the bursar', c.toComplete]],
  };
  return (figures[area] ?? []).map(([label, value]) => ({label, value: value ?? 0}));
}
