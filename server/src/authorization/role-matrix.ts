import {COMPLAINT_ROLES, ORDER_READER_ROLES, PRINTING_ROLES, REGISTRATION_ROLES, REPORT_ROLES, type RoleFlag} from '@karat/shared';

/** Anyone, without a token. */
export const PUBLIC = 'public' as const;
/** Any signed-in, active member. */
export const MEMBER = 'member' as const;
export type Access = typeof PUBLIC | typeof MEMBER | readonly RoleFlag[];

const NOBODY: readonly RoleFlag[] = [];
const ADMIN: readonly RoleFlag[] = ['admin'];
/** Who reads orders through the generic endpoints (buyers and cold callers have their own, limited to their orders). */
export const ORDER_READERS = ORDER_READER_ROLES;

/**
 * Who may fetch each document: by its endpoint with the token, and through a
 * signed link, which is checked against the same roles when it is opened.
 */
export const DOCUMENT_ACCESS = {
  'carrier-label': ['packager', 'admin'],
  invoice: ['packager', 'admin'],
  letter: ['packager', 'admin'],
  'valuation-label': ['valuation', 'admin'],
} as const satisfies Record<string, readonly RoleFlag[]>;
export type DocumentName = keyof typeof DOCUMENT_ACCESS;
/** Who reads the Swedish police reports and their signed links: the admin (spec 02 §2: under Admin). */
export const POLICE_REPORT_ACCESS: readonly RoleFlag[] = ['admin'];
/** Who prints: the test pages and QZ Tray's signing. */
const PRINTING = PRINTING_ROLES;

/** Generic model endpoints: reading per model, writing admin-only (API.md: they are for reads and admin edits). */
function generic(model: string, read: Access, write: Access = ADMIN): Record<string, Access> {
  return {
    [`GET /${model}`]: read,
    [`GET /${model}/count`]: read,
    [`GET /${model}/{id}`]: read,
    [`POST /${model}`]: write,
    [`PATCH /${model}/{id}`]: write,
    [`DELETE /${model}/{id}`]: write,
  };
}

/**
 * THE role matrix: for every endpoint of openapi.json ("VERB /path"), who may call it.
 * An endpoint missing here is denied to everyone (and a test fails), so new endpoints must be named.
 * Role flags are OR-ed: a member with any listed flag may call.
 */
export const ROLE_MATRIX: Record<string, Access> = {
  'GET /health': PUBLIC,
  // The API explorer (undocumented routes; the OpenAPI document itself is public too).
  'GET /explorer': PUBLIC,
  'GET /explorer/': PUBLIC,
  'GET /explorer/openapi.json': PUBLIC,
  'POST /Members/login': PUBLIC,
  // The first run: the login page asks whether a setup link is needed; the link's token is the key.
  'GET /setup': PUBLIC,
  'POST /setup': PUBLIC,
  'POST /Members/logout': MEMBER,
  'GET /Members/me': MEMBER,
  'POST /Members/{id}/password': ADMIN,
  // Staff pick each other in forms (callers, valuators), so every member may read members.
  ...generic('Members', MEMBER),
  ...generic('Materials', MEMBER),
  ...generic('Clients', ['admin', 'customer', 'ccManager', 'teller', 'valuation', 'packager', 'payer', 'bursar', 'receiver']),
  // Buyers and cold callers get orders through their own endpoints, limited to their orders.
  ...generic('Orders', ORDER_READERS),
  // An order's audit trail, for whoever may read the order.
  'GET /Orders/{id}/history': ORDER_READERS,
  ...generic('CallLogs', ['admin', 'ccManager', 'customer']),
  ...generic('Greetings', MEMBER),
  // A payment record is written only by POST /Payments (with its file and its paid orders): its write endpoints are closed to all.
  ...generic('PaymentXMLs', ['admin', 'payer', 'bursar'], NOBODY),
  ...generic('PackageCodeRegistries', ['admin', 'packager', 'customer']),
  ...generic('SmsLogs', ['admin', 'teller', 'customer']),
  // The audit trail is written only by the server itself: its write endpoints are closed to all.
  ...generic('AuditEntries', ADMIN, NOBODY),
  ...generic('TimeRecords', ADMIN),
  'GET /Members/me/preferences/{key}': MEMBER,
  'PUT /Members/me/preferences/{key}': MEMBER,
  // The home screen's counts: the service answers only those of the member's own roles.
  'GET /Members/me/today': MEMBER,
  // The browser's side of the error-reporting step (spec 02 §7 "Login and shell").
  'POST /client-errors': MEMBER,

  // Order lifecycle
  'GET /Orders/export.csv': ['admin'],
  // The global search box of every member: the service answers only the orders the member may read
  // (ORDER_READERS all, a buyer their own, a cold caller the cold cases, anyone else none).
  'GET /Orders/quick-search': MEMBER,
  'POST /Orders/receive': ['receiver', 'admin'],
  'GET /Orders/received-today': ['receiver', 'admin'],
  'POST /Orders/{id}/close': ['customer', 'admin'],
  // The admin's Reopen... (customer service reopens nothing; the receiver's scan reopens with its own rule).
  'POST /Orders/{id}/reopen': ['admin'],
  'POST /Orders/mass-boomerang': ['customer', 'admin'],
  'GET /Orders/{id}/check-address-base64': ['admin', 'packager', 'customer'],
  'POST /Orders/{id}/register-package': ['admin', 'packager'],
  // The background registration's failures: the admin and the packager see and retry them.
  'GET /Orders/registration-failed': REGISTRATION_ROLES,
  'POST /Orders/registration-retry': REGISTRATION_ROLES,
  // The old GET path only answers 405 with the POST to use.
  'GET /Orders/{id}/register-package': ['admin', 'packager'],

  // The packager: the queue, Send, the UK flow; row rules live in the service.
  'GET /Orders/find-next-order/{language}': ['packager'],
  'POST /Orders/mark-as-packaged': ['packager'],
  'POST /Orders/add-barcode': ['packager'],
  'PATCH /packager/orders/{id}/client': ['packager'],
  'GET /packager/stats': ['packager'],
  'GET /packager/waiting': ['packager'],
  'GET /packager/history': ['packager'],
  // Valuation: the prompt, the save and boomerang, the lists; row rules live in the service.
  'GET /valuation/lookup': ['valuation'],
  'GET /valuation/counts': ['valuation'],
  'GET /valuation/orders/{id}': ['valuation'],
  'POST /Orders/{id}/valuation': ['valuation'],
  'POST /Orders/{id}/valuation/boomerang': ['valuation'],
  'GET /valuation/waiting': ['valuation'],
  'GET /valuation/re-valuation/{list}': ['valuation'],
  'GET /valuation/stats': ['valuation'],
  // Valuation images: uploaded by valuers (and admins), seen by the staff who read orders.
  'POST /Orders/{id}/valuation-images/{field}': ['valuation', 'admin'],
  'GET /valuation-images/{file}': ORDER_READERS,

  // The teller; the order's state rules live in domain/teller.ts.
  'POST /Orders/{id}/teller': ['teller', 'admin'],
  'POST /teller/orders/{id}/bank-details': ['teller', 'admin'],
  // The client form of the teller's page: generic client writes stay the admin's.
  'PATCH /teller/orders/{id}/client': ['teller', 'admin'],
  'GET /teller/orders/{id}': ['teller', 'admin'],
  'GET /teller/lists/{language}/{kind}': ['teller', 'admin'],
  'GET /teller/today': ['teller', 'admin'],
  'GET /teller/stats': ['teller', 'admin'],
  'POST /SMs/send/arrived': ['teller', 'admin'],
  // The payer: a teller cannot pay; the bursar reads and downloads the files.
  'POST /Payments': ['payer', 'admin'],
  'POST /payment-xml/generate/{generator}': ['payer', 'admin'],
  'GET /payer/orders/{country}': ['payer', 'admin'],
  'GET /payer/donations/{team}': ['payer', 'admin'],
  'GET /payer/files': ['payer', 'bursar', 'admin'],
  'GET /payer/files/{id}': ['payer', 'bursar', 'admin'],
  'GET /payer/files/{id}/download': ['payer', 'bursar', 'admin'],
  'POST /payer/files/{id}/sent': ['payer', 'admin'],
  'GET /payer/settings': ['payer', 'bursar', 'admin'],
  // A payment the bank returned: the payer sees it on the statement, the bursar when closing the books.
  'POST /payer/returns': ['payer', 'bursar', 'admin'],
  'POST /ClientEmails/send': ['teller', 'admin'],
  'GET /teller/sms/log': ['teller', 'admin'],
  'GET /teller/sms/{language}': ['teller', 'admin'],

  // Complaints: customer service files and follows them, the call-centre manager and the admin too
  // (the spec names no role: docs/decisions/complaints.md).
  'POST /ComplaintHandlers/register': COMPLAINT_ROLES,
  'POST /ComplaintHandlers/list': COMPLAINT_ROLES,
  'GET /ComplaintHandlers/{id}': COMPLAINT_ROLES,
  'PUT /ComplaintHandlers/{id}': COMPLAINT_ROLES,
  'GET /ComplaintHandlers/{id}/history': COMPLAINT_ROLES,
  'POST /ComplaintHandlers/order/{orderId}/close': COMPLAINT_ROLES,

  // Reports: the admin's, and a buyer's of their own orders (the service limits a buyer to them).
  'POST /order/reports/valuated-orders': REPORT_ROLES,
  'POST /order/reports/accepted-offers': REPORT_ROLES,

  // Swedish police reports and the goods on hold: the admin; the bursar also sees what is still held.
  'GET /PoliceReports/sweden/weeks': POLICE_REPORT_ACCESS,
  'GET /Orders/{id}/purchase-record': ORDER_READERS,
  'GET /PoliceReports/sweden/on-hold': ['admin', 'bursar'],
  'GET /PoliceReports/sweden/{year}/{week}': POLICE_REPORT_ACCESS,
  'GET /PoliceReports/sweden/{year}/{week}/{region}': POLICE_REPORT_ACCESS,
  'GET /PoliceReports/links/sweden/{year}/{week}': POLICE_REPORT_ACCESS,
  // Time recording: every member their own days (another's answers 404, the service), the admin
  // everyone's month and its CSV (docs/decisions/time-recording.md).
  'GET /time-records/mine': MEMBER,
  'POST /time-records/mine': MEMBER,
  'GET /time-records/mine/{id}': MEMBER,
  'PUT /time-records/mine/{id}': MEMBER,
  'DELETE /time-records/mine/{id}': MEMBER,
  'GET /time-records': ADMIN,
  'GET /time-records/export.csv': ADMIN,

  // The bursar; the order's state rules live in domain/bursar.ts. A payer cannot complete.
  'POST /bursar/{country}/scan': ['bursar', 'admin'],
  'POST /Orders/{id}/bursar': ['bursar', 'admin'],
  'GET /bursar/orders/{id}': ['bursar', 'admin'],
  'GET /bursar/unhandled': ['bursar', 'admin'],
  'GET /bursar/handled': ['bursar', 'admin'],

  // Buyers, cold cases and the call-centre manager; row rules live in the services.
  'GET /buyer/clients/by-phone/{phone}': ['buyer'],
  'POST /buyer/orders': ['buyer'],
  'GET /buyer/welcome-calls': ['buyer'],
  'GET /buyer/after-calls': ['buyer'],
  'GET /buyer/call-counts': ['buyer'],
  'GET /buyer/orders': ['buyer'],
  'GET /buyer/orders/{id}': ['buyer'],
  'PATCH /buyer/orders/{id}': ['buyer'],
  'GET /buyer/stats': ['buyer'],
  'GET /places/autocomplete': ['buyer'],
  'POST /Orders/{id}/calls': ['buyer', 'isColdCaller'],
  'POST /Orders/{id}/return-code-sms': ['buyer', 'isColdCaller'],
  // The call forms' earlier calls and SMS; the row rule is recording a call's (the service).
  'GET /Orders/{id}/contact-history': ['buyer', 'isColdCaller', 'admin'],
  'POST /SMs/send': ['admin', 'teller'],
  'GET /cold-cases/{language}': ['isColdCaller'],
  'GET /cold-cases/{language}/{id}': ['isColdCaller'],
  'GET /cc-manager/transfer-search': ['ccManager'],
  'POST /Orders/transfer': ['ccManager'],
  'GET /cc-manager/transferred-orders': ['ccManager'],
  'POST /Orders/cancel-transfer': ['ccManager'],
  'GET /cc-manager/lists': ['ccManager'],
  // The paged siblings of the three lists above (which keep their array answer).
  'GET /cc-manager/transfer-search/page': ['ccManager'],
  'GET /cc-manager/transferred-orders/page': ['ccManager'],
  'GET /cc-manager/lists/page': ['ccManager'],
  'GET /cc-manager-reports/cc-manager-report/{start}/{end}/{userId}': ['ccManager', 'admin'],

  // Documents: each with the token, or a link signed for the member (PUBLIC: the
  // signature, its expiry and the member's roles now are checked by the service).
  'GET /Orders/{id}/documents/carrier-label': DOCUMENT_ACCESS['carrier-label'],
  'GET /Orders/{id}/documents/carrier-label/link': DOCUMENT_ACCESS['carrier-label'],
  'GET /Orders/{id}/documents/invoice': DOCUMENT_ACCESS.invoice,
  'GET /Orders/{id}/documents/invoice/link': DOCUMENT_ACCESS.invoice,
  'GET /Orders/{id}/documents/letter': DOCUMENT_ACCESS.letter,
  'GET /Orders/{id}/documents/letter/link': DOCUMENT_ACCESS.letter,
  'GET /Orders/{id}/documents/valuation-label': DOCUMENT_ACCESS['valuation-label'],
  'GET /Orders/{id}/documents/valuation-label/link': DOCUMENT_ACCESS['valuation-label'],
  'GET /documents/signed/{document}/{orderId}': PUBLIC,
  // Printing through QZ Tray.
  'GET /printing/test-page': PRINTING,
  'GET /printing/qz/certificate': PRINTING,
  'POST /printing/qz/sign': PRINTING,
};

export function allows(access: Access | undefined, roles: readonly string[], authenticated: boolean): boolean {
  if (access === undefined) return false;
  if (access === PUBLIC) return true;
  if (access === MEMBER) return authenticated;
  return authenticated && access.some(role => roles.includes(role));
}
