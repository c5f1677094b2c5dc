// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastError } from "~/features/toast/toast";
import { COPIED_MARK_MS, useLastCopied } from "./use-last-copied";

vi.mock("~/features/toast/toast", () => ({ toastError: vi.fn() }));

const writeText = vi.fn<(text: string) => Promise<void>>();

describe("useLastCopied", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it("copies the text and marks the item for exactly 2 seconds", async () => {
    expect(COPIED_MARK_MS).toBe(2000);
    const { result } = renderHook(() => useLastCopied<"python" | "curl">());
    expect(result.current.copied).toBeNull();
    await act(() => result.current.copy("python", "print(1)"));
    expect(writeText).toHaveBeenCalledWith("print(1)");
    expect(result.current.copied).toBe("python");
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.copied).toBe("python");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBeNull();
  });

  it("keeps only the last copied item, with its own 2 seconds", async () => {
    const { result } = renderHook(() => useLastCopied<"python" | "curl">());
    await act(() => result.current.copy("python", "a"));
    act(() => vi.advanceTimersByTime(1500));
    await act(() => result.current.copy("curl", "b"));
    expect(result.current.copied).toBe("curl");
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.copied).toBe("curl");
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.copied).toBeNull();
  });

  it("shows an error toast and no mark when the clipboard refuses", async () => {
    writeText.mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    const { result } = renderHook(() => useLastCopied<"python">());
    let ok = true;
    await act(async () => {
      ok = await result.current.copy("python", "a");
    });
    expect(ok).toBe(false);
    expect(result.current.copied).toBeNull();
    expect(toastError).toHaveBeenCalledWith(expect.objectContaining({ title: "Could not copy" }));
  });
});
