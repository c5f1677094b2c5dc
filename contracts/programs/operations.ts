import { defineOperation, STAFF_READ, STAFF_WRITE } from "../operation";
import { adminProgramListSchema, auditEventListSchema, moduleInputSchema, moduleListSchema, moduleOrderSchema, modulePatchSchema, moduleResponseSchema, programInputSchema, programPatchSchema, programResponseSchema } from "../programs";
import { sampleUser, sampleModule, sampleAdminLesson, sampleAdminProgram, sampleModuleInput, sampleProgramInput } from "../api-examples";

const programId = { programId: "The program's `id` (a UUID)." };
const moduleParams = { ...programId, moduleId: "The module's `id` (a UUID)." };
/** The 400 message of the program and module forms. */
const PROGRAM_INVALID = "Please correct the highlighted fields.";

export const adminListPrograms = defineOperation({
  id: "admin-list-programs",
  method: "get",
  path: "/admin/programs",
  tag: "Staff",
  summary: "Every program, active and inactive, with enrolment and module counts",
  auth: "admin",
  response: { status: 200, description: "The programs", schema: adminProgramListSchema, example: { programs: [sampleAdminProgram] } },
  errors: STAFF_READ,
});

export const adminCreateProgram = defineOperation({
  id: "admin-create-program",
  method: "post",
  path: "/admin/programs",
  tag: "Staff",
  summary: "Create a program",
  auth: "admin",
  body: { schema: programInputSchema, example: sampleProgramInput },
  response: {
    status: 201,
    description: "Created",
    schema: programResponseSchema,
    example: { program: { ...sampleAdminProgram, enrollment_count: 0, module_count: 0, modules: [] } },
  },
  errors: STAFF_WRITE,
  invalidMessage: PROGRAM_INVALID,
});

export const adminGetProgram = defineOperation({
  id: "admin-get-program",
  method: "get",
  path: "/admin/programs/{programId}",
  tag: "Staff",
  summary: "One program with its modules",
  auth: "admin",
  params: programId,
  response: { status: 200, description: "The program", schema: programResponseSchema, example: { program: { ...sampleAdminProgram, modules: [sampleAdminLesson] } } },
  errors: [...STAFF_READ, "not_found"],
});

export const adminUpdateProgram = defineOperation({
  id: "admin-update-program",
  method: "patch",
  path: "/admin/programs/{programId}",
  tag: "Staff",
  summary: "Edit a program",
  description: "Any of its fields. `is_active: false` deactivates it: it leaves the catalogue at once (on every server instance) and its learners keep access.",
  auth: "admin",
  params: programId,
  body: { schema: programPatchSchema, example: { price: 32999, is_active: false } },
  response: {
    status: 200,
    description: "The program as saved",
    schema: programResponseSchema,
    example: { program: { ...sampleAdminProgram, price: 32999, is_active: false, modules: [sampleAdminLesson] } },
  },
  errors: [...STAFF_WRITE, "not_found"],
  invalidMessage: PROGRAM_INVALID,
});

export const adminDeleteProgram = defineOperation({
  id: "admin-delete-program",
  method: "delete",
  path: "/admin/programs/{programId}",
  tag: "Staff",
  summary: "Delete a program without enrolments",
  description: "A program with enrolments cannot be deleted (409 `program_has_enrollments`): deactivate it instead.",
  auth: "admin",
  params: programId,
  response: { status: 204, description: "Deleted" },
  errors: ["unauthorized", "forbidden", "invalid_origin", "two_factor_required", "not_found", "program_has_enrollments"],
});

export const adminProgramHistory = defineOperation({
  id: "admin-program-history",
  method: "get",
  path: "/admin/programs/{programId}/history",
  tag: "Staff",
  summary: "Every staff change to the program and its modules, newest first",
  auth: "admin",
  params: programId,
  response: {
    status: 200,
    description: "The audit log",
    schema: auditEventListSchema,
    example: {
      events: [
        {
          id: "3c9d7e2a-1b4f-4e6a-9c8d-7f6e5d4c3b2a",
          action: "program_updated",
          actor: { id: sampleUser.id, email: "staff@cortexa.ai" },
          subject: null,
          changes: { price: { from: 34999, to: 32999 } },
          created_at: "2026-11-21T08:00:00.000Z",
        },
      ],
    },
  },
  errors: [...STAFF_READ, "not_found"],
});

export const adminAddModule = defineOperation({
  id: "admin-add-module",
  method: "post",
  path: "/admin/programs/{programId}/modules",
  tag: "Staff",
  summary: "Add a module at the end of the program",
  auth: "admin",
  params: programId,
  body: { schema: moduleInputSchema, example: sampleModuleInput },
  response: { status: 201, description: "Added", schema: moduleResponseSchema, example: { module: sampleAdminLesson } },
  errors: [...STAFF_WRITE, "not_found"],
  invalidMessage: PROGRAM_INVALID,
});

export const adminReorderModules = defineOperation({
  id: "admin-reorder-modules",
  method: "put",
  path: "/admin/programs/{programId}/module-order",
  tag: "Staff",
  summary: "Put the modules in a new order (every module id once)",
  description: "A list that is not the program's modules, each once, answers 409 `module_list_changed` (someone else added or removed one).",
  auth: "admin",
  params: programId,
  body: { schema: moduleOrderSchema, example: { module_ids: [sampleModule.id] } },
  response: { status: 200, description: "The modules in their new order", schema: moduleListSchema, example: { modules: [sampleAdminLesson] } },
  errors: [...STAFF_WRITE, "not_found", "module_list_changed"],
  invalidMessage: "Send the program's module ids in their new order.",
});

export const adminUpdateModule = defineOperation({
  id: "admin-update-module",
  method: "patch",
  path: "/admin/programs/{programId}/modules/{moduleId}",
  tag: "Staff",
  summary: "Edit a module",
  auth: "admin",
  params: moduleParams,
  body: { schema: modulePatchSchema, example: { duration_minutes: 120 } },
  response: { status: 200, description: "The module as saved", schema: moduleResponseSchema, example: { module: { ...sampleAdminLesson, duration_minutes: 120 } } },
  errors: [...STAFF_WRITE, "not_found"],
  invalidMessage: PROGRAM_INVALID,
});

export const adminRemoveModule = defineOperation({
  id: "admin-remove-module",
  method: "delete",
  path: "/admin/programs/{programId}/modules/{moduleId}",
  tag: "Staff",
  summary: "Remove a module (its learners' marks go with it)",
  auth: "admin",
  params: moduleParams,
  response: { status: 204, description: "Removed" },
  errors: ["unauthorized", "forbidden", "invalid_origin", "two_factor_required", "not_found"],
});
