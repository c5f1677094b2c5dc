import type { Context } from "hono";
import {
  adminAddModule,
  adminCreateProgram,
  adminDeleteProgram,
  adminGetProgram,
  adminListPrograms,
  adminProgramHistory,
  adminRemoveModule,
  adminReorderModules,
  adminUpdateModule,
  adminUpdateProgram,
} from "#contracts/programs/operations";
import type { AppDeps, UserEnv } from "../context.server";
import { catalogueCache } from "./catalogue.server";
import { fail } from "../http/api-error.server";
import { route, uuidParam } from "../http/operation.server";
import {
  addModule,
  createProgram,
  deleteProgram,
  getProgram,
  listPrograms,
  programHistory,
  removeModule,
  reorderModules,
  updateModule,
  updateProgram,
} from "./program-queries.server";

// Staff run the catalogue: /api/v1/admin/programs… (admin role with two-factor sign-in, as the
// inbox). Every change is audited and announced to every instance (the public catalogue's cache).

function programNotFound(): never {
  fail("not_found", "No program has this id.");
}
function moduleNotFound(): never {
  fail("not_found", "This program has no module with this id.");
}

export function programRoutes(deps: AppDeps) {
  const catalogue = catalogueCache(deps.database);
  const actor = (c: Context<UserEnv>) => ({ id: c.var.user.id, email: c.var.user.email });
  /** After a change: this instance's cache at once (the others hear the NOTIFY). */
  const changed = (c: Context<UserEnv>, what: Record<string, unknown>) => {
    catalogue.invalidate();
    c.var.logger.info({ ...what, by: c.var.user.id }, "catalogue changed");
  };

  return [
    route(adminListPrograms, async (c) => ({ programs: await listPrograms(c.var.db) })),
    route(adminCreateProgram, async (c, { body }) => {
      const program = await createProgram(c.var.db, body, actor(c));
      changed(c, { programId: program.id, action: "program_created" });
      return { program };
    }),
    route(adminGetProgram, async (c, { params }) => {
      const id = uuidParam(params.programId);
      return { program: (id && (await getProgram(c.var.db, id))) || programNotFound() };
    }),
    route(adminUpdateProgram, async (c, { params, body }) => {
      const id = uuidParam(params.programId) ?? programNotFound();
      const program = (await updateProgram(c.var.db, id, body, actor(c))) ?? programNotFound();
      changed(c, { programId: id, action: "program_updated" });
      return { program };
    }),
    route(adminDeleteProgram, async (c, { params }) => {
      const id = uuidParam(params.programId) ?? programNotFound();
      const result = await deleteProgram(c.var.db, id, actor(c));
      if (result === "not_found") programNotFound();
      if (result === "has_enrollments") {
        fail(
          "program_has_enrollments",
          "This program has enrolments, so it cannot be deleted. Deactivate it instead: it leaves the catalogue and its learners keep access.",
        );
      }
      changed(c, { programId: id, action: "program_deleted" });
      return c.body(null, 204);
    }),
    route(adminProgramHistory, async (c, { params }) => {
      const id = uuidParam(params.programId) ?? programNotFound();
      return { events: await programHistory(c.var.db, id) };
    }),
    route(adminAddModule, async (c, { params, body }) => {
      const id = uuidParam(params.programId) ?? programNotFound();
      const module = (await addModule(c.var.db, id, body, actor(c))) ?? programNotFound();
      changed(c, { programId: id, moduleId: module.id, action: "module_added" });
      return { module };
    }),
    route(adminReorderModules, async (c, { params, body }) => {
      const id = uuidParam(params.programId) ?? programNotFound();
      const result = await reorderModules(c.var.db, id, body.module_ids, actor(c));
      if (result === "not_found") programNotFound();
      if (result === "mismatch") {
        fail("module_list_changed", "The list of modules has changed since you loaded it. Reload the page and try again.", {
          module_ids: "Must list each of the program's modules exactly once",
        });
      }
      changed(c, { programId: id, action: "modules_reordered" });
      return { modules: result };
    }),
    route(adminUpdateModule, async (c, { params, body }) => {
      const id = uuidParam(params.programId);
      const moduleId = uuidParam(params.moduleId);
      if (!id || !moduleId) moduleNotFound();
      const module = (await updateModule(c.var.db, id, moduleId, body, actor(c))) ?? moduleNotFound();
      changed(c, { programId: id, moduleId, action: "module_updated" });
      return { module };
    }),
    route(adminRemoveModule, async (c, { params }) => {
      const id = uuidParam(params.programId);
      const moduleId = uuidParam(params.moduleId);
      if (!id || !moduleId || !(await removeModule(c.var.db, id, moduleId, actor(c)))) moduleNotFound();
      changed(c, { programId: id, moduleId, action: "module_removed" });
      return c.body(null, 204);
    }),
  ];
}
