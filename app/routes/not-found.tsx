import { useEffect } from "react";
import { Link, redirectDocument, useLocation } from "react-router";
import { useT } from "~/i18n/i18n";
import { notFoundTexts } from "~/lib/page-texts.server";
import { company } from "#contracts/company";
import { localeOfPath, sourceLocale } from "#contracts/locales";
import { paths } from "#contracts/pages";
import type { Route } from "./+types/not-found";

// Prerendered as /404 and /hi/404; the server sends the one of the address's language, with status
// 404, for any unknown address (server/http/serve-site.server.ts).
export const loader = ({ request }: Route.LoaderArgs) => notFoundTexts(request);

// A client-side navigation to an unknown address has no prerendered data to fetch. In English the
// page's words are their ids. In another language they are in that language's 404 page, which the
// server sends for the address itself (with status 404): the browser loads it, in one round trip.
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  const url = new URL(request.url);
  if (localeOfPath(url.pathname) !== sourceLocale) throw redirectDocument(url.pathname + url.search);
  return { title: `Page not found | ${company.name}` };
};

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? `Page not found | ${company.name}` }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const { pathname } = useLocation();
  const { t, href } = useT();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <h1 className="text-6xl font-bold text-slate-900">404</h1>
      <p className="text-xl text-slate-700">{t("Oops! Page not found")}</p>
      <Link to={href(paths.home)} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {t("Return to Home")}
      </Link>
    </section>
  );
}
