// Must stay the first import: it sets NODE_ENV=production before any other module reads it.
import "./production-mode";
import { DataDirLockedError } from "./db/lock.server";
import { parseEnv } from "./env.server";
import { startServer } from "./server.server";

// Production entry: `npm run serve` (and `npm start`, which builds first when needed).
try {
  const running = await startServer(parseEnv());
  console.log(`\n  Site ready at ${running.url}\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight and closing the database...`);
    const force = setTimeout(() => {
      console.error("Shutdown took longer than 10 s; exiting.");
      process.exit(1);
    }, 10_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\n  Cannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
}
