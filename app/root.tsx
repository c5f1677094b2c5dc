import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { AppError } from "./components/layout/app-error";
import { SiteFooter } from "./features/site-shell/site-footer";
import { SiteHeader } from "./features/site-shell/site-header";
import { ChatWidget } from "./features/chat/chat-widget";
import { LazyToaster } from "./features/toast/lazy-toaster";
import { InlineStyles, stylesheetLinks } from "./styles/site-styles";
import type {} from "./lib/early-input";
import { useLocale, useT } from "./i18n/i18n";
import { DevanagariFont } from "./i18n/devanagari-font";
import { LanguageSuggestion } from "./features/site-shell/language-suggestion";

export const links = stylesheetLinks;

export function Layout({ children }: { children: ReactNode }) {
  // The page has hydrated (a parent's effect runs after its children's): carry out what the
  // visitor typed and clicked while it loaded (app/lib/early-input.ts).
  useEffect(() => void window.__earlyInput?.replay(), []);
  const locale = useLocale();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <InlineStyles />
        {locale === "hi" && <DevanagariFont />}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { t } = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("Skip to content")}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatWidget />
      <LazyToaster />
      <LanguageSuggestion />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AppError error={error} />;
}
