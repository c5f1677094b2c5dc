import fs from "node:fs";
import path from "node:path";
import { controlFilePath, readControlInfo } from "../server/admin/control.server";
import type { Role } from "#contracts/vocabulary";
import { listAdmins, setRole, type RoleChange } from "../server/admin/roles.server";
import { openDatabase } from "../server/db/client.server";
import { lockHolder } from "../server/db/lock.server";
import { parseEnv } from "../server/env.server";

// npm run admin -- grant <email> | revoke <email> | list
//
// Gives or takes the staff inbox's admin role. With DATABASE_URL it changes the database directly.
// On the embedded database (DATA_DIR), the running server holds the database's lock: the command
// then asks that server through its loopback-only control port (server/admin/control.server.ts);
// with no server running it opens the database itself.

const usage = `Usage:
  npm run admin -- grant <email>    give the account the admin role (staff inbox at /admin/inquiries)
  npm run admin -- revoke <email>   take it away
  npm run admin -- list             list the admins`;

class CliError extends Error {}

type Command = { kind: "set"; email: string; role: Role } | { kind: "list" };

function parseArgs(args: string[]): Command | null {
  const [verb, email, ...rest] = args;
  if (rest.length) return null;
  if ((verb === "grant" || verb === "revoke") && email && /^[^\s@]+@[^\s@]+$/.test(email)) {
    return { kind: "set", email: email.toLowerCase(), role: verb === "grant" ? "admin" : "learner" };
  }
  if (verb === "list" && !email) return { kind: "list" };
  return null;
}

interface Backend {
  setRole(email: string, role: Role): Promise<RoleChange | null>;
  listAdmins(): Promise<{ email: string; name: string }[]>;
  close(): Promise<void>;
}

/** The running server, through its control port. */
function serverBackend(dataDir: string, pid: number): Backend {
  try {
    fs.accessSync(controlFilePath(dataDir), fs.constants.R_OK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EACCES") {
      throw new CliError(`Cannot read ${controlFilePath(dataDir)}: run this command as the OS user that runs the server.`);
    }
  }
  const info = readControlInfo(dataDir);
  if (!info || info.pid !== pid) {
    throw new CliError(
      `The server (PID ${pid}) is using the database in ${dataDir} but offers no admin channel ` +
        `(an older version?). Stop it, run this command again, then start it.`,
    );
  }
  const call = async (pathname: string, init: RequestInit = {}) => {
    let res: Response;
    try {
      res = await fetch(`http://127.0.0.1:${info.port}${pathname}`, {
        ...init,
        headers: { authorization: `Bearer ${info.token}`, "content-type": "application/json" },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new CliError(`The server (PID ${pid}) did not answer on its admin port ${info.port}: ${(error as Error).message}`);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new CliError(`The server (PID ${pid}) refused the change: HTTP ${res.status}.`);
    return res.json();
  };
  return {
    setRole: (email, role) => call("/role", { method: "POST", body: JSON.stringify({ email, role }) }),
    listAdmins: async () => (await call("/admins")).admins,
    close: async () => {},
  };
}

/** The database itself: PostgreSQL, or the embedded database when no server holds it. */
async function databaseBackend(options: { databaseUrl?: string; dataDir: string }): Promise<Backend> {
  if (!options.databaseUrl && !fs.existsSync(path.join(options.dataDir, "db"))) {
    throw new CliError(`There is no database in ${options.dataDir} yet: start the server once (npm start) and sign up first.`);
  }
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    // Only the embedded database: we hold its lock, so nobody else is migrating it. PostgreSQL is
    // migrated by the servers that use it.
    if (database.kind === "pglite") await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    setRole: (email, role) => setRole(database.db, email, role),
    listAdmins: () => listAdmins(database.db),
    close: () => database.close(),
  };
}

async function main(args: string[]): Promise<number> {
  const command = parseArgs(args);
  if (!command) {
    console.error(usage);
    return 2;
  }
  const env = parseEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const holder = env.DATABASE_URL ? undefined : lockHolder(dataDir);
  const backend = holder !== undefined ? serverBackend(dataDir, holder) : await databaseBackend({ databaseUrl: env.DATABASE_URL, dataDir });
  try {
    if (command.kind === "list") {
      const admins = await backend.listAdmins();
      console.log(admins.length ? admins.map((a) => `${a.email}${a.name ? `  (${a.name})` : ""}`).join("\n") : "No admins yet.");
      return 0;
    }
    const change = await backend.setRole(command.email, command.role);
    if (!change) {
      console.error(`No account uses ${command.email}. The person must sign up first (or be listed in ADMIN_EMAILS before signing up).`);
      return 1;
    }
    const isAdmin = change.role === "admin";
    if (change.previous === change.role) console.log(`${change.email} ${isAdmin ? "was already an admin" : "was not an admin"}; nothing changed.`);
    else console.log(isAdmin ? `${change.email} is now an admin.` : `${change.email} is no longer an admin.`);
    return 0;
  } finally {
    await backend.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof CliError ? error.message : error);
    process.exit(1);
  },
);
