import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import {PASSWORD_CHANGE} from '@karat/shared';
import {http, HttpResponse} from 'msw';
import {createMemoryRouter, RouterProvider} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {AppProviders} from '@/app/providers';
import {LoginRoute} from '@/features/auth';
import {tokenStore} from '@/lib/auth-token';
import {API, apiError, startServer} from '@/test/route-harness';

// A member imported from the old system has no password of their own: the right (temporary)
// password answers PASSWORD_CHANGE_REQUIRED, the login page asks for a new one twice and sends the
// login again with it.

const server = startServer(http.get(`${API}/setup`, () => HttpResponse.json({setupNeeded: false})));

function renderLogin() {
  const router = createMemoryRouter(
    [
      {path: '/login', element: <LoginRoute />},
      {path: '/', element: <h1>Home</h1>},
    ],
    {initialEntries: ['/login']},
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), {target: {value}});

describe('choosing a password at the first login', () => {
  it('asks for a new password when the server requires one, then signs in with it', async () => {
    tokenStore.set(null);
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/Members/login`, async ({request}) => {
        const body = (await request.json()) as {newPassword?: string};
        sent.push(body);
        if (!body.newPassword) return apiError(403, PASSWORD_CHANGE.required, 'ForbiddenError', PASSWORD_CHANGE.code);
        if (body.newPassword === 'temporary-pass-1') return apiError(422, PASSWORD_CHANGE.sameAsGiven, 'UnprocessableEntityError', PASSWORD_CHANGE.code);
        return HttpResponse.json({id: 'access-token', ttl: 3600, created: new Date().toISOString(), userId: 5});
      }),
    );
    const router = renderLogin();
    type(/^Username/, 'old-buyer-1');
    type(/^Password/, 'temporary-pass-1');
    fireEvent.click(screen.getByRole('button', {name: 'Login'}));
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_CHANGE.required);
    // The first answer only opens the fields: no error yet.
    expect(screen.queryByRole('alert')).toBeNull();

    type(/^New password/, 'my-own-password-1');
    type(/^Repeat the new password/, 'my-own-password-2');
    fireEvent.click(screen.getByRole('button', {name: 'Login'}));
    expect(await screen.findByText('The two new passwords differ')).toBeTruthy();
    expect(sent).toHaveLength(1);

    type(/^New password/, 'temporary-pass-1');
    type(/^Repeat the new password/, 'temporary-pass-1');
    fireEvent.click(screen.getByRole('button', {name: 'Login'}));
    expect(await screen.findByText(PASSWORD_CHANGE.sameAsGiven)).toBeTruthy();

    type(/^New password/, 'my-own-password-1');
    type(/^Repeat the new password/, 'my-own-password-1');
    fireEvent.click(screen.getByRole('button', {name: 'Login'}));
    await waitFor(() => expect(tokenStore.get()).toBe('access-token'));
    expect(sent.at(-1)).toEqual({username: 'old-buyer-1', password: 'temporary-pass-1', newPassword: 'my-own-password-1'});
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    tokenStore.set(null);
  });
});
