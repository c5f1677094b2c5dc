import { Suspense, type ReactNode } from "react";
import { PageLoading } from "~/components/layout/page-loading";
import { SignedInPage } from "~/features/auth/signed-in-page";
import { prefetched } from "~/lib/prefetched";
import type { Organisation } from "#contracts/organisations";
import { useT } from "~/i18n/i18n";

// The team pages' shell: signed in, the frame (team-frame.tsx) with the page inside it. The
// prerendered page is only the loading state (the session is not known then), so the frame and
// the pages are not among the page's first scripts: without their code (the organisation's data,
// tables, queries: ~35 KB gzip) the page hydrates, and answers a tap, sooner (issue 29, the `real`
// bench on /hi/team…). Their download starts as soon as this module runs, once the first scripts
// are in, so a signed-in manager does not wait for it longer than for the session.

const TeamFrame = prefetched(() => import("./team-frame"));

interface TeamShellProps {
  /** The page's English name (a message id): every page of the frame shows it translated. */
  title: string;
  description: string;
  children: (organisation: Organisation) => ReactNode;
}

export function TeamShell({ title, description, children }: TeamShellProps) {
  const { t } = useT();
  const translated = t(title);
  return (
    <SignedInPage title={translated}>
      {() => (
        <Suspense fallback={<PageLoading title={translated} />}>
          <TeamFrame title={translated} description={description}>
            {children}
          </TeamFrame>
        </Suspense>
      )}
    </SignedInPage>
  );
}
