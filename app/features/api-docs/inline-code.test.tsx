// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { requestHeaders } from "~/content/api-docs/api-docs-page";
import { apiDocsContent } from "./api-docs-content.server";
import { InlineCode } from "./inline-code";

describe("InlineCode", () => {
  it("shows backticked parts as code and the rest as text", () => {
    const { container } = render(<p><InlineCode text="Send `Authorization: Bearer <token>` on `POST` calls." /></p>);
    expect(container.textContent).toBe("Send Authorization: Bearer <token> on POST calls.");
    expect([...container.querySelectorAll("code")].map((c) => c.textContent)).toEqual(["Authorization: Bearer <token>", "POST"]);
  });

  it("finds every backtick paired in the docs' prose", () => {
    const { tabs, endpoints, statusCodes } = apiDocsContent();
    const texts = [
      ...tabs.map((t) => t.intro ?? ""),
      ...endpoints.flatMap((e) => [e.description, ...[...(e.body ?? []), ...(e.query ?? []), ...(e.pathParams ?? [])].map((f) => f.description)]),
      ...requestHeaders.map((h) => h.description),
      ...statusCodes.map((s) => s.when),
    ];
    for (const text of texts) expect(text.split("`").length % 2, text).toBe(1);
  });
});
