// The first run: with no member and no INITIAL_ADMIN_*, the server prints a one-time link that
// creates the first admin (as Jupyter and Grafana do), and the login page says where to find it.

export const FIRST_RUN_MESSAGES = {
  /** The login page's hint while no member exists. */
  loginHint:
    'No account exists yet. When the server started it printed a one-time setup link (in the terminal of npm start, or its log): open it to create the first admin.',
  invalidLink: 'This setup link is not valid: open the link the server printed at its latest start',
  alreadySetUp: 'Karat already has an account: log in instead',
  created: (username: string) => `Welcome, ${username}: you are the first admin`,
} as const;

/** Where the link leads; the token rides in the fragment, which no request, proxy or log carries. */
export const setupLink = (baseUrl: string, token: string) => `${baseUrl.replace(/\/$/, '')}/setup#token=${token}`;

/** The token of a setup link's fragment ('#token=...'), or undefined. */
export function setupTokenOf(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : undefined;
}
