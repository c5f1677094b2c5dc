// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "./app-error";

describe("AppError", () => {
  afterEach(cleanup);

  it("shows the heading and the error's message", () => {
    render(<AppError error={new Error("Cannot read the catalogue")} />);
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("Cannot read the catalogue")).toBeInTheDocument();
  });

  it("shows a route error's status", () => {
    render(<AppError error={{ status: 503, statusText: "Service Unavailable", internal: false, data: null }} />);
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
  });
});
