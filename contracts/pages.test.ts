import { describe, expect, it } from "vitest";
import { NOT_FOUND_PATH, paths, sitePage, sitePages } from "./pages";

describe("the page table", () => {
  it("has one row per path, in the order of paths", () => {
    expect(sitePages.map((p) => p.path)).toEqual(Object.values(paths));
  });

  it("gives every page a title with the brand and a description", () => {
    for (const page of sitePages) {
      expect(page.title).toContain("Cortexa AI");
      expect(page.description.length).toBeGreaterThan(20);
    }
  });

  it("keeps pages for signed-in users and staff out of the sitemap", () => {
    const hidden = sitePages.filter((p) => !p.indexable).map((p) => p.path);
    expect(hidden).toEqual(["/auth", "/dashboard", "/dashboard/learn", "/admin/inquiries", "/admin/subscribers", "/admin/enrollments", "/admin/programs", "/admin/programs/edit", "/admin/registrations", "/admin/certificates", "/admin/jobs", "/admin/users", "/admin/organisations", "/team", "/team/person", "/team/new", "/team/people", "/team/assignments", "/team/join", "/reset-password", "/certificates/verify"]);
  });

  it("finds a page by its path", () => {
    expect(sitePage(paths.contact).title).toBe("Contact Us | Cortexa AI");
    expect(sitePages.map((p): string => p.path)).not.toContain(NOT_FOUND_PATH);
  });
});
