import {screen, within} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {API, apiError, loadScreens, meHandler, renderRoute, startServer} from '@/test/route-harness';

// Today's valuation stats, the table and its chart, against the real screen and SDK.
describe("today's valuation stats", () => {
  const server = startServer(meHandler({valuation: true}));
  loadScreens(() => import('@/features/valuation/routes/ValuationListRoutes'));

  it('shows each valuer with a count in the table and a bar as long as their share of the day', async () => {
    server.use(
      http.get(`${API}/valuation/stats`, () =>
        HttpResponse.json([
          {name: 'Aino Arvioija', count: 12},
          {name: 'Bertil Bedömare', count: 3},
        ]),
      ),
    );
    renderRoute('/valuation/stats');
    const table = await screen.findByRole('table', {name: "Today's valuation stats"});
    expect(
      within(table)
        .getAllByRole('row')
        .map(row => row.textContent),
    ).toEqual(['NameCount', 'Aino Arvioija12', 'Bertil Bedömare3']);
    const chart = screen.getByRole('figure', {name: 'Valued today by valuer'});
    const widths = within(chart)
      .getAllByTestId('chart-bar')
      .map(bar => getComputedStyle(bar).width);
    expect(widths).toEqual(['100%', '25%']);
  });

  it('says when nobody has valued anything today, with no empty chart', async () => {
    server.use(http.get(`${API}/valuation/stats`, () => HttpResponse.json([])));
    renderRoute('/valuation/stats');
    expect(await screen.findByText('No orders valuated today')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('a failed load offers Retry, not an empty table', async () => {
    server.use(http.get(`${API}/valuation/stats`, () => apiError(500, 'Internal Server Error')));
    renderRoute('/valuation/stats');
    expect(await screen.findByRole('button', {name: 'Retry'})).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
