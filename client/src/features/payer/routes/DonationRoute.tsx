import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {PAYMENT_MESSAGES, TEAM_LABELS, TEAMS, type Team} from '@karat/shared';
import {PageHeader} from '@/components/PageHeader';
import {TEXTS} from '@/lib/texts';
import {usePayableDonations} from '../api/payer';
import {PayableOrders} from '../components/PayableOrders';
import {usePayerSearch} from '../components/PayerSearch';
import {useSearchParams} from 'react-router-dom';

/** /payer/donation: a team's donations (spec 02 §2 "Payer", §5 "Payment": a team must be chosen). */
export function DonationRoute() {
  // The team is in the URL (?team=), so the global search can open one team's list filtered to an order.
  const [params, setParams] = useSearchParams();
  const team = ((TEAMS as readonly string[]).includes(params.get('team') ?? '') ? params.get('team') : '') as Team | '';
  const setTeam = (next: Team) => setParams({team: next}, {replace: true});
  const search = usePayerSearch();
  const list = usePayableDonations(team, search.query);
  return (
    <>
      <PageHeader title="Payments: donations" />
      <TextField
        select
        label={TEXTS.payer.chooseTeam}
        value={team}
        onChange={event => setTeam(event.target.value as Team)}
        sx={{minWidth: 240, mb: 2}}
        helperText={team ? undefined : PAYMENT_MESSAGES.noTeam}
      >
        {TEAMS.map(value => (
          <MenuItem key={value} value={value}>
            {TEAM_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      {team && (
        <PayableOrders
          key={team}
          batch={{donationTeam: team}}
          currency="EUR"
          orders={list.data?.orders ?? []}
          total={list.data?.total}
          isPending={list.isPending}
          error={list.error}
          search={search.box}
          sort={search.sort}
          onSortChange={search.setSort}
        />
      )}
    </>
  );
}
