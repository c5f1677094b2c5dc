import { partnerNames } from "~/content/home/partners";
import { useT } from "~/i18n/i18n";

// A CSS marquee: two copies of the list slide left by half their width, so the loop is seamless.
// The copy is hidden from assistive technology. It pauses on hover, and a "Pause" checkbox stops
// it for keyboard users too (WCAG 2.2.2), with CSS only: this section ships no JavaScript.
// Under reduced motion the list stands still and wraps, and the checkbox is not needed.
export function PartnerStrip() {
  const { t } = useT();
  return (
    <section aria-labelledby="partners" className="group/strip border-y border-slate-200 bg-white py-8">
      <h2 id="partners" className="mb-5 px-4 text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t("Trusted by teams and institutions across India")}
      </h2>
      <div className="overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_10%,#000_90%,transparent)] motion-reduce:[mask-image:none]">
        <div className="flex w-max animate-marquee group-has-[input:checked]/strip:[animation-play-state:paused] hover:[animation-play-state:paused] motion-reduce:block motion-reduce:w-auto motion-reduce:animate-none">
          {[false, true].map((copy) => (
            <ul
              key={String(copy)}
              aria-hidden={copy || undefined}
              className="flex shrink-0 gap-12 pr-12 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-8 motion-reduce:gap-y-3 motion-reduce:px-4 motion-reduce:data-[copy]:hidden"
              data-copy={copy || undefined}
            >
              {partnerNames.map((name) => (
                <li key={name} className="text-lg font-semibold whitespace-nowrap text-slate-600 motion-reduce:text-base">
                  {name}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <label className="mx-auto mt-4 flex w-fit cursor-pointer items-center gap-2 text-sm text-slate-600 motion-reduce:hidden">
        <input type="checkbox" className="size-4 accent-brand-600" />
        {t("Pause")}
      </label>
    </section>
  );
}
