import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import {FIRST_RUN_MESSAGES, MESSAGES} from '@karat/shared';
import {http, HttpResponse} from 'msw';
import {createMemoryRouter, RouterProvider} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {AppProviders} from '@/app/providers';
import {LoginRoute} from '@/features/auth';
import {SetupRoute} from '@/features/auth/routes/SetupRoute';
import {tokenStore} from '@/lib/auth-token';
import {API, apiError, startServer} from '@/test/route-harness';

// The first run: the login page points to the printed setup link while no member exists, and the
// link's page creates the first admin under the member rules, then signs in.

const server = startServer();
const TOKEN = 'k'.repeat(43);

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const router = createMemoryRouter(
    [
      {path: '/login', element: <LoginRoute />},
      {path: '/setup', element: <SetupRoute />},
      {path: '/', element: <h1>Home</h1>},
    ],
    {initialEntries: [url.replace(/#.*/, '')]},
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), {target: {value}});

describe('the first run', () => {
  it('the login page says where the setup link is while no member exists', async () => {
    tokenStore.set(null);
    server.use(http.get(`${API}/setup`, () => HttpResponse.json({setupNeeded: true})));
    renderAt('/login');
    expect((await screen.findByRole('status')).textContent).toBe(FIRST_RUN_MESSAGES.loginHint);
  });

  it('the link creates the first admin with the member rules, then signs in; the token leaves the address bar', async () => {
    tokenStore.set(null);
    let sent: unknown;
    server.use(
      http.post(`${API}/setup`, async ({request}) => {
        sent = await request.json();
        return HttpResponse.json({id: 'access-token', ttl: 3600, created: new Date().toISOString(), userId: 1});
      }),
    );
    const router = renderAt(`/setup#token=${TOKEN}`);
    expect(window.location.hash).toBe('');
    type(/^Username/, 'first-admin');
    type(/^Password/, 'short');
    type(/^Repeat password/, 'short');
    fireEvent.click(screen.getByRole('button', {name: 'Create admin'}));
    expect(await screen.findByText(MESSAGES.passwordMin)).toBeTruthy();
    type(/^Password/, 'the first admin pass phrase');
    type(/^Repeat password/, 'the first admin pass phrasE');
    fireEvent.click(screen.getByRole('button', {name: 'Create admin'}));
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    expect(sent).toBeUndefined();

    type(/^Repeat password/, 'the first admin pass phrase');
    fireEvent.click(screen.getByRole('button', {name: 'Create admin'}));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual({token: TOKEN, username: 'first-admin', password: 'the first admin pass phrase'});
    expect(tokenStore.get()).toBe('access-token');
    tokenStore.set(null);
  });

  it("shows the server's refusal under the form", async () => {
    tokenStore.set(null);
    server.use(http.post(`${API}/setup`, () => apiError(409, FIRST_RUN_MESSAGES.alreadySetUp)));
    renderAt(`/setup#token=${TOKEN}`);
    type(/^Username/, 'first-admin');
    type(/^Password/, 'the first admin pass phrase');
    type(/^Repeat password/, 'the first admin pass phrase');
    fireEvent.click(screen.getByRole('button', {name: 'Create admin'}));
    expect(await screen.findByText(FIRST_RUN_MESSAGES.alreadySetUp)).toBeTruthy();
  });

  it('a page opened without a token says the link is not valid', async () => {
    renderAt('/setup');
    expect(await screen.findByText(FIRST_RUN_MESSAGES.invalidLink)).toBeTruthy();
    expect(screen.queryByRole('button', {name: 'Create admin'})).toBeNull();
  });
});
