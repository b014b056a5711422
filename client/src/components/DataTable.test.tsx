import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {DataTable, nextSort} from './DataTable';

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
