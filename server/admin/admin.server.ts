import { Hono, type Context } from "hono";
import {
  adminPageQuerySchema,
  inquiryQuerySchema,
  inquiryStatusUpdateSchema,
  type AdminEnrollmentList,
  type InquiryList,
  type InquiryResponse,
  type SubscriberList,
} from "#contracts/admin";
import { z } from "#contracts/zod";
import { certificateAdminRoutes } from "../certificates/certificates.server";
import type { AppDeps, UserEnv } from "../context.server";
import { apiError } from "../http/api-error.server";
import { jobAdminRoutes } from "../jobs/jobs-admin.server";
import { registrationAdminRoutes } from "../registrations/registrations-admin.server";
import { parseJsonBody, parseQuery } from "../http/parse-request.server";
import { requireAdmin } from "../http/require-admin.server";
import { csvLine } from "./csv.server";
import { userAdminRoutes } from "./users-admin.server";
import { allSubscribers, getInquiry, listEnrollments, listInquiries, listSubscribers, setInquiryStatus } from "./inbox.server";

// The staff inbox's API under /api/v1/admin. Every route is behind requireAdmin: 401 without a
// session, 403 for a signed-in user without the admin role. Queries, bodies and answers:
// contracts/admin.ts.

const idParam = z.uuid();

const notFound = (c: Context) => apiError(c, 404, "not_found", "No such inquiry.");

export function adminRoutes(deps: AppDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>();
  router.use("*", ...requireAdmin(deps.auth, deps.trustedOrigins));

  router.get("/inquiries", async (c) => {
    const query = parseQuery(c, inquiryQuerySchema, "Invalid query.");
    if (query instanceof Response) return query;
    const { status, q, after, limit } = query;
    const page = await listInquiries(c.var.db, { status, search: q, after, limit });
    return c.json({
      inquiries: page.items,
      total: page.total,
      total_is_capped: page.totalIsCapped,
      next_cursor: page.nextCursor,
    } satisfies InquiryList);
  });

  router.get("/inquiries/:id", async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) return notFound(c);
    const inquiry = await getInquiry(c.var.db, id.data);
    return inquiry ? c.json({ inquiry } satisfies InquiryResponse) : notFound(c);
  });

  router.patch("/inquiries/:id", async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) return notFound(c);
    const body = await parseJsonBody(c, inquiryStatusUpdateSchema, "Choose one of the statuses.");
    if (body instanceof Response) return body;
    const inquiry = await setInquiryStatus(c.var.db, id.data, body.data.status);
    if (!inquiry) return notFound(c);
    c.var.logger.info({ inquiryId: inquiry.id, status: inquiry.status, by: c.var.user.id }, "inquiry status changed");
    return c.json({ inquiry } satisfies InquiryResponse);
  });

  router.get("/subscribers", async (c) => {
    const query = parseQuery(c, adminPageQuerySchema, "Invalid query.");
    if (query instanceof Response) return query;
    const page = await listSubscribers(c.var.db, query);
    return c.json({ subscribers: page.items, total: page.total, next_cursor: page.nextCursor } satisfies SubscriberList);
  });

  // Streamed in batches: the export of 100,000 subscribers never sits in memory at once.
  router.get("/subscribers.csv", (c) => {
    const db = c.var.db;
    const logger = c.var.logger;
    const encoder = new TextEncoder();
    const batches = allSubscribers(db);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(csvLine(["email", "subscribed_at"])));
      },
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) return controller.close();
          controller.enqueue(encoder.encode(next.value.map((s) => csvLine([s.email, s.created_at])).join("")));
        } catch (err) {
          logger.error({ err }, "subscriber export failed");
          controller.error(err);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
    });
  });

  router.get("/enrollments", async (c) => {
    const query = parseQuery(c, adminPageQuerySchema, "Invalid query.");
    if (query instanceof Response) return query;
    const page = await listEnrollments(c.var.db, query);
    return c.json({ enrollments: page.items, total: page.total, next_cursor: page.nextCursor } satisfies AdminEnrollmentList);
  });

  router.route("/registrations", registrationAdminRoutes());
  router.route("/certificates", certificateAdminRoutes(deps));
  router.route("/users", userAdminRoutes());
  router.route("/jobs", jobAdminRoutes());

  return router;
}
