import { useSearchParams } from "react-router";
import { AdminGate } from "~/features/admin/admin-gate";
import { ProgramEditPage } from "~/features/admin/program-edit/program-edit-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/program-edit";

export const loader = () => pageTexts(paths.adminProgram);
export const meta = pageMeta;

// /admin/programs/edit?id=<program id> edits a program; without an id it creates one.
export default function AdminProgramEdit({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const id = searchParams.get("id");
  return (
    <QueryProvider>
      <AdminGate title="Program" heading={id ? "Edit Program" : "New Program"} description={loaderData.description}>
        <ProgramEditPage key={id ?? "new"} id={id} />
      </AdminGate>
    </QueryProvider>
  );
}
