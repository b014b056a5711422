import {COUNTRY_LABELS, type Country} from '@karat/shared';
import type {Column} from '@/components/DataTable';
import type {Client} from './api';
import {PhoneLink} from './PhoneLink';
import {clientName} from './search';

/** The columns both client lists show; each list adds its own name link or actions. */
export const clientColumns = {
  clientNumber: {key: 'clientNumber', label: 'Client number', render: c => c.clientNumber ?? ''},
  name: {key: 'name', label: 'Name', render: c => clientName(c)},
  phone: {key: 'phone', label: 'Phone', render: c => <PhoneLink phone={c.phone} country={c.country} />},
  city: {key: 'city', label: 'City', render: c => c.city ?? ''},
  country: {key: 'country', label: 'Country', render: c => (c.country ? (COUNTRY_LABELS[c.country as Country] ?? c.country) : '')},
} satisfies Record<string, Column<Client>>;
