import { describe, expect, it } from "vitest";
import { inLocale } from "./translated";

const item = {
  title: "AI Workshops",
  place: "Pune",
  topics: ["Prompt design", "Evaluation"],
  translations: { hi: { title: "एआई वर्कशॉप", place: "", topics: [] as string[] } },
};

describe("content in another language", () => {
  it("takes each field written in the language, and the English one for each field that is not", () => {
    const hindi = inLocale(item, "hi");
    expect(hindi.title).toBe("एआई वर्कशॉप");
    // An empty text or list is not written: English shows rather than nothing.
    expect(hindi.place).toBe("Pune");
    expect(hindi.topics).toEqual(["Prompt design", "Evaluation"]);
  });

  it("leaves English as it is, and an item with no translations as it is", () => {
    expect(inLocale(item, "en")).toBe(item);
    const plain: { title: string; translations?: undefined } = { title: "Seminar" };
    expect(inLocale(plain, "hi")).toBe(plain);
  });
});
