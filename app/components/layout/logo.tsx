import { Link } from "react-router";
import { brandMark, company } from "#contracts/company";
import { paths } from "#contracts/pages";
import { useT } from "~/i18n/i18n";

export function Logo({ className = "" }: { className?: string }) {
  const { t, href } = useT();
  return (
    <Link to={href(paths.home)} className={`flex items-center gap-2 font-bold text-slate-900 ${className}`} aria-label={t("{name} home", { name: company.name })}>
      <svg viewBox={`0 0 ${brandMark.size} ${brandMark.size}`} width="32" height="32" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={brandMark.gradient[0]} />
            <stop offset="1" stopColor={brandMark.gradient[1]} />
          </linearGradient>
        </defs>
        <rect width={brandMark.size} height={brandMark.size} rx={brandMark.cornerRadius} fill="url(#logo-gradient)" />
        <path d={brandMark.path} stroke="#fff" strokeWidth={brandMark.strokeWidth} fill="none" strokeLinecap="round" />
      </svg>
      <span className="text-lg">{company.name}</span>
    </Link>
  );
}
