import { lazy, Suspense, useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { CloseIcon, MenuIcon, SearchIcon } from "~/components/ui/shell-icons";
import { HeaderAccount } from "~/features/auth/header-account";
import { navLinks, navSolutions } from "~/components/layout/navigation";
import { loadIfTappedEarly } from "~/lib/early-input";
import { Logo } from "~/components/layout/logo";
import { SolutionsMenu } from "~/components/layout/solutions-menu";
import { useT } from "~/i18n/i18n";
import { LanguageSwitch } from "./language-switch";

const loadSearchDialog = () => import("~/features/search/search-dialog");
const SearchDialog = lazy(loadSearchDialog);
loadIfTappedEarly('[data-opens="search"]', loadSearchDialog);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-slate-900 ${isActive ? "text-brand-700" : "text-slate-700"}`;

export function SiteHeader() {
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchLoaded, setSearchLoaded] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const { t, href } = useT();

  useEffect(() => setMenuOpen(false), [pathname]);

  function openSearch() {
    setSearchLoaded(true);
    setSearchOpen(true);
    setMenuOpen(false);
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setSearchLoaded(true);
        setSearchOpen((o) => !o);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* No justify-between: each part's place must not depend on the parts after it. A browser may
          paint the header before the rest of it has arrived or been parsed (a slow link, a busy phone),
          and with space shared between the parts the first links then sat at the right edge and jumped
          left once the account buttons came (a layout shift). The links take the free space instead. */}
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <div className="hidden flex-1 items-center gap-1 lg:flex">
          <SolutionsMenu />
          {navLinks.map((l) => (
            <NavLink key={l.path} to={href(l.path)} className={linkClass}>
              {t(l.name)}
            </NavLink>
          ))}
        </div>

        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch />
          <Button variant="ghost" size="sm" onClick={openSearch} data-opens="search" title={t("Search (Ctrl+K or ⌘K)")}>
            <SearchIcon />
            {t("Search")}
            <kbd className="rounded border border-slate-300 px-1 text-xs text-slate-600">Ctrl K</kbd>
          </Button>
          <HeaderAccount />
        </div>

        <div className="ml-auto flex items-center gap-1 lg:hidden">
          <Button variant="ghost" size="icon" onClick={openSearch} data-opens="search" aria-label={t("Search")}>
            <SearchIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={menuOpen ? t("Close menu") : t("Open menu")}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </Button>
        </div>
      </nav>

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 lg:hidden"
        onKeyDown={(e) => e.key === "Escape" && setMenuOpen(false)}
      >
        <nav aria-label={t("Mobile")}>
          <p className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("Solutions")}</p>
          <ul>
            {navSolutions.map((s) => (
              <li key={s.path}>
                <NavLink to={href(s.path)} className={(a) => `block ${linkClass(a)}`}>
                  {t(s.name)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="mt-2 border-t border-slate-200 pt-2">
            {navLinks.map((l) => (
              <li key={l.path}>
                <NavLink to={href(l.path)} className={(a) => `block ${linkClass(a)}`}>
                  {t(l.name)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex items-center gap-2 border-t border-slate-200 pt-4">
            <LanguageSwitch variant="outline" />
            <Button variant="outline" size="sm" onClick={openSearch} data-opens="search">
              <SearchIcon /> {t("Search")}
            </Button>
          </div>
          <div className="mt-4 flex flex-col gap-2">
            <HeaderAccount mobile />
          </div>
        </nav>
      </div>

      {searchLoaded && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      )}
    </header>
  );
}
