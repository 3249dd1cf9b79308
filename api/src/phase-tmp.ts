import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './db/client';
import { seedReferenceData, seedDemo } from './db/seed';
async function main() {
  let a = Date.now();
  const client = await PGlite.create();
  console.log('create', Date.now() - a);
  a = Date.now();
  const h = await openDatabase({ kind: 'pglite', client });
  console.log('migrate', Date.now() - a);
  a = Date.now();
  await seedReferenceData(h.db);
  console.log('reference', Date.now() - a);
  a = Date.now();
  await seedDemo(h.db, 'x');
  console.log('demo', Date.now() - a);
  a = Date.now();
  await client.clone();
  console.log('clone', Date.now() - a);
}
main();
