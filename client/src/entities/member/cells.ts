import {ROLE_FLAGS, ROLE_LABELS, TEAM_LABELS, type Team} from '@karat/shared';
import type {Member} from './api';

/** The member's role flags as the menu names them: 'Admin, Buyer'. */
export const memberRoles = (member: Partial<Member>) =>
  ROLE_FLAGS.filter(flag => member[flag] === true)
    .map(flag => ROLE_LABELS[flag])
    .join(', ');

export const memberTeam = (member: Partial<Member>) => (member.team ? (TEAM_LABELS[member.team as Team] ?? member.team) : '');
