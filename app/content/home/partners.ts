/** Organisations we train and build programs with, shown as text in the home page's scrolling strip. */
export const partnerNames = [
  "Kaveri Systems",
  "BluePeak Finance",
  "Indus Data Labs",
  "Meridian Health",
  "Sahyadri Institute of Technology",
  "Deccan Logistics",
  "Orbit Cloud",
  "Northstar Retail",
  "Aurora Robotics",
  "Lotus University",
  "Ganga Fintech",
  "Vertex Manufacturing",
];
