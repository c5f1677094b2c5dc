// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastError } from "~/features/toast/toast";
import { ListingGrid, type ListingLoader } from "./listing-grid";

vi.mock("~/features/toast/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const renderGrid = (load: ListingLoader<string>) =>
  render(<ListingGrid load={load} kind="workshop" getKey={(s) => s} renderItem={(s) => <p>{s}</p>} />);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.mocked(toastError).mockClear();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("ListingGrid", () => {
  it("renders synchronous data at once, with no loading state", () => {
    renderGrid(() => ["MLOps in Practice", "Deep Learning with PyTorch"]);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("Deep Learning with PyTorch")).toBeInTheDocument();
  });

  it("shows the empty message for an empty list", () => {
    renderGrid(() => []);
    expect(screen.getByText("No workshops available at the moment.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows the loading state until an asynchronous load settles, then the list", async () => {
    const load = deferred<string[]>();
    renderGrid(() => load.promise);
    expect(screen.getByRole("status")).toHaveTextContent("Loading workshops...");
    await act(async () => load.resolve(["Computer Vision for Quality Inspection"]));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("Computer Vision for Quality Inspection")).toBeInTheDocument();
  });

  it("ends loading with the empty message when the asynchronous list is empty", async () => {
    const load = deferred<string[]>();
    renderGrid(() => load.promise);
    await act(async () => load.resolve([]));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("No workshops available at the moment.")).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });

  it("toasts the load failure once and ends loading when the load rejects", async () => {
    const load = deferred<string[]>();
    renderGrid(() => load.promise);
    await act(async () => load.reject(new Error("network down")));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("No workshops available at the moment.")).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith({
      title: "Error",
      description: "Failed to load workshops. Please try again later.",
    });
  });

  it("toasts the load failure when the loader throws", () => {
    render(
      <ListingGrid
        load={() => {
          throw new Error("bad data");
        }}
        kind="masterclass"
        getKey={(s: string) => s}
        renderItem={(s) => <p>{s}</p>}
      />,
    );
    expect(screen.getByText("No masterclasses available at the moment.")).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith({
      title: "Error",
      description: "Failed to load masterclasses. Please try again later.",
    });
  });
});
