import { useEffect, useReducer, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { heroSlides, type HeroLink } from "~/content/home/hero-slides";
import { cn } from "~/lib/cn";
import { useT } from "~/i18n/i18n";
import { carouselReducer, initialCarousel, nextTimer } from "./carousel-state";
import { Icon, iconPaths } from "./icon";

// Hand-written rather than Embla: Embla (+ its React binding) is ~7 KB gzip, more than the page's
// whole remaining JS budget, and a three-slide fade-free slider needs only a CSS transform.
// Every slide is in the prerendered HTML (for search engines); only the active one is visible,
// the others are off-screen, inert and hidden from assistive technology. All slides share one
// grid cell, so the carousel is as tall as its tallest slide from the first paint on: changing
// slides never shifts the page, and larger text never gets clipped.

const controlClass =
  "inline-flex size-10 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30 hover:bg-white/25";

function SlideLink({ link, primary }: { link: HeroLink; primary: boolean }) {
  const { t, href } = useT();
  const className = buttonVariants({ variant: primary ? "light" : "outline-light", size: "lg" });
  if (link.href.startsWith("http")) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        <Icon d={iconPaths.play} className="size-4" />
        {t(link.label)}
        <span className="sr-only"> {t("(opens in a new tab)")}</span>
      </a>
    );
  }
  return (
    <Link to={href(link.href)} className={className}>
      {t(link.label)}
    </Link>
  );
}

export function HeroCarousel() {
  const [state, dispatch] = useReducer(carouselReducer, heroSlides.length, initialCarousel);
  const { index, mode } = state;
  const { t } = useT();

  // No movement for visitors who ask for reduced motion: the slides wait for them.
  useEffect(() => {
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) dispatch({ type: "stop" });
  }, []);

  // One timer at a time: 6 s to the next slide, or 10 s to resume after a manual choice.
  useEffect(() => {
    const timer = nextTimer(state);
    if (!timer) return;
    const id = setTimeout(() => dispatch(timer.action), timer.delay);
    return () => clearTimeout(id);
  }, [state]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "ArrowLeft") dispatch({ type: "prev" });
    else if (e.key === "ArrowRight") dispatch({ type: "next" });
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("Highlights")}
      className="relative overflow-hidden bg-brand-900 text-white"
      onKeyDown={onKeyDown}
    >
      <h1 className="sr-only">{t("Cortexa AI: AI training for enterprises, institutions and learners")}</h1>
      <div className="grid" aria-live={mode === "auto" ? "off" : "polite"}>
        {heroSlides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t("{n} of {total}", { n: i + 1, total: heroSlides.length })}
            aria-hidden={i !== index}
            inert={i !== index}
            className="grid [grid-area:1/1] transition-transform duration-700 ease-out motion-reduce:transition-none"
            style={{ backgroundImage: slide.backgroundImage, transform: `translateX(${(i - index) * 100}%)` }}
          >
            <div className="mx-auto flex min-h-[560px] max-w-7xl flex-col justify-center gap-8 px-4 pt-10 pb-24 sm:px-6 lg:min-h-[580px] lg:flex-row lg:items-center lg:justify-between lg:px-8 lg:pb-20">
                <div className="max-w-2xl">
                  {/* Badge's "white" tone, without importing all of Badge's variants into the first-paint chunk. */}
                  <span className="inline-flex rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-semibold text-white ring-1 ring-white/30">
                    {t(slide.badge)}
                  </span>
                  <h2 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">
                    {t(slide.title)} <span className="text-amber-200">{t(slide.highlight)}</span>
                  </h2>
                  <p className="mt-4 text-brand-50 sm:text-lg">{t(slide.description)}</p>
                  <div className="mt-6 flex flex-wrap gap-3">
                    <SlideLink link={slide.cta.primary} primary />
                    <SlideLink link={slide.cta.secondary} primary={false} />
                  </div>
                </div>
                <dl className="grid grid-cols-3 gap-3 lg:w-64 lg:grid-cols-1">
                  {slide.stats.map((s) => (
                    <div key={s.label} className="flex flex-col-reverse rounded-xl bg-white/10 p-3 ring-1 ring-white/20 lg:p-5">
                      <dt className="text-xs text-brand-50 sm:text-sm">{t(s.label)}</dt>
                      <dd className="text-2xl font-bold sm:text-3xl">{s.value}</dd>
                    </div>
                  ))}
                </dl>
            </div>
          </div>
        ))}
      </div>

      <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-2">
        <button type="button" className={controlClass} aria-label={t("Previous slide")} data-early-input="each" onClick={() => dispatch({ type: "prev" })}>
          <Icon d={iconPaths.chevronLeft} className="size-5" />
        </button>
        {heroSlides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            aria-label={t("Go to slide {n}", { n: i + 1 })}
            aria-current={i === index ? "true" : undefined}
            onClick={() => dispatch({ type: "go", index: i })}
            className="group inline-flex size-6 items-center justify-center"
          >
            <span className={cn("h-2 rounded-full transition-all", i === index ? "w-6 bg-white" : "w-2 bg-white/50 group-hover:bg-white/80")} />
          </button>
        ))}
        <button type="button" className={controlClass} aria-label={t("Next slide")} data-early-input="each" onClick={() => dispatch({ type: "next" })}>
          <Icon d={iconPaths.chevronRight} className="size-5" />
        </button>
        <button
          type="button"
          className={controlClass}
          aria-label={mode === "stopped" ? t("Start slide rotation") : t("Stop slide rotation")}
          onClick={() => dispatch({ type: mode === "stopped" ? "play" : "stop" })}
        >
          {mode === "stopped" ? <Icon d={iconPaths.play} className="size-4" /> : <Icon d={iconPaths.pause} className="size-4" />}
        </button>
      </div>
    </section>
  );
}
