// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getCurrentUser } from "~/features/auth/current-user";
import { queryClient } from "~/lib/query-client";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { catalogueToasts } from "./catalogue-messages";
import { ProgramCatalogue } from "./program-catalogue";
import { jsonResponse, sampleCourse, sampleEnrollment } from "./test-data";

vi.mock("~/features/toast/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("~/features/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("~/features/auth/session", () => ({ sessionChanged: vi.fn() }));

const courses = [
  sampleCourse({ title: "Data Science Foundations", category: "data-science", level: "beginner", price: 24999 }),
  sampleCourse({ title: "MLOps: Shipping Models to Production", category: "machine-learning", level: "advanced" }),
  sampleCourse({ title: "Deep Learning with PyTorch", category: "deep-learning", level: "intermediate", features: ["One", "Two"] }),
  sampleCourse({ title: "NLP Essentials", category: "nlp", level: "beginner" }),
];
const user = { id: "user-1", email: "asha@example.com", name: "Asha Verma" };

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
let enrollHandler: Handler;
let coursesHandler: Handler;
let fetchMock: ReturnType<typeof vi.fn<Handler>>;

// The page uses the session's query client (loaded after hydration): emptied before each test,
// with the retries off so a failure shows at once.
function renderCatalogue() {
  const client = queryClient;
  client.clear();
  client.setDefaultOptions({ queries: { retry: false } });
  const Stub = createRoutesStub([
    { path: "/programs", Component: ProgramCatalogue },
    { path: "/auth", Component: () => <h1>Sign in page</h1> },
    { path: "/dashboard", Component: () => <h1>Dashboard page</h1> },
  ]);
  render(<Stub initialEntries={["/programs"]} />);
  return client;
}

const cardTitles = () => screen.queryAllByRole("article").map((card) => within(card).getByRole("heading", { level: 3 }).textContent);
const enrollButton = (title: string) =>
  within(screen.getByRole("article", { name: title })).getByRole("button", { name: /Enroll Now|Enrolling/ });

// A loaded machine (parallel builds) can be slower than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.mocked(toastError).mockClear();
  vi.mocked(toastSuccess).mockClear();
  vi.mocked(getCurrentUser).mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  coursesHandler = () => jsonResponse(200, { data: courses, pagination: { page: 1, limit: 100, total: courses.length, total_pages: 1 } });
  enrollHandler = () => jsonResponse(201, { enrollment: sampleEnrollment() });
  fetchMock = vi.fn<Handler>((url, init) => (url.includes("/enroll") ? enrollHandler(url, init) : coursesHandler(url, init)));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ProgramCatalogue", () => {
  it("shows 'Loading programs...' until the catalogue arrives, then every program under All Programs", async () => {
    let answer!: () => void;
    coursesHandler = () =>
      new Promise((resolve) => {
        answer = () => resolve(jsonResponse(200, { data: courses, pagination: { page: 1, limit: 100, total: 4, total_pages: 1 } }));
      });
    renderCatalogue();
    expect(screen.getByRole("status")).toHaveTextContent("Loading programs...");
    await waitFor(() => expect(answer).toBeDefined());
    answer();
    expect(await screen.findAllByRole("article")).toHaveLength(4);
    expect(screen.queryByText("Loading programs...")).toBeNull();
    expect(screen.getByRole("tab", { name: "All Programs" })).toHaveAttribute("aria-selected", "true");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("has the seven tabs and filters by category without asking the server again", async () => {
    renderCatalogue();
    await screen.findAllByRole("article");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "All Programs",
      "Data Science",
      "Machine Learning",
      "Deep Learning",
      "Natural Language Processing",
      "Computer Vision",
      "AI Ethics",
    ]);
    await userEvent.click(screen.getByRole("tab", { name: "Natural Language Processing" }));
    expect(cardTitles()).toEqual(["NLP Essentials"]);
    await userEvent.click(screen.getByRole("tab", { name: "Machine Learning" }));
    expect(cardTitles()).toEqual(["MLOps: Shipping Models to Production"]);
    await userEvent.click(screen.getByRole("tab", { name: "Computer Vision" }));
    expect(screen.getByRole("heading", { name: "No Programs Available" })).toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    await userEvent.click(screen.getByRole("tab", { name: "All Programs" }));
    expect(cardTitles()).toHaveLength(4);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows a card's level, rating, details, at most 3 features and the price in rupees", async () => {
    renderCatalogue();
    const card = await screen.findByRole("article", { name: "Data Science Foundations" });
    const c = within(card);
    expect(c.getByText("Beginner")).toHaveClass("bg-green-100");
    expect(c.getByText("4.8")).toBeInTheDocument();
    expect(c.getByText(courses[0].description)).toBeInTheDocument();
    expect(c.getByText("10 weeks")).toBeInTheDocument();
    expect(c.getByText("1,234 enrolled")).toBeInTheDocument();
    expect(c.getByText("Certificate included")).toBeInTheDocument();
    expect(c.getByText("Supervised and unsupervised learning")).toBeInTheDocument();
    expect(c.getByText("Model evaluation and tuning")).toBeInTheDocument();
    expect(c.queryByText("Career guidance")).toBeNull(); // the 4th feature
    expect(c.getByText("₹24,999")).toBeInTheDocument();
    expect(c.getByRole("button", { name: "Enroll Now" })).toHaveAccessibleDescription("Data Science Foundations");
    expect(within(screen.getByRole("article", { name: "MLOps: Shipping Models to Production" })).getByText("Advanced")).toHaveClass("bg-red-100");
    expect(within(screen.getByRole("article", { name: "Deep Learning with PyTorch" })).getByText("Intermediate")).toHaveClass("bg-yellow-100");
  });

  it("toasts the load failure and shows the empty state", async () => {
    coursesHandler = () => jsonResponse(500, { error: { code: "internal_error", message: "boom" } });
    renderCatalogue();
    expect(await screen.findByRole("heading", { name: "No Programs Available" })).toBeInTheDocument();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(catalogueToasts.loadFailed));
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it("sends a signed-out visitor to /auth without enrolling", async () => {
    vi.mocked(getCurrentUser).mockResolvedValue(null);
    renderCatalogue();
    await screen.findAllByRole("article");
    await userEvent.click(enrollButton("NLP Essentials"));
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.includes("/enroll"))).toBe(false);
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("enrols a signed-in learner: busy button, success toast, then the dashboard", async () => {
    vi.mocked(getCurrentUser).mockResolvedValue(user);
    let answer!: () => void;
    enrollHandler = () => new Promise((resolve) => (answer = () => resolve(jsonResponse(201, { enrollment: sampleEnrollment() }))));
    const client = renderCatalogue();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    await screen.findAllByRole("article");
    const button = enrollButton("NLP Essentials");
    await userEvent.click(button);
    await waitFor(() => expect(answer).toBeDefined());
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent("Enrolling...");
    expect(enrollButton("Data Science Foundations")).toBeEnabled();
    await userEvent.click(button); // disabled: no second request
    answer();
    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith(catalogueToasts.enrolled);
    const enrollCalls = fetchMock.mock.calls.filter(([url]) => url.includes("/enroll"));
    expect(enrollCalls).toHaveLength(1);
    expect(enrollCalls[0][0]).toBe(`/api/v1/courses/${courses[3].id}/enroll`);
    expect(enrollCalls[0][1]).toMatchObject({ method: "POST" });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ["me"] }));
  });

  it("says Already Enrolled for a duplicate and stays on the page", async () => {
    vi.mocked(getCurrentUser).mockResolvedValue(user);
    enrollHandler = () =>
      jsonResponse(409, { error: { code: "already_enrolled", message: "You are already enrolled in this course." } });
    renderCatalogue();
    await screen.findAllByRole("article");
    await userEvent.click(enrollButton("NLP Essentials"));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(catalogueToasts.alreadyEnrolled));
    expect(enrollButton("NLP Essentials")).toBeEnabled();
    expect(enrollButton("NLP Essentials")).toHaveTextContent("Enroll Now");
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("says Failed to enroll for any other failure, including a failed user lookup", async () => {
    vi.mocked(getCurrentUser).mockResolvedValue(user);
    enrollHandler = () => jsonResponse(500, { error: { code: "internal_error", message: "Something went wrong" } });
    renderCatalogue();
    await screen.findAllByRole("article");
    await userEvent.click(enrollButton("NLP Essentials"));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(catalogueToasts.enrollFailed));

    vi.mocked(getCurrentUser).mockRejectedValue(new Error("Session lookup failed with HTTP 503"));
    await userEvent.click(enrollButton("NLP Essentials"));
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(2));
    expect(toastError).toHaveBeenLastCalledWith(catalogueToasts.enrollFailed);
  });

  it("sends the visitor to /auth when the session ended before the enrolment", async () => {
    vi.mocked(getCurrentUser).mockResolvedValue(user);
    enrollHandler = () => jsonResponse(401, { error: { code: "unauthorized", message: "Sign in first" } });
    renderCatalogue();
    await screen.findAllByRole("article");
    await userEvent.click(enrollButton("NLP Essentials"));
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });
});
