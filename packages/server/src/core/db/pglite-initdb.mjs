// Child process for a first start (see pglite.ts): PGlite creates the data directory (initdb) and closes, then the
// process exits, and all the memory the initdb used goes with it. Plain JS: no tsx needed here.
import process from 'node:process';
import { PGlite } from '@electric-sql/pglite';

const [dataDir, startParams] = [process.argv[2], JSON.parse(process.argv[3] ?? '[]')];
const db = await PGlite.create({ dataDir, startParams });
await db.close();
