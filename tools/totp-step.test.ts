import { afterEach, describe, expect, it, vi } from "vitest";
import { sendPreviousStepCode } from "./totp-step";

afterEach(() => vi.useRealTimers());

describe("the previous step's code", () => {
  it("is sent again when the step changed on the way and the code was refused", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(30_000 * 100 + 29_900); // 0.1 s before step 101
    const sent: number[] = [];
    const answer = await sendPreviousStepCode(
      (timestamp) => String(timestamp / 30_000),
      async (code) => {
        sent.push(Number(code));
        if (sent.length === 1) vi.setSystemTime(30_000 * 101 + 100); // the first request crosses into step 101
        return sent.length === 2;
      },
      (ok) => ok,
    );
    expect(answer).toBe(true);
    expect(sent).toEqual([99, 100]);
  });

  it("is refused once, without a retry, when the step did not change", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(30_000 * 100 + 1_000);
    const send = vi.fn(async () => false);
    expect(await sendPreviousStepCode(() => "000000", send, (ok) => ok)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
