import { parseEnv } from "./env.server";
import { startServer } from "./server.server";

// The API half of `npm run dev` (see scripts/dev.ts): no static site; Vite serves the pages.
const env = parseEnv();
const running = await startServer(env, { dev: { publicPort: Number(process.env.DEV_PUBLIC_PORT ?? 3000) } });
const stop = () => void running.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
