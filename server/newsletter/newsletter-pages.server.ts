import { Hono, type Context } from "hono";
import { newsletterTokenSchema } from "#contracts/newsletter";
import type { AppDeps, AppEnv } from "../context.server";
import { newsletterMail, welcomeIssue } from "./newsletter-mails.server";
import { confirmSubscription, unsubscribe } from "./subscribers.server";

// The pages the newsletter's mail links open: /newsletter/confirm?token=… (the confirmation mail)
// and /newsletter/unsubscribe?token=… (every issue). Small HTML pages made here, with a form and
// no JavaScript: they add nothing to the site's pages (every route of the app is listed in the
// JavaScript of every page, and the home page's budget is full), and they work in any browser.
// Each asks for a click (a POST) before it acts: mail scanners open links, and must neither
// subscribe nor unsubscribe anyone.

type Action = "confirm" | "unsubscribe";

const texts = {
  confirm: {
    title: "Confirm your subscription",
    intro: "One click, and the Cortexa AI newsletter comes to your inbox, about once a month.",
    button: "Confirm subscription",
    done: (email: string) => `You are subscribed: the newsletter will come to ${email}. Every issue has a link to unsubscribe.`,
    invalid: "This confirmation link is not valid: it was already used, or it expired. Subscribe again in the footer of any page to get a new one.",
  },
  unsubscribe: {
    title: "Unsubscribe from the newsletter",
    intro: "We will stop sending you the newsletter and erase your address from our list.",
    button: "Unsubscribe",
    done: (email: string) => `You are unsubscribed: ${email} is erased from our newsletter list. You will get no more issues.`,
    invalid: "This address is not subscribed: it was already unsubscribed, or the link is not valid.",
  },
} as const;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const style = `
*{box-sizing:border-box}body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#0f172a;background:linear-gradient(135deg,#eef2ff,#fff 50%,#faf5ff);min-height:100vh}
header{background:#fff;border-bottom:1px solid #e2e8f0;padding:16px}header a{font-weight:700;font-size:20px;color:#4338ca;text-decoration:none}
main{max-width:28rem;margin:0 auto;padding:48px 16px}h1{font-size:30px;line-height:1.2;text-align:center;margin:0 0 24px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px;box-shadow:0 1px 2px rgba(15,23,42,.06)}
p{line-height:1.5;margin:0 0 16px}.ok{color:#166534;background:#f0fdf4;border:1px solid #bbf7d0;border-radius:6px;padding:12px}
.bad{color:#991b1b;background:#fef2f2;border:1px solid #fecaca;border-radius:6px;padding:12px}
button{width:100%;min-height:44px;border:0;border-radius:6px;font:inherit;font-weight:600;color:#fff;background:linear-gradient(90deg,#4f46e5,#7e22ce);cursor:pointer}
button:hover{background:linear-gradient(90deg,#4338ca,#6b21a8)}:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}
.home{display:block;text-align:center;margin-top:24px;color:#4338ca;font-weight:500}`;

/** A small page of its own (no app JavaScript): the mail links' pages use it (the reminders' unsubscribe too). */
export function linkPage(c: Context<AppEnv>, title: string, body: string, status: 200 | 400 | 404 = 200) {
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  return c.html(
    // The token is in this page's address: no-referrer keeps it from going anywhere else.
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)} | Cortexa AI</title><style>${style}</style></head>` +
      `<body><header><a href="/">Cortexa AI</a></header><main><h1>${escapeHtml(title)}</h1><div class="card">${body}</div><a class="home" href="/">Back to the home page</a></main></body></html>`,
    status,
  );
}

function askPage(c: Context<AppEnv>, action: Action) {
  const text = texts[action];
  const token = newsletterTokenSchema.safeParse({ token: c.req.query("token") ?? "" });
  if (!token.success) {
    return linkPage(c, text.title, `<p class="bad" role="alert">This link is incomplete. Open it again from the e-mail, or copy the whole address into your browser.</p>`, 400);
  }
  return linkPage(
    c,
    text.title,
    `<p>${escapeHtml(text.intro)}</p><form method="post" action="/newsletter/${action}"><input type="hidden" name="token" value="${escapeHtml(token.data.token)}"><button type="submit">${escapeHtml(text.button)}</button></form>`,
  );
}

async function tokenOfForm(c: Context<AppEnv>): Promise<string | null> {
  try {
    const form = await c.req.parseBody();
    const parsed = newsletterTokenSchema.safeParse({ token: typeof form.token === "string" ? form.token : "" });
    return parsed.success ? parsed.data.token : null;
  } catch {
    return null;
  }
}

const result = (c: Context<AppEnv>, action: Action, email: string | null) =>
  email
    ? linkPage(c, texts[action].title, `<p class="ok" role="status">${escapeHtml(texts[action].done(email))}</p>`)
    : linkPage(c, texts[action].title, `<p class="bad" role="alert">${escapeHtml(texts[action].invalid)}</p>`, 404);

/** /newsletter/confirm and /newsletter/unsubscribe: GET asks, POST (the page's button) acts. */
export function newsletterPageRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/confirm", (c) => askPage(c, "confirm"))
    .get("/unsubscribe", (c) => askPage(c, "unsubscribe"))
    .post("/confirm", async (c) => {
      const token = await tokenOfForm(c);
      const subscriber = token ? await confirmSubscription(c.var.db, token) : null;
      if (subscriber) {
        deps.mailer
          .send(newsletterMail(deps.origin, subscriber, welcomeIssue[subscriber.locale]))
          .catch((err) => c.var.logger.error({ err }, "newsletter welcome mail failed"));
      }
      return result(c, "confirm", subscriber?.email ?? null);
    })
    .post("/unsubscribe", async (c) => {
      const token = await tokenOfForm(c);
      return result(c, "unsubscribe", token ? await unsubscribe(c.var.db, token) : null);
    });
}
