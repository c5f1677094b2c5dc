import { execFile } from "node:child_process";
import type { Page } from "@playwright/test";
import { apiDocsContent } from "../../app/features/api-docs/api-docs-content.server";
import { SAMPLE_EMAIL, SAMPLE_PASSWORD } from "../../app/content/api-docs/samples";
import type { Course, Enrollment } from "#contracts/catalogue";
import { e2eBaseURL } from "../../playwright.config";
import { signUpAndSignIn, visitorIp } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { pauseClockSoon } from "./clock";

// The /api-docs page, and its samples run against this server: the page cannot drift from the API.

const { endpoints, errorExample } = apiDocsContent();

const baseUrl = `${e2eBaseURL}/api/v1`;
const main = (page: Page) => page.getByRole("main");
const tabList = (page: Page) => main(page).getByRole("tablist", { name: "API documentation sections" });
const sampleList = (page: Page) => main(page).getByRole("tablist", { name: "Sample language" });
const tabs = ["Authentication", "Courses", "Progress", "Examples"];
const samples = ["Python", "JavaScript", "cURL"] as const;

const documented: Record<string, string[]> = {
  Authentication: ["POST /api/v1/auth/login", "POST /api/v1/auth/register", "POST /api/v1/auth/refresh"],
  Courses: ["GET /api/v1/courses", "GET /api/v1/courses/{courseId}", "POST /api/v1/courses/{courseId}/enroll"],
  Progress: [
    "GET /api/v1/users/{userId}/progress",
    "GET /api/v1/courses/{courseId}/modules",
    "POST /api/v1/courses/{courseId}/progress",
    "GET /api/v1/me/enrollments",
  ],
};

async function openSample(page: Page, language: (typeof samples)[number]) {
  await tabList(page).getByRole("tab", { name: "Examples" }).click();
  await sampleList(page).getByRole("tab", { name: language }).click();
  const code = main(page).getByRole("region", { name: `${language} sample code` });
  await expect(code).toContainText(`"${baseUrl}"`);
  return code;
}

/** The sample's text as the page shows it, with the reader's placeholders replaced. */
async function sampleFor(page: Page, language: (typeof samples)[number], user: { email: string; password: string }) {
  const text = (await (await openSample(page, language)).textContent()) ?? "";
  expect(text).toContain(SAMPLE_EMAIL);
  expect(text).toContain(SAMPLE_PASSWORD);
  return text.replaceAll(SAMPLE_EMAIL, user.email).replaceAll(SAMPLE_PASSWORD, user.password);
}

function run(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

async function firstCourse(page: Page): Promise<Course> {
  const response = await page.request.get("/api/v1/courses?page=1&limit=20");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Course[] }).data[0];
}

/** The id of a course's first module: the samples mark module 1 (by its number, still accepted). */
async function firstModuleId(page: Page, course: Course): Promise<string> {
  const response = await page.request.get(`/api/v1/courses/${course.id}`);
  return ((await response.json()) as { modules: { id: string }[] }).modules[0].id;
}

/** A confirmed account with a known password, and a browser that is not signed in. */
async function confirmedUser(page: Page) {
  const user = await signUpAndSignIn(page);
  await page.context().clearCookies();
  return user;
}

test.describe("API docs page", () => {
  test("is prerendered with the base URL path, the headers panel and the tabs", async ({ request }) => {
    const html = await (await request.get("/api-docs")).text();
    expect(html).toMatch(/<h1[^>]*>API Documentation<\/h1>/);
    expect(html).toContain("<code>/api/v1</code>");
    expect(html).toContain("application/json");
    expect(html).toContain("Bearer &lt;token&gt;");
    for (const tab of tabs) expect(html).toContain(`>${tab}</button>`);
    // The default tab's endpoints are in the HTML for readers and search engines.
    expect(html).toContain("/auth/login");
  });

  test("shows this site's base URL and the headers, without moving the layout", async ({ page, consoleErrors }) => {
    await page.goto("/api-docs");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("API Documentation");
    await expect(main(page).getByRole("region", { name: "Base URL", exact: true })).toHaveText(baseUrl);
    const headers = main(page).getByRole("heading", { name: "Headers" }).locator("..");
    await expect(headers.getByText("Content-Type: application/json")).toBeVisible();
    await expect(headers.getByText("Authorization: Bearer <token>")).toBeVisible();
    await expect(main(page).getByRole("link", { name: "interactive API reference" })).toHaveAttribute("href", "/api/v1/docs");
    await expect(main(page).getByRole("link", { name: "OpenAPI 3.1 document" })).toHaveAttribute("href", "/api/v1/openapi.json");
    // Every shift since the page started (buffered), with what moved and from where to where: a shift
    // seen once under load (0.016) is then explained by the failure message itself.
    const layoutShift = await page.evaluate(
      () =>
        new Promise<{ total: number; moved: string[] }>((resolve) => {
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
          const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
          const describe = (node?: Node) => {
            const el = node instanceof Element ? node : node?.parentElement;
            if (!el) return "(a node no longer in the page)";
            return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} class="${el.getAttribute("class") ?? ""}"> "${(el.textContent ?? "").trim().slice(0, 40)}"`;
          };
          let total = 0;
          const moved: string[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              if (entry.hadRecentInput) continue;
              total += entry.value;
              for (const source of entry.sources ?? []) moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${describe(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`);
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve({ total, moved }), 200);
        }),
    );
    expect(layoutShift.total, layoutShift.moved.join("\n")).toBe(0);
    await expectCleanConsole(consoleErrors);
  });

  test("opens on Authentication; each tab documents its endpoints", async ({ page, consoleErrors }) => {
    await page.goto("/api-docs");
    await expect(tabList(page).getByRole("tab")).toHaveText(tabs);
    await expect(tabList(page).getByRole("tab", { name: "Authentication" })).toHaveAttribute("aria-selected", "true");
    for (const [tab, names] of Object.entries(documented)) {
      await tabList(page).getByRole("tab", { name: tab }).click();
      await expect(tabList(page).getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      const panel = main(page).getByRole("tabpanel", { name: tab });
      await expect(panel.getByRole("article").getByRole("heading", { level: 3 })).toHaveText(names);
      for (const endpoint of endpoints.filter((e) => e.tab === tab.toLowerCase())) {
        const card = panel.getByRole("article", { name: `${endpoint.method} /api/v1${endpoint.path}`, exact: true });
        await expect(card.getByText(endpoint.summary, { exact: true })).toBeVisible();
        for (const field of endpoint.body ?? []) await expect(card.getByRole("term").filter({ hasText: field.name })).toBeVisible();
        const response = card.getByRole("region", { name: `${endpoint.method} /api/v1${endpoint.path} example response` });
        await expect(response).toHaveText(JSON.stringify(endpoint.response.example, null, 2));
        await expect(card.getByRole("list", { name: /error statuses/ }).getByRole("listitem")).toHaveCount(endpoint.errors.length);
      }
    }
    await expectCleanConsole(consoleErrors);
  });

  test("documents the courses defaults: page 1, limit 20", async ({ page }) => {
    await page.goto("/api-docs");
    await tabList(page).getByRole("tab", { name: "Courses" }).click();
    const card = main(page).getByRole("article", { name: "GET /api/v1/courses", exact: true });
    const page1 = card.getByRole("term").filter({ hasText: /^pageinteger/ }).locator("xpath=following-sibling::dd[1]");
    await expect(page1).toContainText("Default: 1.");
    const limit = card.getByRole("term").filter({ hasText: /^limitinteger/ }).locator("xpath=following-sibling::dd[1]");
    await expect(limit).toContainText("Default: 20.");
  });

  test("the tabs work from the keyboard", async ({ page, consoleErrors }) => {
    await page.goto("/api-docs");
    await tabList(page).getByRole("tab", { name: "Authentication" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabList(page).getByRole("tab", { name: "Courses" })).toBeFocused();
    await expect(tabList(page).getByRole("tab", { name: "Courses" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tabList(page).getByRole("tab", { name: "Examples" })).toHaveAttribute("aria-selected", "true");
    await sampleList(page).getByRole("tab", { name: "Python" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(sampleList(page).getByRole("tab", { name: "JavaScript" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tabList(page).getByRole("tab", { name: "Examples" })).toHaveAttribute("aria-selected", "true");
    await expect(sampleList(page).getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true");
    await expectCleanConsole(consoleErrors);
  });

  test("Examples: Python by default, each sample with this site's base URL and a copy button", async ({ page, consoleErrors }) => {
    await page.goto("/api-docs");
    await tabList(page).getByRole("tab", { name: "Examples" }).click();
    await expect(sampleList(page).getByRole("tab")).toHaveText([...samples]);
    await expect(sampleList(page).getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true");
    const expected = {
      Python: [`BASE_URL = "${baseUrl}"`, "import requests", `params={"page": 1, "limit": 20}`, "raise RuntimeError"],
      JavaScript: [`const BASE_URL = "${baseUrl}";`, "await fetch(", `"/courses?page=1&limit=20"`, "if (!res.ok) throw new Error"],
      cURL: [`BASE_URL="${baseUrl}"`, "curl --fail-with-body -sS", `"$BASE_URL/courses?page=1&limit=20"`, "set -euo pipefail"],
    };
    for (const language of samples) {
      await sampleList(page).getByRole("tab", { name: language }).click();
      const panel = main(page).getByRole("tabpanel", { name: language });
      const code = panel.getByRole("region", { name: `${language} sample code` });
      for (const text of expected[language]) await expect(code).toContainText(text);
      for (const step of ["/auth/login", "/enroll", "/progress"]) await expect(code).toContainText(step);
      await expect(panel.getByRole("button", { name: `Copy ${language} sample` })).toHaveText("Copy");
    }
    await expectCleanConsole(consoleErrors);
  });

  test("documents the error format and the status codes", async ({ page, request }) => {
    await page.goto("/api-docs");
    const section = main(page).getByRole("region", { name: "Errors and status codes" });
    await expect(section.getByRole("region", { name: "Example error response" })).toHaveText(JSON.stringify(errorExample, null, 2));
    for (const status of ["400 Bad Request", "401 Unauthorized", "403 Forbidden", "404 Not Found", "409 Conflict", "429 Too Many Requests"]) {
      await expect(section.getByRole("term").filter({ hasText: status })).toBeVisible();
    }
    // The example is the API's real answer.
    const response = await request.post("/api/v1/auth/login", {
      headers: { "x-forwarded-for": visitorIp() },
      data: { email: "asha@example.com", password: "short" },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual(errorExample);
  });

  test("fits a 360 px screen: code scrolls inside its box, the page does not", async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/api-docs");
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    for (const tab of tabs) {
      await tabList(page).getByRole("tab", { name: tab }).click();
      await expect(tabList(page).getByRole("tab", { name: tab })).toBeInViewport();
      expect(await pageWidth()).toBeLessThanOrEqual(360);
    }
    for (const language of samples) {
      await sampleList(page).getByRole("tab", { name: language }).click();
      const code = main(page).getByRole("region", { name: `${language} sample code` });
      const { scrollWidth, clientWidth } = await code.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      expect(await pageWidth()).toBeLessThanOrEqual(360);
    }
    await expectCleanConsole(consoleErrors);
  });
});

test.describe("copy to clipboard", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copies the sample and shows Copied! for exactly 2 seconds", async ({ page, consoleErrors }) => {
    await page.clock.install();
    await page.goto("/api-docs");
    await pauseClockSoon(page);
    const code = await openSample(page, "Python");
    const panel = main(page).getByRole("tabpanel", { name: "Python" });

    await panel.getByRole("button", { name: "Copy Python sample" }).click();
    const copied = panel.getByRole("button", { name: "Copied", exact: true });
    await expect(copied).toHaveText("Copied!");
    await expect(copied.locator("svg.lucide-check")).toBeVisible();
    await expect(panel.getByRole("status")).toHaveText("Python sample copied to the clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());

    await page.clock.runFor(1999);
    await expect(copied).toHaveText("Copied!");
    await page.clock.runFor(1);
    await expect(panel.getByRole("button", { name: "Copy Python sample" })).toHaveText("Copy");
    await expect(panel.getByRole("button", { name: "Copied" })).toHaveCount(0);
    await expect(panel.getByRole("status")).toHaveText("");
    await expectCleanConsole(consoleErrors);
  });

  test("each sample copies its own text; only the last copied is marked", async ({ page, consoleErrors }) => {
    await page.goto("/api-docs");
    await openSample(page, "JavaScript");
    const code = main(page).getByRole("region", { name: "JavaScript sample code" });
    await main(page).getByRole("button", { name: "Copy JavaScript sample" }).click();
    await expect(main(page).getByRole("button", { name: "Copied", exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());

    await sampleList(page).getByRole("tab", { name: "cURL" }).click();
    const curl = main(page).getByRole("region", { name: "cURL sample code" });
    await main(page).getByRole("button", { name: "Copy cURL sample" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await curl.textContent());

    await sampleList(page).getByRole("tab", { name: "JavaScript" }).click();
    await expect(main(page).getByRole("button", { name: "Copy JavaScript sample" })).toBeVisible();
    await expectCleanConsole(consoleErrors);
  });
});

test.describe("the samples run against the API", () => {
  test("the JavaScript sample signs in, lists, enrols, completes module 1 and reads progress", async ({ page }) => {
    const user = await confirmedUser(page);
    const course = await firstCourse(page);
    await page.goto("/api-docs");
    const sample = await sampleFor(page, "JavaScript", user);
    // Only the runner adds this header: each run is its own client for the per-IP sign-in limit.
    const clientIp = `const realFetch = globalThis.fetch;
globalThis.fetch = (url, init = {}) => realFetch(url, { ...init, headers: { ...init.headers, "X-Forwarded-For": "${visitorIp()}" } });
`;
    const result = await run("node", ["--input-type=module", "-e", clientIp + sample]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const percent = Math.round(100 / course.features.length);
    expect(result.stdout).toContain(`courses; first: ${course.title}\n`);
    expect(result.stdout).toContain(`Enrolled: ${course.title}\n`);
    expect(result.stdout).toContain(`Progress: ${percent}%\n`);
    const progress = JSON.parse(result.stdout.slice(result.stdout.indexOf("\n{") + 1)) as { user_id: string; enrollments: Enrollment[] };
    expect(progress.enrollments).toHaveLength(1);
    expect(progress.enrollments[0]).toMatchObject({ course_id: course.id, status: "active", progress: percent, completed_modules: [await firstModuleId(page, course)] });

    // Run again: the second enrolment is refused, and the sample fails with the API's error.
    const again = await run("node", ["--input-type=module", "-e", clientIp + sample]);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain("409 already_enrolled");
  });

  test("the cURL sample signs in, lists, enrols, completes module 1 and reads progress", async ({ page }) => {
    const user = await confirmedUser(page);
    const course = await firstCourse(page);
    await page.goto("/api-docs");
    const sample = await sampleFor(page, "cURL", user);
    const clientIp = `curl() { command curl -H "X-Forwarded-For: ${visitorIp()}" "$@"; }\n`;
    const result = await run("bash", ["-c", clientIp + sample]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const [enrolled, updated, progress] = result.stdout.trim().split("\n").map((line) => JSON.parse(line));
    expect(enrolled.enrollment).toMatchObject({ course_id: course.id, status: "active", progress: 0, completed_modules: [] });
    const moduleId = await firstModuleId(page, course);
    expect(updated.enrollment).toMatchObject({ course_id: course.id, completed_modules: [moduleId] });
    expect(progress.enrollments).toHaveLength(1);
    expect(progress.enrollments[0]).toMatchObject({ id: enrolled.enrollment.id, completed_modules: [moduleId] });
    expect(progress.user_id).toBe(enrolled.enrollment.user_id);

    const again = await run("bash", ["-c", clientIp + sample]);
    expect(again.code).not.toBe(0);
    expect(again.stdout).toContain('"code":"already_enrolled"');
  });

  test("the Python sample runs too (when requests is installed)", async ({ page }) => {
    test.skip((await run("python3", ["-c", "import requests"])).code !== 0, "python3 with requests is not installed");
    const user = await confirmedUser(page);
    const course = await firstCourse(page);
    await page.goto("/api-docs");
    const sample = await sampleFor(page, "Python", user);
    const clientIp = `import requests as _requests
_request = _requests.Session.request
def _with_client_ip(self, method, url, **kwargs):
    kwargs["headers"] = {**(kwargs.get("headers") or {}), "X-Forwarded-For": "${visitorIp()}"}
    return _request(self, method, url, **kwargs)
_requests.Session.request = _with_client_ip
`;
    const result = await run("python3", ["-c", clientIp + sample]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Enrolled: ${course.title}\n`);
    const progress = JSON.parse(result.stdout.slice(result.stdout.indexOf("\n{") + 1)) as { enrollments: Enrollment[] };
    expect(progress.enrollments[0]).toMatchObject({ course_id: course.id, completed_modules: [await firstModuleId(page, course)] });
  });
});
