import { moveNedbToSqlite } from "./move-to-sqlite.server";

/**
 * Tests only (move-to-sqlite.test.ts): a start killed in the middle of the import. Moves the
 * data directory given and kills its own process (SIGKILL: nothing runs after it) once the
 * collection given has been copied.
 */
const [dataDir, killAfter] = process.argv.slice(2);

await moveNedbToSqlite(dataDir!, { info: () => undefined }, {
  afterCollection: (name) => {
    if (name === killAfter) process.kill(process.pid, "SIGKILL");
  },
});
