import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed, TEST_PASSWORD } from "./accounts";
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from "./test-app";
import { enrollTwoFactor, viaApp } from "./two-factor";

// Catalogue content in two languages (issue 29; server/programs/program-json.server.ts): staff write
// a program's and a module's Hindi fields beside the English ones and see which are missing; the
// public API answers `?lang=hi` field by field, English where Hindi is missing; without `lang` the
// answers are what they always were.

const ADMIN = "content-staff@cortexa.test";

describe.each(databaseKinds)("programs and modules in Hindi on %s", (kind) => {
  let t: TestApp;
  let staff: string;
  const call = async (method: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) => {
    const res = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1${path}`, {
        method,
        headers: { origin: TEST_ORIGIN, ...(body !== undefined && { "content-type": "application/json" }), ...(cookie && { cookie }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: res.status, body: res.headers.get("content-type")?.includes("json") ? await res.json() : undefined, etag: res.headers.get("etag") };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { adminEmails: [ADMIN] });
    staff = (await enrollTwoFactor(viaApp(t.app), await signUpConfirmed(t, ADMIN), TEST_PASSWORD)).cookie;
  });
  afterAll(() => t.close());

  it("keeps each language's fields, shows staff what Hindi lacks, and answers ?lang=hi field by field", async () => {
    const created = await call("POST", "/admin/programs", {
      cookie: staff,
      body: {
        title: "Applied Machine Learning",
        description: "Build, judge and ship models on real data.",
        category: "machine-learning",
        level: "intermediate",
        duration: "8 weeks",
        price: 123456,
        features: ["Projects", "Mentor reviews"],
        is_active: true,
        translations: { hi: { title: "व्यावहारिक मशीन लर्निंग", duration: "8 सप्ताह", description: "  " } },
      },
    });
    expect(created.status).toBe(201);
    const program = created.body.program;
    expect(program.translations).toEqual({ hi: { title: "व्यावहारिक मशीन लर्निंग", duration: "8 सप्ताह" } });
    expect(program.missing_translations).toEqual({ hi: ["description", "features"] });

    const added = await call("POST", `/admin/programs/${program.id}/modules`, {
      cookie: staff,
      body: { title: "Features and labels", summary: "Turning data into inputs.", duration_minutes: 45, lesson_markdown: "Lesson", translations: { hi: { title: "फ़ीचर और लेबल" } } },
    });
    expect(added.status).toBe(201);
    expect(added.body.module.missing_translations).toEqual({ hi: ["summary", "lesson_markdown"] });

    const hindi = await call("GET", `/courses/${program.id}?lang=hi`);
    expect(hindi.status).toBe(200);
    expect(hindi.body).toMatchObject({
      title: "व्यावहारिक मशीन लर्निंग",
      description: "Build, judge and ship models on real data.",
      duration: "8 सप्ताह",
      features: ["Projects", "Mentor reviews"],
      price: 123456,
    });
    expect(hindi.body.modules).toEqual([expect.objectContaining({ title: "फ़ीचर और लेबल", summary: "Turning data into inputs." })]);

    const english = await call("GET", `/courses/${program.id}`);
    expect(english.body).toMatchObject({ title: "Applied Machine Learning", duration: "8 weeks" });
    expect(english.body).not.toHaveProperty("translations");
    expect(english.body.modules[0].title).toBe("Features and labels");
    expect((await call("GET", `/courses/${program.id}?lang=en`)).body).toEqual(english.body);

    const list = await call("GET", "/courses?lang=hi&category=machine-learning");
    expect(list.body.data.find((c: { id: string }) => c.id === program.id).title).toBe("व्यावहारिक मशीन लर्निंग");
    const englishList = await call("GET", "/courses?category=machine-learning");
    expect(englishList.body.data.find((c: { id: string }) => c.id === program.id).title).toBe("Applied Machine Learning");
    expect(list.etag).not.toBe(englishList.etag);

    const refused = await call("GET", `/courses/${program.id}?lang=fr`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ lang: "lang must be one of: en, hi" });
    expect((await call("GET", "/courses?lang=fr")).status).toBe(400);

    // Staff complete the description and empty the title: the title falls back to English again.
    const edited = await call("PATCH", `/admin/programs/${program.id}`, {
      cookie: staff,
      body: { translations: { hi: { title: "", description: "असली डेटा पर मॉडल बनाइए, परखिए और चलाइए।", duration: "8 सप्ताह", features: ["प्रोजेक्ट", ""] } } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.program.missing_translations).toEqual({ hi: ["title"] });
    const after = await call("GET", `/courses/${program.id}?lang=hi`);
    expect(after.body).toMatchObject({ title: "Applied Machine Learning", description: "असली डेटा पर मॉडल बनाइए, परखिए और चलाइए।", features: ["प्रोजेक्ट"] });
    const history = await call("GET", `/admin/programs/${program.id}/history`, { cookie: staff });
    expect(history.body.events[0].changes).toHaveProperty("translations");

    // A Hindi learner's certificate names the program in Hindi once it has a Hindi title.
    await call("PATCH", `/admin/programs/${program.id}`, { cookie: staff, body: { translations: { hi: { title: "व्यावहारिक मशीन लर्निंग", duration: "8 सप्ताह" } } } });
    const learner = await signUpConfirmed(t, "hindi-cert@example.com", { locale: "hi" });
    expect((await call("POST", `/courses/${program.id}/enroll`, { cookie: learner, body: {} })).status).toBe(201);
    expect((await call("POST", `/courses/${program.id}/progress`, { cookie: learner, body: { module_id: added.body.module.id, completed: true } })).status).toBe(200);
    const { body: mine } = await call("GET", "/me/certificates", { cookie: learner });
    expect(mine.certificates[0].course).toMatchObject({ title: "व्यावहारिक मशीन लर्निंग", duration: "8 सप्ताह" });
  });
  it("gives an enrolled learner the modules and their lessons in Hindi with ?lang=hi, field by field", async () => {
    const created = await call("POST", "/admin/programs", {
      cookie: staff,
      body: { title: "Vision Basics", description: "Images in, labels out.", category: "computer-vision", level: "beginner", duration: "4 weeks", price: 4999, features: ["Labs"], is_active: true },
    });
    const program = created.body.program;
    const hindiModule = await call("POST", `/admin/programs/${program.id}/modules`, {
      cookie: staff,
      body: {
        title: "Pixels",
        summary: "What an image is.",
        duration_minutes: 30,
        lesson_markdown: "# Pixels",
        translations: { hi: { title: "पिक्सेल", lesson_markdown: "# पिक्सेल" } },
      },
    });
    const englishOnly = await call("POST", `/admin/programs/${program.id}/modules`, {
      cookie: staff,
      body: { title: "Filters", summary: "Edges and blur.", duration_minutes: 40, lesson_markdown: "# Filters" },
    });
    expect([hindiModule.status, englishOnly.status]).toEqual([201, 201]);

    const learner = await signUpConfirmed(t, "hindi-modules@example.com");
    const path = `/courses/${program.id}/modules`;
    // Not enrolled yet: refused in any language.
    expect((await call("GET", `${path}?lang=hi`, { cookie: learner })).status).toBe(404);
    expect((await call("POST", `/courses/${program.id}/enroll`, { cookie: learner, body: {} })).status).toBe(201);

    const hindi = await call("GET", `${path}?lang=hi`, { cookie: learner });
    expect(hindi.status).toBe(200);
    expect(hindi.body.modules).toEqual([
      expect.objectContaining({ position: 1, title: "पिक्सेल", summary: "What an image is.", lesson_markdown: "# पिक्सेल", duration_minutes: 30, has_quiz: false }),
      expect.objectContaining({ position: 2, title: "Filters", summary: "Edges and blur.", lesson_markdown: "# Filters" }),
    ]);
    expect(hindi.body.modules[0]).not.toHaveProperty("translations");

    // Without lang, or with lang=en, the answer is the English one as before.
    const english = await call("GET", path, { cookie: learner });
    expect(english.body.modules.map((m: { title: string; lesson_markdown: string }) => [m.title, m.lesson_markdown])).toEqual([
      ["Pixels", "# Pixels"],
      ["Filters", "# Filters"],
    ]);
    expect((await call("GET", `${path}?lang=en`, { cookie: learner })).body).toEqual(english.body);

    const refused = await call("GET", `${path}?lang=fr`, { cookie: learner });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "validation_error", fields: { lang: "lang must be one of: en, hi" } });
    expect((await call("GET", `${path}?lang=hi`)).status).toBe(401);
  });
});
