import { describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api-client";
import { showSaveError } from "./form-fields";

describe("showSaveError", () => {
  it("puts the server's field messages beside the fields, focusing the first", () => {
    const setError = vi.fn();
    const error = new ApiError(400, "validation_error", "Please check the form.", { title: "Title is required", price: "Too high" });
    expect(showSaveError(error, setError, "program")).toBe("Please correct the highlighted fields.");
    expect(setError).toHaveBeenNthCalledWith(1, "title", { type: "server", message: "Title is required" }, { shouldFocus: true });
    expect(setError).toHaveBeenNthCalledWith(2, "price", { type: "server", message: "Too high" }, { shouldFocus: false });
  });

  it("says the server's message for other refusals, and a connection hint without an answer", () => {
    const setError = vi.fn();
    expect(showSaveError(new ApiError(409, "program_has_enrollments", "It has enrolments."), setError, "program")).toBe("It has enrolments.");
    expect(showSaveError(new ApiError(0, "network_error", "offline"), setError, "module")).toBe(
      "The module could not be saved. Check your connection and try again.",
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
