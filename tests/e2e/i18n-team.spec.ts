import type { APIRequestContext, Page } from "@playwright/test";
import { e2eBaseURL } from "../../playwright.config";
import { localizedPath } from "#contracts/locales";
import { paths } from "#contracts/pages";
import { newUser, signUpAndSignIn, visitorIp } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { readMail } from "./mail";
import { expectNoViolations, shoot } from "./page-checks";
import { untranslatedTexts } from "./untranslated";

// Issue 29 on the organisation's pages: a manager whose organisation has people, a team, an
// invitation and an assignment reads every /hi/team page in Hindi: no English left in the main
// content but names (the people and teams here have Hindi names; programs' own titles are
// catalogue content, which staff translate), no accessibility violation, and screenshots.

const DEVANAGARI = /[\u0900-\u097F]/;
const headers = () => ({ "x-forwarded-for": visitorIp(), origin: e2eBaseURL });

async function api<T>(request: APIRequestContext, method: "get" | "post", path: string, data?: unknown): Promise<T> {
  const res = await request[method](`/api/v1${path}`, { headers: headers(), data });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const organisationName = (stamp: string) => `हिन्दी संगठन ${stamp}`;

async function expectHindi(page: Page, shot: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page).toHaveTitle(DEVANAGARI);
  expect(await untranslatedTexts(page)).toEqual([]);
  await expectNoViolations(page);
  await shoot(page, shot);
}

test("a manager's team pages are all Hindi, names aside, and accessible", async ({ page, browser, consoleErrors }) => {
  test.slow();
  const lead = await signUpAndSignIn(page, newUser("hindi-manager"));
  const stamp = String(Date.now()).slice(-6);
  const { organisation } = await api<{ organisation: { id: string } }>(page.request, "post", "/organisations", { name: organisationName(stamp), plan: "essentials" });
  const orgId = organisation.id;
  const learner = { name: "रवि कुमार", email: `ravi-${stamp}-${Date.now()}@example.com`, team: "डेटा" };
  const invited = { name: "मीरा शर्मा", email: `meera-${stamp}-${Date.now()}@example.com`, team: "डेटा" };
  await api(page.request, "post", `/organisations/${orgId}/invitations`, { people: [learner, invited] });
  // Ravi joins from his link; Meera's invitation stays pending.
  const mail = await readMail(learner.email, { subject: /invited you to/ });
  const token = new URL(mail.links.find((l) => l.includes("/team/join?token="))!).searchParams.get("token")!;
  const ravi = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorIp() } });
  await api(ravi.request, "post", `/invitations/${token}/sign-up`, { name: learner.name, password: lead.password });
  await ravi.close();
  const people = await api<{ members: { user_id: string; email: string }[] }>(page.request, "get", `/organisations/${orgId}/people`);
  const raviId = people.members.find((m) => m.email === learner.email)!.user_id;
  const { data: courses } = await api<{ data: { id: string }[] }>(page.request, "get", "/courses?limit=1");
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await api(page.request, "post", `/organisations/${orgId}/assignments`, { course_id: courses[0].id, user_ids: [raviId], due_date: tomorrow });

  await page.goto(`${localizedPath(paths.team, "hi")}?org=${orgId}`);
  await expect(page.getByRole("heading", { level: 1, name: "सारांश" })).toBeVisible();
  await expect(page.getByRole("region", { name: "हर व्यक्ति के असाइन किए गए प्रोग्राम, नाम के क्रम में" }).getByRole("row")).toHaveCount(2);
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  await expectHindi(page, "hi-team-overview");

  // The frame's navigation stays in Hindi.
  await page.getByRole("navigation", { name: "टीम" }).getByRole("link", { name: "लोग" }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/team/people\\?org=${orgId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "लोग" })).toBeVisible();
  // Meera's invitation is pending: it can be revoked.
  await expect(page.getByRole("button", { name: `रद्द करें ${invited.email}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "टीमें" }).getByRole("listitem", { name: "डेटा" })).toBeVisible();
  await expectHindi(page, "hi-team-people");

  // A refusal of the shared schema shows in Hindi.
  await page.getByRole("button", { name: "टीम जोड़ें" }).click();
  await expect(page.getByText("टीम का नाम ज़रूरी है")).toBeVisible();

  await page.getByRole("navigation", { name: "टीम" }).getByRole("link", { name: "असाइनमेंट" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "असाइनमेंट" })).toBeVisible();
  await expect(page.getByRole("region", { name: "असाइनमेंट" }).getByRole("row")).toHaveCount(2);
  await expect(page.getByText("समय पर")).toBeVisible();
  await expectHindi(page, "hi-team-assignments");

  await page.goto(`${localizedPath(paths.teamPerson, "hi")}?org=${orgId}&user=${raviId}`);
  await expect(page.getByRole("heading", { level: 2, name: learner.name })).toBeVisible();
  await expect(page.getByText("अभी पूरा नहीं हुआ").first()).toBeVisible();
  await expectHindi(page, "hi-team-person");

  await page.goto(localizedPath(paths.teamNew, "hi"));
  await expect(page.getByRole("heading", { level: 1, name: "अपनी टीम का मुफ़्त ट्रायल शुरू करें" })).toBeVisible();
  await expectHindi(page, "hi-team-new");
  await expectCleanConsole(consoleErrors);

  // Meera opens her invitation in Hindi: she has no account, so she makes one there.
  const meeraMail = await readMail(invited.email, { subject: /invited you to/ });
  const meeraToken = new URL(meeraMail.links.find((l) => l.includes("/team/join?token="))!).searchParams.get("token")!;
  const visitor = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorIp() } })).newPage();
  await visitor.goto(`${localizedPath(paths.teamJoin, "hi")}?token=${meeraToken}`);
  await expect(visitor.getByRole("heading", { level: 1, name: `${organisationName(stamp)} से जुड़ें` })).toBeVisible();
  await expect(visitor.getByRole("form", { name: "अपना खाता बनाएँ" })).toBeVisible();
  await expectHindi(visitor, "hi-team-join");
  await visitor.context().close();
});
