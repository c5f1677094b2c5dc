// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession, type SessionState } from "~/features/auth/session";
import { toastError } from "~/features/toast/toast";
import { myEnrollmentsQuery, type MyEnrollments } from "~/lib/me-queries";
import { catalogueToasts } from "./catalogue-messages";
import type { Enrollment } from "#contracts/catalogue";
import { LearnPage } from "./learn-page";
import { withModule } from "./module-progress";
import { jsonResponse, moduleId, sampleEnrollment, sampleModules } from "./test-data";

vi.mock("~/features/toast/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("~/features/auth/session", () => ({ useSession: vi.fn(), sessionChanged: vi.fn() }));

const user = { id: "user-1", email: "asha@example.com", name: "Asha Verma" };
type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
let enrollments: Enrollment[];
let progressHandler: Handler;
let fetchMock: ReturnType<typeof vi.fn<Handler>>;

/** The server's behaviour: applies the toggle to its copy and answers with it. */
const serverProgress: Handler = (url, init) => {
  const { module_id, completed } = JSON.parse(String(init?.body)) as { module_id: string; completed: boolean };
  const index = enrollments.findIndex((e) => url === `/api/v1/courses/${e.course_id}/progress`);
  if (index < 0) return jsonResponse(404, { error: { code: "not_found", message: "Not enrolled" } });
  enrollments[index] = withModule(
    enrollments[index],
    sampleModules().map((m) => m.id),
    module_id,
    completed,
  );
  return jsonResponse(200, { enrollment: enrollments[index] });
};

function renderLearn(search: string, session: SessionState = { status: "signed-in", user }) {
  vi.mocked(useSession).mockReturnValue(session);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/dashboard/learn",
      Component: () => (
        <QueryClientProvider client={client}>
          <LearnPage />
        </QueryClientProvider>
      ),
    },
    { path: "/auth", Component: () => <h1>Sign in page</h1> },
    { path: "/dashboard", Component: () => <h1>Dashboard page</h1> },
  ]);
  render(<Stub initialEntries={[`/dashboard/learn${search}`]} />);
  return client;
}

const progressCalls = () => fetchMock.mock.calls.filter(([url]) => url.endsWith("/progress"));

// A loaded machine (parallel builds) can be slower than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.mocked(toastError).mockClear();
  vi.spyOn(console, "error").mockImplementation(() => {});
  enrollments = [sampleEnrollment({ id: "11111111-1111-4111-8111-111111111111" }), sampleEnrollment()];
  progressHandler = serverProgress;
  fetchMock = vi.fn<Handler>((url, init) =>
    url.endsWith("/progress")
      ? progressHandler(url, init)
      : url.endsWith("/modules")
        ? jsonResponse(200, { modules: sampleModules() })
        : jsonResponse(200, { enrollments: structuredClone(enrollments) }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("LearnPage", () => {
  it("shows Loading... while the session is being checked", () => {
    renderLearn("?enrollment=x", { status: "loading" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });

  it("redirects to /auth when nobody is signed in", async () => {
    renderLearn("?enrollment=x", { status: "signed-out" });
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeInTheDocument();
  });

  it("says the program was not found for an unknown or missing enrolment id, with a way back", async () => {
    renderLearn("?enrollment=not-mine");
    expect(await screen.findByRole("heading", { level: 1, name: "Program Not Found" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Back to Dashboard" }));
    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
    cleanup();
    renderLearn("");
    expect(await screen.findByRole("heading", { level: 1, name: "Program Not Found" })).toBeInTheDocument();
  });

  it("shows the program and its modules as a numbered checklist", async () => {
    enrollments[0] = { ...enrollments[0], completed_modules: [moduleId(2)], progress: 25 };
    renderLearn(`?enrollment=${enrollments[0].id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Deep Learning with PyTorch" })).toBeInTheDocument();
    expect(screen.getByText("Deep Learning")).toBeInTheDocument();
    expect(screen.getByText("Intermediate")).toBeInTheDocument();
    expect(screen.getByText("12 weeks")).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(4);
    expect(screen.getByRole("checkbox", { name: "Module 1: Neural network fundamentals" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Module 2: CNNs, RNNs and transformers" })).toBeChecked();
    expect(screen.getByRole("group", { name: "Modules" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Your Progress" })).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByText("25%")).toBeInTheDocument();
    expect(screen.getByText("1 of 4 completed")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/v1/courses/${enrollments[0].course_id}/modules`)).toBe(true);
  });

  it("shows each module's summary and estimated duration, and its lesson text rendered safely when opened", async () => {
    renderLearn(`?enrollment=${enrollments[0].id}`);
    await screen.findByRole("heading", { level: 1, name: "Deep Learning with PyTorch" });
    expect(screen.getByText("What part 2 covers.")).toBeInTheDocument();
    expect(screen.getByText("1 h 30 min")).toBeInTheDocument();
    expect(screen.getByText("about 7 h 30 min of lessons")).toBeInTheDocument();
    // Only the first module has lesson text.
    // (The summary's module title is its own element: catalogue content, Hindi where staff wrote it.)
    const summaries = [...document.querySelectorAll("summary")];
    expect(summaries.map((summary) => summary.textContent)).toEqual(["Lesson: Neural network fundamentals"]);
    await userEvent.click(summaries[0]);
    // The Markdown renderer is loaded when a lesson is first opened: a bound for a busy machine, not a wait.
    // The lesson's top heading (## here) continues the page's outline at h3, under its module.
    expect(await screen.findByRole("heading", { level: 3, name: "Tensors" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText("tensors").tagName).toBe("STRONG");
    expect(document.querySelector("img")).toBeNull(); // raw HTML is dropped
    expect(screen.getByText("bad").getAttribute("href") ?? "").not.toMatch(/javascript/);
  });

  it("keeps a completion when modules were added after it, and says so", async () => {
    enrollments[0] = { ...enrollments[0], completed_modules: [moduleId(1), moduleId(2), moduleId(3)], progress: 100, status: "completed" };
    renderLearn(`?enrollment=${enrollments[0].id}`);
    expect(await screen.findByText("100%")).toBeInTheDocument();
    expect(screen.getByText("3 of 4 completed")).toBeInTheDocument();
    expect(screen.getByText(/New modules were added after you completed this program/)).toBeInTheDocument();
  });

  it("records each module through the API and completes the program at 100%", async () => {
    const client = renderLearn(`?enrollment=${enrollments[0].id}`);
    await screen.findByRole("heading", { level: 1, name: "Deep Learning with PyTorch" });
    for (const n of [1, 2, 3]) await userEvent.click(screen.getAllByRole("checkbox")[n - 1]);
    await waitFor(() => expect(screen.getByText("75%")).toBeInTheDocument());
    expect(screen.queryByText(/Congratulations!/)).toBeNull();

    await userEvent.click(screen.getAllByRole("checkbox")[3]);
    await waitFor(() => expect(screen.getByText("100%")).toBeInTheDocument());
    expect(screen.getByText("Completed")).toBeInTheDocument();
    expect(screen.getByText("Congratulations! You have completed this program.")).toBeInTheDocument();

    const bodies = progressCalls().map(([url, init]) => [url, JSON.parse(String(init?.body))]);
    expect(bodies).toEqual([1, 2, 3, 4].map((n) => [`/api/v1/courses/${enrollments[0].course_id}/progress`, { module_id: moduleId(n), completed: true }]));
    // The shared cache (also the dashboard's) holds the server's answer.
    await waitFor(() =>
      expect(client.getQueryData<MyEnrollments>(myEnrollmentsQuery(user.id).queryKey)?.enrollments[0]).toMatchObject({
        status: "completed",
        progress: 100,
        completed_modules: [1, 2, 3, 4].map(moduleId),
      }),
    );

    // Unchecking sends completed: false.
    await userEvent.click(screen.getByRole("checkbox", { name: /Module 4/ }));
    await waitFor(() => expect(screen.getByText("75%")).toBeInTheDocument());
    expect(JSON.parse(String(progressCalls().at(-1)?.[1]?.body))).toEqual({ module_id: moduleId(4), completed: false });
  });

  it("shows a check at once and undoes it with a toast when the server refuses", async () => {
    let fail!: () => void;
    progressHandler = () =>
      new Promise((resolve) => (fail = () => resolve(jsonResponse(500, { error: { code: "internal_error", message: "boom" } }))));
    renderLearn(`?enrollment=${enrollments[0].id}`);
    await screen.findByRole("heading", { level: 1, name: "Deep Learning with PyTorch" });
    const first = screen.getByRole("checkbox", { name: /Module 1/ });
    fireEvent.click(first);
    expect(first).toBeChecked(); // optimistic, at once (in the same event)
    expect(screen.getByText("25%")).toBeInTheDocument();
    await waitFor(() => expect(fail).toBeDefined());
    fail();
    await waitFor(() => expect(first).not.toBeChecked());
    expect(screen.getByText("0%")).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith(catalogueToasts.progressFailed);
  });

  it("sends quick toggles one after the other, in order", async () => {
    const releases: (() => void)[] = [];
    progressHandler = (url, init) => new Promise((resolve) => releases.push(() => resolve(serverProgress(url, init))));
    renderLearn(`?enrollment=${enrollments[0].id}`);
    await screen.findByRole("heading", { level: 1, name: "Deep Learning with PyTorch" });
    const box = screen.getByRole("checkbox", { name: /Module 1/ });
    await userEvent.click(box);
    await userEvent.click(box);
    await userEvent.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(progressCalls()).toHaveLength(1)); // the others wait their turn
    for (let i = 0; i < 3; i++) {
      await waitFor(() => expect(releases).toHaveLength(i + 1));
      releases[i]();
    }
    await waitFor(() => expect(progressCalls()).toHaveLength(3));
    expect(progressCalls().map(([, init]) => JSON.parse(String(init?.body)).completed)).toEqual([true, false, true]);
    await waitFor(() => expect(enrollments[0].completed_modules).toEqual([moduleId(1)]));
    expect(box).toBeChecked();
    expect(screen.getByText("25%")).toBeInTheDocument();
  });
});
