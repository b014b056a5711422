import {defineConfig} from '@hey-api/openapi-ts';

// The server publishes ../openapi.json (committed, checked in CI); the SDK is generated, never edited.
export default defineConfig({
  input: '../openapi.json',
  output: 'src/lib/sdk',
  plugins: [
    '@hey-api/typescript',
    '@hey-api/sdk',
    '@hey-api/client-fetch',
    // No infinite queries: the generated ones page by 'filter.offset', which does not type-check
    // against LoopBack's JSON filter parameter; lists page with skip/limit instead.
    {name: '@tanstack/react-query', infiniteQueryOptions: false, infiniteQueryKeys: false},
  ],
});
