import fs from 'node:fs';
import path from 'node:path';
import {KaratApplication} from '../application';

/** The OpenAPI document as the server publishes it, independent of any database. */
export async function buildOpenApiSpec(): Promise<string> {
  const app = new KaratApplication({database: {url: 'postgres://unused@127.0.0.1:1/unused'}});
  await app.boot();
  const spec = await app.restServer.getApiSpec();
  return JSON.stringify(spec, null, 2) + '\n';
}

export const OPENAPI_FILE = path.resolve(__dirname, '..', '..', '..', 'openapi.json');

if (require.main === module) {
  buildOpenApiSpec()
    .then(spec => {
      fs.writeFileSync(OPENAPI_FILE, spec);
      console.log(`wrote ${OPENAPI_FILE}`);
      process.exit(0);
    })
    .catch(err => {
      console.error(err);
      process.exit(1);
    });
}
