import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {DataTable, keptSelection, nextSort} from './DataTable';

describe('nextSort', () => {
  it('flips the sorted column and starts another ascending', () => {
    expect(nextSort({key: 'createdAt', direction: 'desc'}, 'createdAt')).toEqual({key: 'createdAt', direction: 'asc'});
    expect(nextSort({key: 'createdAt', direction: 'asc'}, 'createdAt')).toEqual({key: 'createdAt', direction: 'desc'});
    expect(nextSort({key: 'createdAt', direction: 'desc'}, 'city')).toEqual({key: 'city', direction: 'asc'});
  });
});

describe('DataTable sorting', () => {
  it('makes only sortable headers clickable', () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        label="Orders"
        columns={[
          {key: 'city', label: 'City', sortable: true, render: (r: {city: string}) => r.city},
          {key: 'status', label: 'Status', render: () => 'Closed'},
        ]}
        rows={[{city: 'Turku'}]}
        rowKey={r => r.city}
        count={1}
        page={0}
        pageSize={25}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
        sort={{key: 'createdAt', direction: 'desc'}}
        onSortChange={onSortChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', {name: 'City'}));
    expect(onSortChange).toHaveBeenCalledWith({key: 'city', direction: 'asc'});
    expect(screen.queryByRole('button', {name: 'Status'})).toBeNull();
  });
});

type Item = {id: number; name: string};
const items: Item[] = [
  {id: 1, name: 'One'},
  {id: 2, name: 'Two'},
];
const nameColumn = {key: 'name', label: 'Name', render: (row: Item) => row.name};

describe('DataTable selection', () => {
  it("chooses the page's rows and keeps the keys of other pages", () => {
    const onChange = vi.fn();
    const {rerender} = render(
      <DataTable
        label="Items"
        columns={[nameColumn]}
        rows={items}
        rowKey={row => row.id}
        selection={{selected: new Set([9]), onChange, rowLabel: row => `Select ${row.name}`}}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', {name: 'Select the rows on this page'}));
    expect(onChange).toHaveBeenLastCalledWith(new Set([9, 1, 2]));
    fireEvent.click(screen.getByRole('checkbox', {name: 'Select Two'}));
    expect(onChange).toHaveBeenLastCalledWith(new Set([9, 2]));

    rerender(
      <DataTable
        label="Items"
        columns={[nameColumn]}
        rows={items}
        rowKey={row => row.id}
        selection={{selected: new Set([9, 1, 2]), onChange, rowLabel: row => `Select ${row.name}`, pageLabel: 'Select all items'}}
      />,
    );
    const all = screen.getByRole('checkbox', {name: 'Select all items'});
    expect((all as HTMLInputElement).checked).toBe(true);
    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(new Set([9]));
  });
});

describe('DataTable rows that open', () => {
  it('calls onRowOpen on a click or Enter on the row, not on a click at its checkbox; a whole list has no pager', () => {
    const onRowOpen = vi.fn();
    const onChange = vi.fn();
    render(
      <DataTable
        label="Items"
        columns={[nameColumn]}
        rows={items}
        rowKey={row => row.id}
        onRowOpen={onRowOpen}
        selection={{selected: new Set(), onChange, rowLabel: row => `Select ${row.name}`}}
      />,
    );
    fireEvent.click(screen.getByRole('cell', {name: 'Two'}));
    expect(onRowOpen).toHaveBeenLastCalledWith(items[1]);
    const checkbox = screen.getByRole('checkbox', {name: 'Select One'});
    fireEvent.click(checkbox);
    fireEvent.click(checkbox.closest('td')!);
    expect(onRowOpen).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getAllByRole('row')[1], {key: 'Enter'});
    expect(onRowOpen).toHaveBeenLastCalledWith(items[0]);
    expect(screen.queryByRole('button', {name: 'Go to next page'})).toBeNull();
  });
});

describe('keptSelection', () => {
  it("keeps the chosen rows of other pages, adds the page's new ones and drops the cleared", () => {
    const other = {id: 9, name: 'Nine'};
    const current = new Map<string | number, Item>([
      [9, other],
      [1, items[0]],
    ]);
    const next = keptSelection(current, new Set([9, 2]), items, row => row.id);
    expect([...next]).toEqual([
      [9, other],
      [2, items[1]],
    ]);
    // A key with no row on the page nor chosen before has nothing to keep.
    expect([...keptSelection(new Map(), new Set([5]), items, row => row.id)]).toEqual([]);
  });
});
