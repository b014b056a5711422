import {render, screen, waitFor} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {RouterProvider} from 'react-router-dom';
import {describe, expect, it, vi} from 'vitest';
import {AppProviders} from '@/app/providers';
import {router} from '@/app/router';
import {tokenStore} from '@/lib/auth-token';
import {API, member, startServer} from '@/test/route-harness';

// The app's start: a signed-in member's shell waits for its code and for the member. Both are asked
// for at once; the shell's code here never arrives, as on a slow line, and the member is asked anyway.
vi.mock('@/app/shell/AppShell', () => new Promise(() => undefined));

const server = startServer();

describe('the app start', () => {
  it('asks for the signed-in member while the shell is still loading', async () => {
    tokenStore.set('k'.repeat(43));
    let asked = 0;
    server.use(
      http.get(`${API}/Members/me`, () => {
        asked++;
        return HttpResponse.json(member());
      }),
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});
