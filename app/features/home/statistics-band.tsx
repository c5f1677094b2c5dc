import { useEffect, useRef, useState } from "react";
import { statistics } from "~/content/home/statistics";
import { COUNTER_STEP_MS, COUNTER_STEPS, statisticText } from "./counter";
import { useT } from "~/i18n/i18n";

// The prerendered HTML carries the final figures (no-JS visitors and search engines see them).
// After hydration, if the band is off-screen, the counters are reset to 0 where nobody can see it,
// and count up when the band scrolls into view. If it is already on screen at load (a reload
// half-way down the page), the final figures stay: resetting them in view would be a flash.
// Reduced motion: final figures, no counting.
export function StatisticsBand() {
  const ref = useRef<HTMLElement>(null);
  const [step, setStep] = useState(COUNTER_STEPS);
  const { t } = useT();

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let armed = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!armed) {
          if (entry.intersectionRatio > 0) return observer.disconnect();
          armed = true;
          setStep(0);
        }
        if (entry.intersectionRatio < 0.25) return;
        observer.disconnect();
        let s = 0;
        timer = setInterval(() => {
          s += 1;
          setStep(s);
          if (s >= COUNTER_STEPS) clearInterval(timer);
        }, COUNTER_STEP_MS);
      },
      { threshold: [0, 0.25] },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, []);

  return (
    <section ref={ref} aria-labelledby="statistics" className="bg-gradient-to-r from-brand-800 to-purple-800 py-14 text-white">
      <h2 id="statistics" className="sr-only">
        {t("Cortexa AI in numbers")}
      </h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 text-center sm:px-6 lg:grid-cols-4 lg:px-8">
        {statistics.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-brand-50">{t(stat.label)}</dt>
            <dd className="text-4xl font-bold tabular-nums sm:text-5xl">{statisticText(stat, step)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
