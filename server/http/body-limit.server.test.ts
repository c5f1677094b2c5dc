import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { limitBodies } from "./body-limit.server";

// A request as @hono/node-server hands it over: reading `body` is what makes it build a full
// undici Request (with an AbortSignal and listeners) for every request, so it is counted here.
function nodeLikeRequest(method: string, path: string, headers: Record<string, string> = {}, text = "") {
  const seen = { body: 0 };
  const request = {
    method,
    url: `http://localhost${path}`,
    headers: new Headers(headers),
    get body() {
      seen.body++;
      return text ? new Response(text).body : null;
    },
    text: async () => text,
  } as unknown as Request;
  return { request, seen };
}

const app = new Hono()
  .use(limitBodies())
  .get("/api/v1/courses", (c) => c.text("list"))
  .post("/api/v1/newsletter", async (c) => c.text(`got ${(await c.req.text()).length}`));

describe("body limits", () => {
  it("never reads the raw body of a request without Transfer-Encoding", async () => {
    const get = nodeLikeRequest("GET", "/api/v1/courses");
    expect(await (await app.fetch(get.request)).text()).toBe("list");
    const post = nodeLikeRequest("POST", "/api/v1/newsletter", { "content-length": "20" }, "x".repeat(20));
    expect(await (await app.fetch(post.request)).text()).toBe("got 20");
    expect(get.seen.body + post.seen.body).toBe(0);
  });

  it("refuses a declared length over the limit at once, GET included", async () => {
    const post = nodeLikeRequest("POST", "/api/v1/newsletter", { "content-length": String(17 * 1024) });
    const res = await app.fetch(post.request);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
    const get = nodeLikeRequest("GET", "/api/v1/courses", { "content-length": String(17 * 1024) });
    const refused = await app.fetch(get.request);
    expect(refused.status).toBe(413);
    expect(refused.headers.get("connection")).toBe("close");
    expect(post.seen.body + get.seen.body).toBe(0);
  });

  it("counts a chunked body as it is read and refuses it past the limit", async () => {
    const chunked = (size: number) =>
      new Request("http://localhost/api/v1/newsletter", {
        method: "POST",
        headers: { "transfer-encoding": "chunked" },
        body: new Blob(["x".repeat(size)]).stream(),
        duplex: "half",
      } as RequestInit);
    expect((await app.fetch(chunked(17 * 1024))).status).toBe(413);
    expect(await (await app.fetch(chunked(100))).text()).toBe("got 100");
  });
});
