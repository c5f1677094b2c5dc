import { describe, expect, it } from "vitest";
import { keptRenders } from "./kept-renders.server";

/** A render that counts its calls and finishes when told. */
function countingRender() {
  const calls: string[] = [];
  const render = async (name: string, at: Date) => {
    calls.push(name);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (name === "broken") throw new Error("render failed");
    return Buffer.from(`${name} ${at.toISOString()}`);
  };
  return { calls, render };
}

const day = new Date("2026-11-01T00:00:00Z");

describe("keptRenders", () => {
  it("renders one content once, also when it is asked for many times together", async () => {
    const { calls, render } = countingRender();
    const kept = keptRenders(render);
    const together = await Promise.all(Array.from({ length: 5 }, () => kept("Asha", day)));
    expect(new Set(together.map(String))).toEqual(new Set(["Asha 2026-11-01T00:00:00.000Z"]));
    await kept("Asha", day);
    expect(calls).toEqual(["Asha"]);
  });

  it("renders again when anything in the content differs", async () => {
    const { calls, render } = countingRender();
    const kept = keptRenders(render);
    await kept("Asha", day);
    await kept("Asha Verma", day);
    await kept("Asha", new Date("2026-11-02T00:00:00Z"));
    expect(calls).toEqual(["Asha", "Asha Verma", "Asha"]);
  });

  it("keeps no failed render: the next request tries again", async () => {
    const { calls, render } = countingRender();
    const kept = keptRenders(render);
    await expect(kept("broken", day)).rejects.toThrow("render failed");
    await expect(kept("broken", day)).rejects.toThrow("render failed");
    expect(calls).toEqual(["broken", "broken"]);
  });

  it("keeps at most `max`, dropping the one asked for least recently", async () => {
    const { calls, render } = countingRender();
    const kept = keptRenders(render, 2);
    await kept("a", day);
    await kept("b", day);
    await kept("a", day); // a is now the most recent
    await kept("c", day); // drops b
    await kept("a", day);
    await kept("b", day);
    expect(calls).toEqual(["a", "b", "c", "b"]);
  });
});
