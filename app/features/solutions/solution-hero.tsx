import { CircleCheck } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { Hero, HeroTheme } from "~/content/solutions/types";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { ActionLinks } from "./action-links";

// Full class strings (not built from parts) so Tailwind finds them. Every gradient stays dark enough
// for white text (WCAG AA), and the accent colour is a light tint readable on it.
const themes: Record<HeroTheme, { background: string; accent: string }> = {
  brand: { background: "from-brand-900 via-brand-700 to-purple-800", accent: "text-indigo-200" },
  teal: { background: "from-teal-900 via-cyan-900 to-blue-900", accent: "text-teal-200" },
  emerald: { background: "from-slate-900 via-emerald-900 to-teal-900", accent: "text-emerald-300" },
  blue: { background: "from-blue-900 via-indigo-800 to-violet-900", accent: "text-sky-200" },
  violet: { background: "from-violet-900 via-purple-800 to-fuchsia-900", accent: "text-fuchsia-200" },
  sunset: { background: "from-rose-900 via-orange-800 to-amber-800", accent: "text-amber-200" },
  sky: { background: "from-sky-900 via-blue-800 to-indigo-900", accent: "text-sky-200" },
  ocean: { background: "from-slate-900 via-sky-900 to-cyan-800", accent: "text-cyan-200" },
  steel: { background: "from-zinc-900 via-slate-800 to-orange-900", accent: "text-orange-200" },
};

/** The opening band of a solution page: the h1, its actions, and a side panel of selling points. */
export function SolutionHero({ theme, icon: Icon, eyebrow, title, highlight, description, actions, points }: Hero) {
  const { background, accent } = themes[theme];
  const { t } = useT();
  return (
    <section className={cn("relative overflow-hidden bg-gradient-to-br text-white", background)}>
      <HeroPattern />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:gap-16 lg:px-8 lg:py-24">
        <div>
          <Badge tone="white">
            <Icon className="size-3.5" aria-hidden="true" />
            {t(eyebrow)}
          </Badge>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t(title)}{" "}
            <span className={cn("block", accent)}>{t(highlight)}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/90">{t(description)}</p>
          <ActionLinks actions={actions} surface="dark" className="mt-8" />
        </div>
        <div className="rounded-2xl border border-white/20 bg-white/10 p-6 shadow-2xl sm:p-8">
          <div className="flex items-center gap-4">
            <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white/15 ring-1 ring-white/25">
              <Icon className="size-7" aria-hidden="true" />
            </span>
            <p className="text-lg font-semibold">{t("Why teams choose Cortexa AI")}</p>
          </div>
          <NetworkArt className={accent} />
          <ul className="space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-white">
                <CircleCheck className={cn("mt-0.5 size-5 shrink-0", accent)} aria-hidden="true" />
                <span>{t(point)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** A faint dot grid with two soft glows behind the hero text. */
function HeroPattern() {
  return (
    <svg className="pointer-events-none absolute inset-0 h-full w-full" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="solution-hero-dots" width="28" height="28" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.4" fill="#fff" fillOpacity="0.12" />
        </pattern>
        <radialGradient id="solution-hero-glow">
          <stop offset="0" stopColor="#fff" stopOpacity="0.18" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="100%" height="100%" fill="url(#solution-hero-dots)" />
      <circle cx="88%" cy="12%" r="260" fill="url(#solution-hero-glow)" />
      <circle cx="8%" cy="95%" r="200" fill="url(#solution-hero-glow)" />
    </svg>
  );
}

/** A small neural-network drawing: three layers of nodes and their links. */
function NetworkArt({ className }: { className?: string }) {
  const layers = [
    [20, 60, 100],
    [15, 45, 75, 105],
    [40, 80],
  ];
  const xs = [40, 160, 280];
  const links: [number, number, number, number][] = [];
  layers.forEach((ys, l) => {
    if (l === layers.length - 1) return;
    for (const y1 of ys) for (const y2 of layers[l + 1]) links.push([xs[l], y1, xs[l + 1], y2]);
  });
  return (
    <svg
      viewBox="0 0 320 120"
      width="320"
      height="120"
      className={cn("my-6 h-auto w-full", className)}
      aria-hidden="true"
      focusable="false"
    >
      <g stroke="currentColor" strokeOpacity="0.35" strokeWidth="1">
        {links.map(([x1, y1, x2, y2]) => (
          <line key={`${x1}-${y1}-${x2}-${y2}`} x1={x1} y1={y1} x2={x2} y2={y2} />
        ))}
      </g>
      {layers.map((ys, l) =>
        ys.map((y) => (
          <circle key={`${l}-${y}`} cx={xs[l]} cy={y} r="7" fill="currentColor" fillOpacity="0.9" stroke="#fff" strokeOpacity="0.6" strokeWidth="2" />
        )),
      )}
    </svg>
  );
}
