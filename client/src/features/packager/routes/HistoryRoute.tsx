import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LANGUAGE_LABELS, type Language} from '@karat/shared';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {orderColumns} from '@/entities/order';
import {formatWithRelative} from '@/lib/dates';
import {useServerList} from '@/lib/server-list';
import {HISTORY_LIST_DEFAULTS, historyListSource, type OrderWithRelations} from '../api/packager';

const shared = orderColumns<OrderWithRelations>();

/** /packager/history: the member's packaged orders, today or the last 7 days, newest first. */
export function HistoryRoute() {
  const list = useServerList({defaults: HISTORY_LIST_DEFAULTS, ...historyListSource});
  const columns: Column<OrderWithRelations>[] = [
    {key: 'packagedDate', label: 'Packaged', render: order => formatWithRelative(order.packagedDate)},
    {key: 'orderNumber', label: 'Order', render: order => String(order.orderNumber ?? '')},
    {key: 'language', label: 'Language', render: order => LANGUAGE_LABELS[order.language as Language] ?? order.language ?? ''},
    shared.client,
    shared.barCode,
  ];
  return (
    <ListPage
      title="Packaging history"
      filters={
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Period"
          value={list.state.filters.period}
          onChange={(_, period: string | null) => period && list.setFilters({period})}
        >
          <ToggleButton value="today">Today</ToggleButton>
          <ToggleButton value="week">Last 7 days</ToggleButton>
        </ToggleButtonGroup>
      }
      list={list}
      label="Packaged orders"
      columns={columns}
      rowKey={order => order.id ?? 0}
      emptyText="Nothing packaged in this period"
    />
  );
}
