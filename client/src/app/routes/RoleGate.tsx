import {SIDEBAR, visibleMenu, type RoleFlag} from '@karat/shared';
import {lazy} from 'react';
import {Outlet} from 'react-router-dom';
import {Loading} from '@/components/Loading';
import {useCurrentMember} from '@/features/auth';

// The refusal page is its own chunk: the gate sits in the main bundle with the route table.
const NotForYourRoleRoute = lazy(() => import('./NotForYourRoleRoute').then(m => ({default: m.NotForYourRoleRoute})));

/**
 * The screens of one menu area open only for the members the menu shows the area to (the shared
 * sidebar rule, so menu and routes cannot disagree); anyone else gets a page that says so, not a
 * form that looks like it works and then fails on the server's 403.
 */
export function RoleGate({area}: {area: string}) {
  const {data: member, isPending} = useCurrentMember();
  const menuArea = SIDEBAR.find(candidate => candidate.key === area);
  // The shell waits for the member too; a gate mounted on its own must not refuse before it knows.
  if (isPending) return <Loading />;
  if (member && menuArea && visibleMenu(member, [menuArea]).length > 0) return <Outlet />;
  return <NotForYourRoleRoute areaLabel={menuArea?.label ?? 'another area'} />;
}

/** Screens outside the menu's areas that several roles use (the printer settings): any of the flags opens them. */
export function AnyRoleGate({roles, label}: {roles: readonly RoleFlag[]; label: string}) {
  const {data: member, isPending} = useCurrentMember();
  if (isPending) return <Loading />;
  if (member && roles.some(role => member[role] === true)) return <Outlet />;
  return <NotForYourRoleRoute areaLabel={label} />;
}
