import { isRouteErrorResponse } from "react-router";
import { paths } from "#contracts/pages";

/** The application error screen (spec: 'Unexpected Application Error!' with the message or status). */
export function AppError({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center gap-4 px-4 text-center">
      <title>Unexpected Application Error!</title>
      <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="text-lg text-slate-700">{detail}</p>
      <a href={paths.home} className="text-brand-700 underline">
        Return to Home
      </a>
    </main>
  );
}
