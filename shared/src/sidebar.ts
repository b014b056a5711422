import type {RoleFlag} from './constants';

export interface MenuLink {
  label: string;
  path: string;
}
export interface MenuArea {
  key: string;
  label: string;
  /** null: every signed-in member sees it. */
  role: RoleFlag | null;
  links: MenuLink[];
}

/**
 * The sidebar table of spec 02 §2, limited to the areas that work against the server today.
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
    ],
  },
  {key: 'logout', label: 'Logout', role: null, links: [{label: 'Logout', path: '/logout'}]},
];

export type RoleFlags = Partial<Record<RoleFlag, boolean | null>>;

/** The areas a member sees: an area shows when the member has its role flag. */
export function visibleMenu(member: RoleFlags, menu: MenuArea[] = SIDEBAR): MenuArea[] {
  return menu.filter(area => area.role === null || member[area.role] === true);
}
