import { spawn } from "node:child_process";

// `npm run dev`: Vite (React Router dev server, hot reload) on PORT, proxying /api, /healthz and /newsletter to
// the API server on PORT+1, which restarts when server code changes.
const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;
const env = { ...process.env, NODE_ENV: "development", API_PORT: String(apiPort) };

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/dev.ts"], {
    stdio: "inherit",
    env: { ...env, PORT: String(apiPort), DEV_PUBLIC_PORT: String(port) },
  }),
  spawn("npx", ["react-router", "dev", "--port", String(port), "--strictPort"], { stdio: "inherit", env }),
];

const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((c) => c.on("exit", (code) => { stop(); process.exitCode = code ?? 0; }));
