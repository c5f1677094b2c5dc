import { Hono, type Context } from "hono";
import { moduleInputSchema, moduleOrderSchema, modulePatchSchema, programInputSchema, programPatchSchema } from "#contracts/programs";
import { z } from "#contracts/zod";
import type { AppDeps, UserEnv } from "../context.server";
import { catalogueCache } from "../courses/catalogue.server";
import { apiError } from "../http/api-error.server";
import { parseJsonBody } from "../http/parse-request.server";
import { requireAdmin } from "../http/require-admin.server";
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

const uuid = z.uuid();
const idOf = (c: Context, name: string) => {
  const parsed = uuid.safeParse(c.req.param(name));
  return parsed.success ? parsed.data.toLowerCase() : undefined;
};

const programNotFound = (c: Context) => apiError(c, 404, "not_found", "No program has this id.");
const moduleNotFound = (c: Context) => apiError(c, 404, "not_found", "This program has no module with this id.");
const PROGRAM_INVALID = "Please correct the highlighted fields.";

export function programRoutes(deps: AppDeps): Hono<UserEnv> {
  const catalogue = catalogueCache(deps.database);
  const router = new Hono<UserEnv>();
  router.use("*", ...requireAdmin(deps.auth, deps.trustedOrigins));
  const actor = (c: Context<UserEnv>) => ({ id: c.var.user.id, email: c.var.user.email });
  /** After a change: this instance's cache at once (the others hear the NOTIFY). */
  const changed = (c: Context<UserEnv>, what: Record<string, unknown>) => {
    catalogue.invalidate();
    c.var.logger.info({ ...what, by: c.var.user.id }, "catalogue changed");
  };

  router.get("/", async (c) => c.json({ programs: await listPrograms(c.var.db) }));

  router.post("/", async (c) => {
    const body = await parseJsonBody(c, programInputSchema, PROGRAM_INVALID);
    if (body instanceof Response) return body;
    const program = await createProgram(c.var.db, body.data, actor(c));
    changed(c, { programId: program.id, action: "program_created" });
    return c.json({ program }, 201);
  });

  router.get("/:programId", async (c) => {
    const id = idOf(c, "programId");
    const program = id && (await getProgram(c.var.db, id));
    return program ? c.json({ program }) : programNotFound(c);
  });

  router.patch("/:programId", async (c) => {
    const id = idOf(c, "programId");
    if (!id) return programNotFound(c);
    const body = await parseJsonBody(c, programPatchSchema, PROGRAM_INVALID);
    if (body instanceof Response) return body;
    const program = await updateProgram(c.var.db, id, body.data, actor(c));
    if (!program) return programNotFound(c);
    changed(c, { programId: id, action: "program_updated" });
    return c.json({ program });
  });

  router.delete("/:programId", async (c) => {
    const id = idOf(c, "programId");
    if (!id) return programNotFound(c);
    const result = await deleteProgram(c.var.db, id, actor(c));
    if (result === "not_found") return programNotFound(c);
    if (result === "has_enrollments") {
      return apiError(
        c,
        409,
        "program_has_enrollments",
        "This program has enrolments, so it cannot be deleted. Deactivate it instead: it leaves the catalogue and its learners keep access.",
      );
    }
    changed(c, { programId: id, action: "program_deleted" });
    return c.body(null, 204);
  });

  router.get("/:programId/history", async (c) => {
    const id = idOf(c, "programId");
    if (!id) return programNotFound(c);
    return c.json({ events: await programHistory(c.var.db, id) });
  });

  router.post("/:programId/modules", async (c) => {
    const id = idOf(c, "programId");
    if (!id) return programNotFound(c);
    const body = await parseJsonBody(c, moduleInputSchema, PROGRAM_INVALID);
    if (body instanceof Response) return body;
    const module = await addModule(c.var.db, id, body.data, actor(c));
    if (!module) return programNotFound(c);
    changed(c, { programId: id, moduleId: module.id, action: "module_added" });
    return c.json({ module }, 201);
  });

  // Declared before /:id/modules/:moduleId, so "order" is not read as a module id.
  router.put("/:programId/modules/order", async (c) => {
    const id = idOf(c, "programId");
    if (!id) return programNotFound(c);
    const body = await parseJsonBody(c, moduleOrderSchema, "Send the program's module ids in their new order.");
    if (body instanceof Response) return body;
    const result = await reorderModules(c.var.db, id, body.data.module_ids, actor(c));
    if (result === "not_found") return programNotFound(c);
    if (result === "mismatch") {
      return apiError(c, 409, "module_list_changed", "The list of modules has changed since you loaded it. Reload the page and try again.", {
        module_ids: "Must list each of the program's modules exactly once",
      });
    }
    changed(c, { programId: id, action: "modules_reordered" });
    return c.json({ modules: result });
  });

  router.patch("/:programId/modules/:moduleId", async (c) => {
    const id = idOf(c, "programId");
    const moduleId = idOf(c, "moduleId");
    if (!id || !moduleId) return moduleNotFound(c);
    const body = await parseJsonBody(c, modulePatchSchema, PROGRAM_INVALID);
    if (body instanceof Response) return body;
    const module = await updateModule(c.var.db, id, moduleId, body.data, actor(c));
    if (!module) return moduleNotFound(c);
    changed(c, { programId: id, moduleId, action: "module_updated" });
    return c.json({ module });
  });

  router.delete("/:programId/modules/:moduleId", async (c) => {
    const id = idOf(c, "programId");
    const moduleId = idOf(c, "moduleId");
    if (!id || !moduleId || !(await removeModule(c.var.db, id, moduleId, actor(c)))) return moduleNotFound(c);
    changed(c, { programId: id, moduleId, action: "module_removed" });
    return c.body(null, 204);
  });

  return router;
}
