import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCalls, createTestApp, databaseKinds, type TestApp } from "./test-app";
import { signedInUser } from "./accounts";

// server/users/users.server.ts.
describe.each(databaseKinds)("a user's progress on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let userId: string;

  const { get, post } = apiCalls(() => t);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    ({ cookie, id: userId } = await signedInUser(t, "learner@example.com"));
    ({ cookie: otherCookie } = await signedInUser(t, "other@example.com"));
    const [course] = (await (await get("/courses")).json()).data;
    expect((await post(`/courses/${course.id}/enroll`, {}, { cookie })).status).toBe(201);
  });
  afterAll(() => t.close());

  it("shows a user their own progress and no one else's", async () => {
    const own = await get(`/users/${userId}/progress`, { cookie });
    expect(own.status).toBe(200);
    expect((await own.json()).enrollments.length).toBeGreaterThan(0);
    expect((await get(`/users/${userId}/progress`, { cookie: otherCookie })).status).toBe(403);
    expect((await get(`/users/${userId}/progress`)).status).toBe(401);
  });
});
