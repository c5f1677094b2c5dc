import { Link } from "react-router";
import { ChevronDownIcon } from "~/components/ui/shell-icons";
import { useT } from "~/i18n/i18n";
import { navSolutions } from "./navigation";
import { useDisclosure } from "./use-disclosure";

// The Solutions disclosure menu: a button that shows the solution pages' links.
export function SolutionsMenu() {
  const { open, rootProps, buttonProps, listProps } = useDisclosure<HTMLButtonElement>();
  const { t, href } = useT();

  return (
    <div {...rootProps} className="relative">
      <button
        {...buttonProps}
        type="button"
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        {t("Solutions")}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul {...listProps} className="absolute top-full left-0 z-50 mt-1 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        {navSolutions.map((s) => (
          <li key={s.path}>
            <Link to={href(s.path)} className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700">
              {t(s.name)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
