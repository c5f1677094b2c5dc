import { GraduationCap, Loader2 } from "lucide-react";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SegmentTrigger } from "~/components/ui/tabs";
import { Tabs } from "~/components/ui/tabs-primitive";
import { getCurrentUser } from "~/features/auth/current-user";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { useT } from "~/i18n/i18n";
import { paths } from "#contracts/pages";
import { enroll, enrollmentsChanged, useActivePrograms } from "./catalogue-api";
import { catalogueToasts, enrollFailureToast, isDuplicateEnrollment, isSignedOutError } from "./catalogue-messages";
import { translated } from "~/features/toast/translated";
import type { Program } from "~/lib/programs";
import { catalogueTabs, programsInTab, isCatalogueTab, type CatalogueTab } from "./catalogue-tabs";
import { ProgramCard } from "./program-card";

/**
 * The programs page's catalogue: category tabs over every active program (loaded once, filtered
 * here, so switching tabs is instant), the loading and empty states, and Enroll Now.
 */
export function ProgramCatalogue() {
  const { t, locale } = useT();
  const programs = useActivePrograms(locale);
  // The query's answer arrives as a synchronous update; the sixteen cards then render as a
  // deferred one, which React splits into short slices instead of one long task (about 160 ms
  // on a phone, which Lighthouse counted as blocking time).
  const shown = useDeferredValue(programs.data);
  const loading = shown === undefined && (programs.isPending || programs.data !== undefined);
  const [tab, setTab] = useState<CatalogueTab>("all");
  const enrollment = useEnrollment();

  // The spec's load-failure toast, once the retries are spent; the page then shows the empty state.
  const { error } = programs;
  useEffect(() => {
    if (!error) return;
    console.error("Failed to load programs:", error);
    toastError(translated(catalogueToasts.loadFailed, t));
  }, [error, t]);

  return (
    <section aria-label={t("Program catalogue")} className="py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Tabs.Root value={tab} onValueChange={(value) => isCatalogueTab(value) && setTab(value)}>
          {/* Seven tabs do not fit a phone: there the list scrolls sideways (the page does not);
              from the sm breakpoint it wraps. The site's TabsList stretches its tabs, so these are styled here. */}
          <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:overflow-visible sm:px-0 sm:pb-0">
            <Tabs.List
              aria-label={t("Program categories")}
              className="flex w-max gap-1 rounded-lg bg-slate-100 p-1 sm:w-auto sm:flex-wrap sm:justify-center"
            >
              {catalogueTabs.map(({ value, label }) => (
                <SegmentTrigger key={value} value={value}>
                  {t(label)}
                </SegmentTrigger>
              ))}
            </Tabs.List>
          </div>
          {catalogueTabs.map(({ value, label }) => (
            <Tabs.Content key={value} value={value} className="mt-8 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
              <h2 className="sr-only">{t(label)}</h2>
              {loading ? (
                <CatalogueLoading />
              ) : (
                <CatalogueGrid programs={programsInTab(shown ?? [], value)} enrolling={enrollment.enrolling} onEnroll={enrollment.start} />
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}

function CatalogueLoading() {
  const { t } = useT();
  return (
    <p role="status" className="flex min-h-[32rem] items-start justify-center gap-2 pt-16 text-lg text-slate-700">
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-brand-600" />
      {t("Loading programs...")}
    </p>
  );
}

interface CatalogueGridProps {
  programs: readonly Program[];
  enrolling: ReadonlySet<string>;
  onEnroll: (program: Program) => void;
}

function CatalogueGrid({ programs, enrolling, onEnroll }: CatalogueGridProps) {
  const { t } = useT();
  if (programs.length === 0) {
    return (
      <div className="flex min-h-[32rem] flex-col items-center pt-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <GraduationCap aria-hidden="true" className="size-7" />
        </span>
        <h3 className="mt-4 text-xl font-semibold text-slate-900">{t("No Programs Available")}</h3>
        <p className="mt-2 max-w-md text-slate-600">
          {t("There are no programs in this category right now. New programs are added regularly, so please check back soon.")}
        </p>
      </div>
    );
  }
  return (
    <ul className="grid min-h-[32rem] content-start gap-6 md:grid-cols-2 xl:grid-cols-3">
      {programs.map((program) => (
        // Cards below the screen are laid out and painted when scrolled to (about 28rem tall until then).
        <li key={program.id} className="flex [contain-intrinsic-block-size:auto_28rem] [content-visibility:auto]">
          <ProgramCard program={program} enrolling={enrolling.has(program.id)} onEnroll={onEnroll} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Enroll Now: the spec's current-user lookup first (signed out → /auth), then the enrolment.
 * A card's button is busy and disabled while its request runs, so a double click enrols once.
 */
function useEnrollment() {
  const navigate = useNavigate();
  const { t, href } = useT();
  const [enrolling, setEnrolling] = useState<ReadonlySet<string>>(() => new Set());
  // Synchronous guard: a second click can arrive before React re-renders the disabled button.
  const running = useRef(new Set<string>());

  const mark = (id: string, busy: boolean) => {
    if (busy) running.current.add(id);
    else running.current.delete(id);
    setEnrolling(new Set(running.current));
  };

  async function start(program: Program) {
    if (running.current.has(program.id)) return;
    mark(program.id, true);
    try {
      const user = await getCurrentUser();
      if (!user) {
        await navigate(href(paths.auth));
        return;
      }
      await enroll(program.id);
      // The dashboard's enrolments and stats are out of date now.
      void enrollmentsChanged();
      toastSuccess(translated(catalogueToasts.enrolled, t));
      await navigate(href(paths.dashboard));
    } catch (error) {
      if (isSignedOutError(error)) {
        // The session ended between the lookup and the enrolment (the client's 401 rule told the session store).
        await navigate(href(paths.auth));
        return;
      }
      if (!isDuplicateEnrollment(error)) console.error("Enrolment failed:", error);
      toastError(translated(enrollFailureToast(error), t));
    } finally {
      mark(program.id, false);
    }
  }

  return { enrolling, start };
}
