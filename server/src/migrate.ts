import {readConfig} from './config';
import {openDatabase} from './database/database';

// `npm run migrate`: brings the configured database to the current schema, then exits.
openDatabase(readConfig(), line => console.log(line))
  .then(async db => {
    console.log('Database schema is up to date');
    await db.close();
  })
  .catch(err => {
    console.error('Migration failed:', err);
    process.exit(1);
  });
