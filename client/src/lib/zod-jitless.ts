// The client bundle's 'zod' (vite.config.ts aliases it here). The server's Content-Security-Policy
// forbids eval; zod decides at each object schema's construction whether it may compile a fast path
// with `new Function`, and that probe alone makes the browser report a CSP violation. Configuring
// zod here, before any module that imports 'zod' builds a schema, turns the probe off.
import {z} from 'zod/v4';

z.config({jitless: true});

export * from 'zod/v4';
export {z};
export default z;
