import {execFileSync} from 'node:child_process';
import path from 'node:path';

// What a server's start loads: the modules that only some requests or some installs need stay out
// until used (a PDF, a bucket, the explorer's page as a file). Each was a tenth of a second or more
// of every start. A fresh process, because this worker's other files may have loaded them.
const LEFT_OUT = {
  "Swagger UI's browser bundle": /swagger-ui-dist\/swagger-ui-bundle\.js$/,
  'the AWS SDK': /@aws-sdk\/client-s3\//,
  pdfkit: /node_modules\/pdfkit\//,
};

describe("a server's start", () => {
  it('boots the application (its controllers, services and repositories) without the modules only some requests or installs need', () => {
    const index = path.resolve(__dirname, '..', '..', 'index.js');
    // Booting loads every artifact; only starting would connect to the database.
    const script = `
      const {KaratApplication} = require(${JSON.stringify(index)});
      const app = new KaratApplication({database: {url: 'postgres://127.0.0.1:1/none'}});
      app.boot().then(() => console.log(JSON.stringify(Object.keys(require.cache))));`;
    const loaded: string[] = JSON.parse(execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'}));
    expect(loaded.some(file => file.includes('/controllers/order-command.controller.js'))).toBe(true);
    expect(loaded.some(file => file.includes('@loopback/rest-explorer'))).toBe(true);
    for (const [what, file] of Object.entries(LEFT_OUT))
      expect(
        loaded.filter(f => file.test(f)),
        what,
      ).toEqual([]);
  });
});
