// The Media Kit on the press page (spec section 3, "Media kit item"): 9 files in three groups.

export type MediaKitFormat = "ZIP" | "PDF" | "MP4";

export interface MediaKitItem {
  name: string;
  description: string;
  format: MediaKitFormat;
  size: string;
}

export interface MediaKitGroup {
  title: "Logos & Brand Assets" | "Company Information" | "Product Resources";
  items: MediaKitItem[];
}

export const mediaKit: MediaKitGroup[] = [
  {
    title: "Logos & Brand Assets",
    items: [
      {
        name: "Logo Pack",
        description: "Primary, horizontal and icon logos in colour, black and white (SVG, PNG, EPS).",
        format: "ZIP",
        size: "8.4 MB",
      },
      {
        name: "Brand Guidelines",
        description: "Logo usage, clear space, colours and typography for print and screen.",
        format: "PDF",
        size: "3.2 MB",
      },
      {
        name: "Product Screenshots",
        description: "High-resolution screenshots of the learning platform, labs and dashboards.",
        format: "ZIP",
        size: "24.6 MB",
      },
    ],
  },
  {
    title: "Company Information",
    items: [
      {
        name: "Company Fact Sheet",
        description: "Key facts and figures: founding, offices, learners, clients and programs.",
        format: "PDF",
        size: "640 KB",
      },
      {
        name: "Leadership Bios and Photos",
        description: "Biographies and approved portraits of our leadership team.",
        format: "ZIP",
        size: "15.1 MB",
      },
      {
        name: "Company Overview",
        description: "Our mission, history, milestones and impact in a short presentation.",
        format: "PDF",
        size: "4.8 MB",
      },
    ],
  },
  {
    title: "Product Resources",
    items: [
      {
        name: "Platform Demo Video",
        description: "A three-minute tour of the learner experience and the enterprise console.",
        format: "MP4",
        size: "86 MB",
      },
      {
        name: "Program Catalogue",
        description: "All corporate, institutional and individual programs with durations and outcomes.",
        format: "PDF",
        size: "5.6 MB",
      },
      {
        name: "AI Platform Overview",
        description: "How our AI tutors, assessments and hands-on labs work, in plain language.",
        format: "PDF",
        size: "2.9 MB",
      },
    ],
  },
];
