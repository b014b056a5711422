import type {SchemaObject} from '@loopback/rest';
import {LANGUAGES} from '@karat/shared';

const count = (description: string): SchemaObject => ({type: 'integer', description});

/** The home screen's counts: only those of the member's role flags are present. */
export const todayCountsSchema: SchemaObject = {
  type: 'object',
  title: 'TodayCounts',
  properties: {
    welcomeCalls: count("buyer: the member's welcome calls on the list now"),
    afterCalls: count("buyer: the member's after calls on the list now"),
    coldCases: {
      type: 'object',
      description: 'isColdCaller: open cold cases per language',
      properties: Object.fromEntries(LANGUAGES.map(language => [language, {type: 'integer'}])),
    },
    receivedToday: count('receiver: packages received today (open orders)'),
    closedToday: count('customer: orders closed today'),
    allWelcomeCalls: count("ccManager: welcome calls on every caller's list now"),
    allAfterCalls: count("ccManager: after calls on every caller's list now"),
    createdToday: count('admin: orders created today'),
    toPack: count("packager: orders waiting to be packed (the member's team when set)"),
    toValue: count('valuation: received orders waiting for valuation'),
    toRevalue: count('valuation: orders returned to valuation'),
    toTeller: count('teller: valued orders waiting for the offer call'),
    toPay: count('payer: accepted offers waiting for payment (not donations)'),
    donationsToPay: count('payer: donations waiting for payment'),
    toComplete: count('bursar: orders waiting for the bursar'),
  },
};
