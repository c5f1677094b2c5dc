import { Link } from "react-router";
import { company } from "#contracts/company";
import { paths } from "#contracts/pages";

export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link to={paths.home} className={`flex items-center gap-2 font-bold text-slate-900 ${className}`} aria-label={`${company.name} home`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4f46e5" />
            <stop offset="1" stopColor="#7e22ce" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill="url(#logo-gradient)" />
        <path d="M10 16a6 6 0 1 0 12 0a6 6 0 1 0 -12 0M16 6v4M16 22v4M6 16h4M22 16h4" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      </svg>
      <span className="text-lg">{company.name}</span>
    </Link>
  );
}
