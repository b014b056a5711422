import {COUNTRY_LABELS, LIMITS, type Country} from './constants';

// The error catalogue: every text the spec fixes, spelled once.
export const MESSAGES = {
  // login and members
  loginFailed: 'Invalid username or password',
  tooManyLogins: 'Too many failed logins, try again later',
  authRequired: 'Authorization header is missing or the token is invalid',
  notAllowed: 'Your role does not allow this',
  passwordMin: 'Password must be at least 12 characters',
  passwordBlank: 'Password must not be blank',
  passwordIsUsername: 'Password must not be the username',
  passwordCommon: 'Password is too common: choose a less guessable one',
  usernameMin: 'Username must be at least 8 characters',
  usernameTaken: 'Username is already taken',
  // receive scan
  cannotFindOrder: 'Cannot find order',
  alreadyReceived: 'Package is already received',
  missingColdCaseCaller: 'Missing coldCaseCAllerId',
  addressUpdateMissing: 'Address update missing information',
  received: 'Received',
  coldCase: 'Cold case',
  // documents and printing
  orderHasNoBarCode: 'Order has no bar code',
  documentLinkInvalid: 'The document link is invalid',
  documentLinkExpired: 'The document link has expired',
  qzSigningNotConfigured: 'QZ Tray signing is not configured',
  qzSignNotQzRequest: "Only QZ Tray's own requests are signed: the SHA-256 hash (64 hex digits) of a call, or a call message {call, params, timestamp, uid}",
  qzSignRateLimit: `At most ${LIMITS.qzSignaturesPerMemberPerMinute} QZ Tray signatures per member in a minute, try again shortly`,
  // closing, mass boomerang
  alreadyClosed: 'Order is already closed',
  receivedNotBoomerang: 'Order is already received: a received parcel is not a boomerang',
  confirmBarCodeChange: "Are you sure you want to change order's bar code?",
  notClosed: 'Order is not closed',
  /** A paid order's money has left: it is completed by the bursar, never closed. */
  /** An approved order's payee was frozen at approval: moving it to another client would pay someone nobody approved. */
  approvedClientFixed: 'The client of an approved order cannot change',
  paidCannotClose: 'Order is already paid: a paid order cannot be closed',
  completedCannotClose: 'Order is completed by the bursar: a completed order cannot be closed',
  alreadyAdded: 'Order is already added to list',
  requireOneOrder: 'Require at least 1 order',
  complete: 'Complete!',
  // calls
  managerDatesTooOld: 'Dates cannot be earlier than 2 years ago',
  managerEndBeforeStart: 'endDate must be after startDate',
  chooseEvent: 'Please choose event',
  missingPhone: 'Missing phone number',
  onlyFinnishSms: 'Only Finnish orders can send SMS',
  messageSent: 'Message sent',
  noReturnCode: 'The order has no return code yet',
  smsOrderLimit: `At most ${LIMITS.smsPerOrderPer24h} messages of this kind per order in 24 hours, try again later`,
  smsMemberLimit: `At most ${LIMITS.smsPerMemberPerHour} messages of this kind per member in an hour, try again later`,
  callsPerOrderPerDay: `At most ${LIMITS.callsPerOrderPerDay} calls per order a day, try again tomorrow`,
  phoneDigitsOnly: 'Phone number must contain only numbers',
  missingCountryCode: 'Missing country code',
  smsPhoneLength: 'Phone number must have 6 to 15 digits',
  // greetings and saves
  missingGreetingsId: 'Missing greetings id',
  missingBaseGreetings: 'Missing base greetings',
  saved: 'Saved',
  orderSaved: 'Saved!',
  missingClient: 'Missing client',
  callerNotActiveBuyer: 'Caller must be an active buyer',
  complaintNotOfOrder: "The complaint is not this order's",
  unknownLanguage: 'Unknown language',
  unknownCountry: 'Unknown country',
  failedUpload: 'Failed to upload file',
  // the admin's order edit: cross-field rules
  closedWithoutReason: 'A closed order needs a close reason',
  dueDateInPast: 'Due date cannot be in the past',
} as const;

/** Spec 01 §8's '{n} order has been transferred', said right for one and for many. */
export const transferredMessage = (count: number) => `${count} ${count === 1 ? 'order has' : 'orders have'} been transferred`;

/** What cancelling a transfer says: the spec's transfer text would say the opposite of what happened. */
export const transferCancelledMessage = (count: number) => `${count} ${count === 1 ? 'transfer has' : 'transfers have'} been cancelled`;

const countryLabel = (country: string) => COUNTRY_LABELS[country as Country] ?? country;

/** The admin's order edit: the zip does not fit the order's country (the per-country rule: POSTAL_CODE_PATTERNS). */
export const zipNotOfCountryMessage = (zip: string, country: string) => `Zip ${zip} does not fit ${countryLabel(country)}`;

/** An order edit that would put the order in another country than its client's (orders follow their client). */
export const countryNotClientsMessage = (clientCountry: string) => `The order's country must be its client's: ${countryLabel(clientCountry)}`;

/** Adding an order for a client outside the member's market (an order follows its client): asked before saving. */
export const otherMarketMessage = (clientCountry: string, market: string) =>
  `The client is in ${countryLabel(clientCountry)}, outside your market (${countryLabel(market)}). Add the order anyway?`;
