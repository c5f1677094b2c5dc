// The workshops' facts (see ../registration-items.ts): one module per kind, so each listing
// page carries its own items only.
import { kindItems, type ItemFacts } from "../registration-items";

const workshopDay = { startTime: "09:30", endTime: "17:30" };

export const workshopItems: ItemFacts[] = kindItems("workshop", [
  { id: "genai-for-business-leaders", title: "Generative AI for Business Leaders", startDate: "2027-01-16", endDate: "2027-01-17", ...workshopDay, location: "Bengaluru, Prestige Tech Park", online: false, capacity: 30, base: 26, price: 15000 },
  { id: "deep-learning-with-pytorch", title: "Deep Learning with PyTorch", startDate: "2027-01-28", endDate: "2027-01-30", ...workshopDay, location: "Hyderabad, HITEC City and online", online: false, capacity: 25, base: 25, price: 25000 },
  { id: "mlops-in-practice", title: "MLOps in Practice: From Notebook to Production", startDate: "2027-02-11", endDate: "2027-02-12", ...workshopDay, location: "Live online classroom", online: true, capacity: 40, base: 18, price: 20000 },
  { id: "computer-vision-quality-inspection", title: "Computer Vision for Quality Inspection", startDate: "2027-02-25", endDate: "2027-02-27", ...workshopDay, location: "Pune, Hinjewadi Phase 1", online: false, capacity: 50, base: 40, price: 18000 },
]);
