// The webinars' facts (see ../registration-items.ts): one module per kind, so each listing
// page carries its own items only.
import { kindItems, type ItemFacts } from "../registration-items";

const joinUrl = (id: string) => `https://live.cortexa.ai/webinars/${id}`;

export const webinarItems: ItemFacts[] = kindItems("webinar", [
  { id: "introduction-to-prompt-engineering", title: "Introduction to Prompt Engineering", startDate: "2027-01-12", endDate: "2027-01-12", startTime: "18:00", endTime: "19:00", location: "Online", online: true, capacity: 1000, base: 742, price: 0, joinUrl: joinUrl("introduction-to-prompt-engineering") },
  { id: "building-ai-agents-with-tool-use", title: "Building AI Agents with Tool Use", startDate: "2027-01-20", endDate: "2027-01-20", startTime: "19:00", endTime: "21:00", location: "Online", online: true, capacity: 300, base: 300, price: 999, joinUrl: joinUrl("building-ai-agents-with-tool-use") },
  { id: "data-storytelling-with-ai-dashboards", title: "Data Storytelling with AI-Powered Dashboards", startDate: "2027-02-02", endDate: "2027-02-02", startTime: "17:30", endTime: "19:00", location: "Online", online: true, capacity: 500, base: 463, price: 0, joinUrl: joinUrl("data-storytelling-with-ai-dashboards") },
  { id: "ai-for-hr-and-talent-teams", title: "AI for HR and Talent Teams", startDate: "2027-02-16", endDate: "2027-02-16", startTime: "11:00", endTime: "12:00", location: "Online", online: true, capacity: 250, base: 88, price: 499, joinUrl: joinUrl("ai-for-hr-and-talent-teams") },
]);
