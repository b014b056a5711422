import {COMPLAINT_ROLES} from './complaints';
import {REPORT_ROLES, type RoleFlag} from './constants';

export interface MenuLink {
  label: string;
  path: string;
}
export interface MenuArea {
  key: string;
  label: string;
  /** null: every signed-in member sees it; a list: any of these flags shows it. */
  role: RoleFlag | readonly RoleFlag[] | null;
  links: MenuLink[];
}

/**
 * The sidebar table of spec 02 §2 "Sidebar menu", limited to the areas that work against the server today.
 * An area is added here in the same change that builds its screens.
 */
export const SIDEBAR: MenuArea[] = [
  {key: 'home', label: 'Home', role: null, links: [{label: 'Home', path: '/'}]},
  {
    key: 'admin',
    label: 'Admin',
    role: 'admin',
    links: [
      {label: 'Users', path: '/admin/users'},
      {label: 'Materials', path: '/admin/materials'},
      {label: 'Clients', path: '/admin/clients'},
      {label: 'Orders', path: '/admin/orders'},
      {label: 'Registration failed', path: '/admin/registration-failed'},
      {label: 'Police reports', path: '/admin/police-reports'},
      {label: 'Package code registry', path: '/admin/package-code-registry'},
      {label: 'Greetings', path: '/admin/greetings'},
    ],
  },
  // Spec 02 §2: the admin's Reports dropdown; buyers see the same two reports of their own orders.
  {
    key: 'reports',
    label: 'Reports',
    role: REPORT_ROLES,
    links: [
      {label: 'Reports', path: '/reports'},
      {label: 'Valuated orders', path: '/reports/valuated-orders'},
      {label: 'Accepted offers', path: '/reports/accepted-offers'},
    ],
  },
  {
    key: 'ccManager',
    label: 'CC Manager',
    role: 'ccManager',
    links: [
      {label: 'Call transfer', path: '/cc-manager/transfer'},
      {label: 'Cancel transfer', path: '/cc-manager/cancel-transfer'},
      {label: 'Call lists', path: '/cc-manager/lists'},
      {label: 'Report', path: '/cc-manager/report'},
    ],
  },
  {
    key: 'customerService',
    label: 'Customer service',
    role: 'customer',
    links: [
      {label: 'Order list', path: '/customer-service/order'},
      {label: 'Cancelled orders', path: '/customer-service/closed'},
      {label: 'Client list', path: '/customer-service/client'},
      {label: 'Mass boomerang', path: '/customer-service/mass-boomerang'},
    ],
  },
  // Not in the spec's table, which names no role for complaints: after customer service, who handle most.
  {
    key: 'complaints',
    label: 'Complaints',
    role: COMPLAINT_ROLES,
    links: [
      {label: 'Complaints', path: '/complaints'},
      {label: 'New complaint', path: '/complaints/create'},
    ],
  },
  {
    key: 'buyer',
    label: 'Buyer',
    role: 'buyer',
    links: [
      {label: 'Add order', path: '/buyer/add-order'},
      {label: 'Welcome calls', path: '/buyer/welcome-calls'},
      {label: 'After calls', path: '/buyer/after-calls'},
      {label: 'Modify orders', path: '/buyer/modify-orders'},
      {label: 'Stats', path: '/buyer/stats'},
    ],
  },
  {
    key: 'coldCases',
    label: 'Cold cases',
    role: 'isColdCaller',
    links: [
      {label: 'Finnish', path: '/cold-cases/finnish'},
      {label: 'Swedish', path: '/cold-cases/swedish'},
      {label: 'Fi-Swedish', path: '/cold-cases/finland-swedish'},
      {label: 'UK', path: '/cold-cases/uk-english'},
    ],
  },
  {
    key: 'packager',
    label: 'Packager',
    role: 'packager',
    links: [
      {label: 'Packager', path: '/packager'},
      {label: 'Waiting list', path: '/packager/list'},
      {label: 'Registration failed', path: '/packager/registration-failed'},
      {label: 'History', path: '/packager/history'},
      {label: 'Printer settings', path: '/printing'},
    ],
  },
  {key: 'receiver', label: 'Receiver', role: 'receiver', links: [{label: 'Receiver', path: '/receiver'}]},
  {
    key: 'valuation',
    label: 'Valuation',
    role: 'valuation',
    links: [
      {label: 'Valuate', path: '/valuation/valuate'},
      {label: 'Waiting list', path: '/valuation/waiting-list'},
      {label: 'Re-valuation Finnish', path: '/valuation/re-valuation/finnish'},
      {label: 'Re-valuation Swedish', path: '/valuation/re-valuation/swedish'},
      {label: 'Re-valuation UK', path: '/valuation/re-valuation/uk'},
      {label: 'Stats', path: '/valuation/stats'},
    ],
  },
  {
    key: 'teller',
    label: 'Teller',
    role: 'teller',
    links: [
      {label: 'Finnish', path: '/teller/finnish/orders'},
      {label: 'Finnish zero', path: '/teller/finnish/zero'},
      {label: 'Finnish silver', path: '/teller/finnish/silver'},
      {label: 'Finnish others', path: '/teller/finnish/others'},
      {label: 'Swedish', path: '/teller/swedish/orders'},
      {label: 'Swedish zero', path: '/teller/swedish/zero'},
      {label: 'Swedish silver', path: '/teller/swedish/silver'},
      {label: 'Swedish others', path: '/teller/swedish/others'},
      {label: 'Fi-Swedish', path: '/teller/finland-swedish/orders'},
      {label: 'Fi-Swedish zero', path: '/teller/finland-swedish/zero'},
      {label: 'Fi-Swedish silver', path: '/teller/finland-swedish/silver'},
      {label: 'Fi-Swedish others', path: '/teller/finland-swedish/others'},
      {label: 'UK', path: '/teller/uk/orders'},
      {label: 'UK zero', path: '/teller/uk/zero'},
      {label: 'UK silver', path: '/teller/uk/silver'},
      {label: 'UK others', path: '/teller/uk/others'},
      {label: 'Today', path: '/teller/today'},
      {label: 'SMS Finnish', path: '/teller/sms/finnish'},
      {label: 'SMS Swedish', path: '/teller/sms/swedish'},
      {label: 'SMS Fi-Swedish', path: '/teller/sms/finland-swedish'},
      {label: 'SMS UK', path: '/teller/sms/uk'},
      {label: 'SMS log', path: '/teller/sms/log'},
    ],
  },
  {
    key: 'payer',
    label: 'Payer',
    role: 'payer',
    links: [
      {label: 'Finland', path: '/payer/finland'},
      {label: 'Sweden', path: '/payer/sweden'},
      {label: 'UK', path: '/payer/uk'},
      {label: 'Donations', path: '/payer/donation'},
      {label: 'Payment files', path: '/payer/files'},
    ],
  },
  {
    key: 'bursar',
    label: 'Bursar',
    role: 'bursar',
    links: [
      {label: 'Finnish', path: '/bursar/finland/barcode'},
      {label: 'Swedish', path: '/bursar/sweden/barcode'},
      {label: 'UK', path: '/bursar/uk/barcode'},
      {label: 'Today handled', path: '/bursar/handled'},
      {label: 'Unhandled', path: '/bursar/unhandled'},
    ],
  },
  // Not in the spec's table (a preview there): every member records their own days (docs/decisions/time-recording.md).
  {
    key: 'timeRecording',
    label: 'Time recording',
    role: null,
    links: [
      {label: 'Time recording', path: '/time-recording'},
      {label: 'New record', path: '/time-recording/new'},
    ],
  },
  {key: 'logout', label: 'Logout', role: null, links: [{label: 'Logout', path: '/logout'}]},
];

export type RoleFlags = Partial<Record<RoleFlag, boolean | null>>;

const rolesOf = (role: RoleFlag | readonly RoleFlag[]): readonly RoleFlag[] => (typeof role === 'string' ? [role] : role);

/** The areas a member sees: an area shows when the member has its role flag (or one of its flags). */
export function visibleMenu(member: RoleFlags, menu: MenuArea[] = SIDEBAR): MenuArea[] {
  return menu.filter(area => area.role === null || rolesOf(area.role).some(role => member[role] === true));
}
