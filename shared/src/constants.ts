// Enumerations named by the specification. Everything else derives from these lists.

export const COUNTRIES = ['finland', 'sweden', 'uk'] as const;
export type Country = (typeof COUNTRIES)[number];

export const LANGUAGES = ['finnish', 'finland-swedish', 'swedish', 'uk-english'] as const;
export type Language = (typeof LANGUAGES)[number];

export const TEAMS = ['turku', 'helsinki', 'gothenburg', 'malaga-finland', 'malaga-sweden', 'uk'] as const;
export type Team = (typeof TEAMS)[number];

/** The received-today answer spells teams in camelCase (API.md). */
export const TEAM_COUNT_KEYS: Record<Team, string> = {
  turku: 'turku',
  helsinki: 'helsinki',
  gothenburg: 'gothenburg',
  'malaga-finland': 'malagaFinland',
  'malaga-sweden': 'malagaSweden',
  uk: 'uk',
};

export const ROLE_FLAGS = [
  'admin',
  'buyer',
  'buyerWebOrder',
  'isColdCaller',
  'packager',
  'receiver',
  'valuation',
  'teller',
  'bursar',
  'customer',
  'payer',
  'ccManager',
  'teamLeader',
  'messageCenter',
  'officeAdmin',
] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];

/** Who prints: the printer settings screen, the test pages and QZ Tray's signing. */
export const PRINTING_ROLES: readonly RoleFlag[] = ['packager', 'valuation', 'admin'];
/** The parcel carriers by the name an order keeps (Order.carrier). */
export const CARRIER_LABELS: Record<string, string> = {local: 'Local carrier', posti: 'Posti', postnord: 'PostNord', 'royal-mail': 'Royal Mail'};

/** Who reads any order through the generic endpoints (buyers and cold callers have their own, limited to their orders). */
export const ORDER_READER_ROLES: readonly RoleFlag[] = ['admin', 'customer', 'ccManager', 'teller', 'valuation', 'packager', 'payer', 'bursar', 'receiver'];

/** Who sees and retries the failed carrier registrations: the packager and the admin. */
export const REGISTRATION_ROLES: readonly RoleFlag[] = ['packager', 'admin'];
/** Who reads the reports: the admin, and a buyer the same two of their own orders (the menu and the role matrix read this list). */
export const REPORT_ROLES: readonly RoleFlag[] = ['admin', 'buyer'];

/** Human names of the role flags, for forms and lists. */
export const ROLE_LABELS: Record<RoleFlag, string> = {
  admin: 'Admin',
  buyer: 'Buyer',
  buyerWebOrder: 'Buyer (web orders)',
  isColdCaller: 'Cold caller',
  packager: 'Packager',
  receiver: 'Receiver',
  valuation: 'Valuation',
  teller: 'Teller',
  bursar: 'Bursar',
  customer: 'Customer service',
  payer: 'Payer',
  ccManager: 'Call-centre manager',
  teamLeader: 'Team leader',
  messageCenter: 'Message center',
  officeAdmin: 'Office admin',
};

export const GENDERS = ['unknown', 'male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const CLOSE_METHODS = ['phone', 'boomerang', 'email'] as const;
export type CloseMethod = (typeof CLOSE_METHODS)[number];

export const MATERIAL_CATEGORIES = ['gold', 'silver'] as const;
export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number];

export const CALL_TYPES = ['WELCOME_CALL', 'AFTER_CALL', 'COLD_CALL'] as const;
export type CallType = (typeof CALL_TYPES)[number];

export const COUNTRY_LABELS: Record<Country, string> = {finland: 'Finland', sweden: 'Sweden', uk: 'UK'};
export const LANGUAGE_LABELS: Record<Language, string> = {
  finnish: 'Finnish',
  'finland-swedish': 'Finland-Swedish',
  swedish: 'Swedish',
  'uk-english': 'UK English',
};
export const TEAM_LABELS: Record<Team, string> = {
  turku: 'Turku',
  helsinki: 'Helsinki',
  gothenburg: 'Gothenburg',
  'malaga-finland': 'Malaga Finland',
  'malaga-sweden': 'Malaga Sweden',
  uk: 'UK',
};

export const LIMITS = {
  /** Notifications stay this long (ms). */
  notificationMs: 3500,
  /** Longer than the spec's 8: with the common-password list, what keeps guessing hopeless. */
  passwordMin: 12,
  usernameMin: 8,
  /** Largest page the generic list endpoints return. */
  maxPageSize: 1000,
  /**
   * Most rows one list request may ask for, counting each included relation once per row
   * (limit x (1 + includes)): a page of 1000 with four relations, or 100 with every relation.
   */
  maxListCost: 5000,
  /**
   * Most related rows a to-many include (a client's orders) gives each record: its scope's limit,
   * and the limit when the scope names none. Without it one record's include was as large as the
   * relation, outside every cost rule.
   */
  maxIncludedRows: 100,
  /** Largest answer one generic read may send (bytes of JSON), whatever its rows hold. */
  maxAnswerBytes: 32 * 1024 * 1024,
  /** A member's requests in flight at once; more answer 429 (a browser sends at most 6 per server). */
  maxRequestsPerMember: 8,
  /** Deepest include chain accepted by the generic endpoints. */
  maxIncludeDepth: 2,
  /** Access tokens live this long (seconds). */
  tokenTtlSeconds: 12 * 60 * 60,
  /** Failed logins tolerated per username and per address within the window. */
  loginFailuresAllowed: 10,
  loginFailureWindowMinutes: 15,
  /**
   * SMS a member sends by hand (the return-code SMS, the teller's no-answer SMS): at most this many
   * of one kind per order in 24 hours, and per member in one hour.
   */
  smsPerOrderPer24h: 3,
  smsPerMemberPerHour: 30,
  /**
   * Calls logged on one order in one business day (welcome, after and cold calls together; the
   * teller's tries apart): a person is not rung more often, and an order's log and audit stay small.
   */
  callsPerOrderPerDay: 10,
  /** QZ Tray signatures a member may get in a minute: a desk printing a label and an A4 page a few times a minute asks far fewer. */
  qzSignaturesPerMemberPerMinute: 120,
} as const;

/**
 * QZ Tray (local print bridge): the hosts and ports its JS connector tries, secure (wss) and
 * insecure (ws). The server's Content-Security-Policy allows exactly these in connect-src.
 */
export const QZ_TRAY = {
  hosts: ['localhost', 'localhost.qz.io'],
  securePorts: [8181, 8282, 8383, 8484],
  insecurePorts: [8182, 8283, 8384, 8485],
} as const;
