import fs from "node:fs";
import path from "node:path";

// Two processes on one PGlite directory silently lose rows, so the directory gets an exclusive
// PID lock. A lock left by a killed process (its PID is gone) is taken over, so a restart after
// SIGKILL works at once.

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dir} is in use by another process (PID ${pid}). ` +
        `Stop that server first, or start this one with another DATA_DIR.`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockFilePath(dir: string) {
  return path.join(dir, "server.pid");
}

/** Returns the PID holding the lock on `dir`, or undefined when nobody holds it. */
export function lockHolder(dir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockFilePath(dir), "utf8").trim());
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function acquireDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = lockFilePath(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = lockHolder(dir);
      if (holder !== undefined && holder !== process.pid) throw new DataDirLockedError(dir, holder);
      // Stale lock from a process that is gone: remove it and let the atomic create decide.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(dir, lockHolder(dir) ?? 0);
}
