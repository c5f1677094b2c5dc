import { beforeEach, describe, expect, it, vi } from "vitest";
import { getCurrentUser, type CurrentUser } from "./current-user";

vi.mock("./current-user", () => ({ getCurrentUser: vi.fn() }));

const user = { id: "user-1", email: "asha@example.com", name: "Asha Verma" };

// The store is module state: each test starts from a freshly loaded module.
const loadSession = async () => {
  vi.resetModules();
  return import("./session");
};

beforeEach(() => vi.mocked(getCurrentUser).mockReset());

describe("knownSession", () => {
  it("waits for the lookup on its way instead of asking again", async () => {
    let answer!: (user: CurrentUser | null) => void;
    vi.mocked(getCurrentUser).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { knownSession, refreshSession } = await loadSession();
    const pageLookup = refreshSession();
    const known = knownSession();
    answer(user);
    expect(await known).toEqual({ status: "signed-in", user });
    expect(await pageLookup).toEqual({ status: "signed-in", user });
    expect(getCurrentUser).toHaveBeenCalledTimes(1);
  });

  it("answers from what the page learnt, without a request", async () => {
    vi.mocked(getCurrentUser).mockResolvedValue(null);
    const { knownSession, refreshSession } = await loadSession();
    await refreshSession();
    expect(await knownSession()).toEqual({ status: "signed-out" });
    expect(getCurrentUser).toHaveBeenCalledTimes(1);
  });

  it("asks once when the page has not asked yet", async () => {
    vi.mocked(getCurrentUser).mockResolvedValue(user);
    const { knownSession } = await loadSession();
    expect(await knownSession()).toEqual({ status: "signed-in", user });
    expect(getCurrentUser).toHaveBeenCalledTimes(1);
  });
});
