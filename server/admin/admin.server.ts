import { exportSubscribers, getInquiry, listEnrollments as listEnrollmentsOperation, listInquiries, listSubscribers as listSubscribersOperation, updateInquiry } from "#contracts/admin/operations";
import { fail } from "../http/api-error.server";
import { route, uuidParam } from "../http/operation.server";
import { csvLine } from "./csv.server";
import { allSubscribers, getInquiry as inquiryById, listEnrollments, listInquiries as inquiriesPage, listSubscribers, setInquiryStatus } from "./inbox.server";

// The staff inbox's API under /api/v1/admin. Every route is behind requireAdmin: 401 without a
// session, 403 for a signed-in user without the admin role. Queries, bodies and answers:
// contracts/admin.ts.

function notFound(): never {
  fail("not_found", "No such inquiry.");
}

/** /api/v1/admin: the staff inbox (inquiries, subscribers, enrolments); staff only (the operations' `auth`). */
export function adminRoutes() {
  return [
    route(listInquiries, async (c, { query: { status, q, after, limit } }) => {
      const page = await inquiriesPage(c.var.db, { status, search: q, after, limit });
      return { inquiries: page.items, total: page.total, total_is_capped: page.totalIsCapped, next_cursor: page.nextCursor };
    }),
    route(getInquiry, async (c, { params }) => {
      const id = uuidParam(params.id);
      return { inquiry: (id && (await inquiryById(c.var.db, id))) || notFound() };
    }),
    route(updateInquiry, async (c, { params, body }) => {
      const id = uuidParam(params.id);
      const inquiry = (id && (await setInquiryStatus(c.var.db, id, body.status))) || notFound();
      c.var.logger.info({ inquiryId: inquiry.id, status: inquiry.status, by: c.var.user.id }, "inquiry status changed");
      return { inquiry };
    }),
    route(listSubscribersOperation, async (c, { query }) => {
      const page = await listSubscribers(c.var.db, query);
      return { subscribers: page.items, total: page.total, next_cursor: page.nextCursor };
    }),
    route(exportSubscribers, (c) => {
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
      }),

    route(listEnrollmentsOperation, async (c, { query }) => {
      const page = await listEnrollments(c.var.db, query);
      return { enrollments: page.items, total: page.total, next_cursor: page.nextCursor };
    }),
  ];
}
