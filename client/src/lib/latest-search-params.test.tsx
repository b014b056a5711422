import {act, render, screen} from '@testing-library/react';
import {createMemoryRouter, RouterProvider} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {useLatestSearchParams} from './latest-search-params';

let update: ReturnType<typeof useLatestSearchParams>[1];

function Page() {
  const [params, write] = useLatestSearchParams();
  update = write;
  return <p>{params.toString()}</p>;
}

const given = (url: string) => {
  const router = createMemoryRouter(
    [
      {path: '/list', element: <Page />},
      {path: '/other', element: <p>other</p>},
    ],
    {initialEntries: [url]},
  );
  render(<RouterProvider router={router} />);
  return router;
};

const put = (name: string, value: string) =>
  update(
    latest => {
      latest.set(name, value);
      return latest;
    },
    {replace: true},
  );

describe('search parameters written from the latest URL', () => {
  it('keeps the first of two writes made before the page shows either (a tab, then the month)', async () => {
    const router = given('/list?month=2026-11');
    act(() => {
      put('view', 'everyone');
      put('month', '2026-10');
    });
    expect(router.state.location.search).toBe('?month=2026-10&view=everyone');
    expect(await screen.findByText('month=2026-10&view=everyone')).toBeTruthy();
  });

  it('starts from a URL changed elsewhere (Back, a link)', async () => {
    const router = given('/list?q=a');
    await act(() => router.navigate('/list?q=b&sort=-date'));
    act(() => put('page', '2'));
    expect(router.state.location.search).toBe('?q=b&sort=-date&page=2');
  });

  it('writes nothing once the member has left for another page the list still shows', () => {
    const router = given('/list?q=a');
    act(() => {
      void router.navigate('/other');
      // A debounced filter's write landing before the next page is shown.
      put('q', 'late');
    });
    expect(router.state.location.pathname).toBe('/other');
    expect(router.state.location.search).toBe('');
  });
});
