import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { company } from "#contracts/company";
import { paths } from "#contracts/pages";

export function meta() {
  return [{ title: `Page not found | ${company.name}` }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <h1 className="text-6xl font-bold text-slate-900">404</h1>
      <p className="text-xl text-slate-700">Oops! Page not found</p>
      <Link to={paths.home} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
        Return to Home
      </Link>
    </section>
  );
}
