import { use, useState, useSyncExternalStore } from "react";

// Static sections without JavaScript on the first visit ("islands").
//
// Most of the home page (second hero … AI technology, testimonials, call to action) is static
// text and links: its prerendered HTML needs no JavaScript, but hydrating it would ship all of
// its text a second time, inside the JS, and the home page's JS budget has no room for that.
//
// - Prerender (server build): the sections' module is awaited when this module loads, so they
//   render synchronously into the HTML like any other component.
// - First load in the browser: while React hydrates, the region hydrates as an element whose
//   children React does not own (empty dangerouslySetInnerHTML + suppressHydrationWarning), so
//   React keeps the prerendered HTML exactly as it is and the sections' chunk is never
//   downloaded. Their links work as ordinary links to the prerendered pages. The hydrated parts
//   of the page (carousel, statistics band) sit outside the regions.
// - Any render that is not hydration renders the sections for real, waiting for their chunk
//   with use(): a client-side navigation to the home page, or React's recovery render after a
//   hydration error elsewhere on the page (which replaces the prerendered HTML). There is no
//   Suspense boundary here, so the previous screen stays until the chunk has arrived: no blank
//   flash.

type Sections = typeof import("./static-sections");
type Part = "upper" | "lower";

let sections: Promise<Sections> | undefined;

function loadSections(): Promise<Sections> {
  if (!sections) {
    const promise = import("./static-sections");
    // React's use() reads these fields: a fulfilled promise renders without suspending.
    void promise.then((value) => Object.assign(promise, { status: "fulfilled", value }));
    sections = promise;
  }
  return sections;
}

if (import.meta.env.SSR) await loadSections(); // top-level await, server build only

const regionId = (part: Part) => `home-${part}`;
const keepServerHtml = { __html: "" };
const noSubscription = () => () => {};

export function StaticRegion({ part }: { part: Part }) {
  // The server snapshot (true) is used only while hydrating; the state keeps the first answer.
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [prerendered] = useState(!import.meta.env.SSR && hydrating);
  if (prerendered) {
    return <div id={regionId(part)} dangerouslySetInnerHTML={keepServerHtml} suppressHydrationWarning />;
  }
  const { UpperSections, LowerSections } = use(loadSections());
  return <div id={regionId(part)}>{part === "upper" ? <UpperSections /> : <LowerSections />}</div>;
}
