import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The footer's copyright year: fixed at build time, so prerendered HTML and hydration agree.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { tsconfigPaths: true },
  server: {
    // `npm run dev`: the API server runs beside Vite (scripts/dev.ts).
    proxy: Object.fromEntries(
      ["/api", "/healthz"].map((path) => [path, `http://127.0.0.1:${process.env.API_PORT ?? 3001}`]),
    ),
  },
});
