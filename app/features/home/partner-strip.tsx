import { partnerNames } from "~/content/home/partners";

// A CSS marquee: two copies of the list slide left by half their width, so the loop is seamless.
// The copy is hidden from assistive technology. Under reduced motion the list stands still and wraps.
export function PartnerStrip() {
  return (
    <section aria-labelledby="partners" className="border-y border-slate-200 bg-white py-8">
      <h2 id="partners" className="mb-5 text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Trusted by teams and institutions across India
      </h2>
      <div className="overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_10%,#000_90%,transparent)] motion-reduce:[mask-image:none]">
        <div className="flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none">
          {[false, true].map((copy) => (
            <ul
              key={String(copy)}
              aria-hidden={copy || undefined}
              className="flex shrink-0 gap-12 pr-12 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-8 motion-reduce:gap-y-3 motion-reduce:px-4 motion-reduce:data-[copy]:hidden"
              data-copy={copy || undefined}
            >
              {partnerNames.map((name) => (
                <li key={name} className="text-lg font-semibold whitespace-nowrap text-slate-600">
                  {name}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
