import type {Actor, OrderState} from '../../domain';

/** The fixed "now" of the rule tests. */
export const NOW = new Date('2026-03-10T10:00:00.000Z');
const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

/** An open, not received order as the rules read it: a buyer's (caller 7), created 10 days ago, with an address. */
export function givenOrderState(partial: Partial<OrderState> = {}): OrderState {
  return {
    id: 100,
    orderNumber: 20100,
    barCode: 'JJFI0001',
    country: 'finland',
    language: 'finnish',
    team: 'turku',
    address: 'Aurakatu 1',
    zip: '20100',
    city: 'Turku',
    clientId: 50,
    callerId: 7,
    assignedCallerId: null,
    originalCallerId: null,
    coldCaseCallerId: null,
    createdAt: daysAgo(10),
    welcomeCall: daysAgo(6),
    dueDate: daysAgo(-6),
    closed: false,
    isReceived: false,
    welcomeCallDone: false,
    afterCallDone: false,
    isColdCase: false,
    isBoomerang: false,
    isPermanentlyTransferred: false,
    isTemporarilyTransferred: false,
    closeReason: null,
    welcomeCallTried: null,
    afterCallTries: null,
    ...partial,
  };
}

export const buyer = (id = 7): Actor => ({id, buyer: true});
export const coldCaller = (id = 9): Actor => ({id, isColdCaller: true});
export const admin = (id = 1): Actor => ({id, admin: true});
