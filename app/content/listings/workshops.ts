// Sample workshops (spec section 3): hard-coded, never fetched. Prices in rupees; capacities 25–50.
import { workshopItems } from "#contracts/items/workshops";
import { durationOf, factsOf } from "#contracts/registration-items";
export type WorkshopLevel = "Beginner" | "Intermediate" | "Advanced";
export type WorkshopFormat = "In-Person" | "Online" | "Hybrid";

export interface Workshop {
  id: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  duration: string;
  location: string;
  capacity: number;
  enrolled: number;
  /** Whole rupees. */
  price: number;
  level: WorkshopLevel;
  topics: string[];
  instructor: string;
  format: WorkshopFormat;
}

/** The card's dates, place, seats and price from the one source the server reads too. */
function facts(id: string) {
  const f = factsOf(workshopItems, id);
  return { id, title: f.title, date: f.startDate, duration: durationOf(f), location: f.location, capacity: f.capacity, enrolled: f.base, price: f.price };
}

export const workshops: Workshop[] = [
  {
    ...facts("genai-for-business-leaders"),
    description:
      "A two-day, non-technical workshop for managers: what large language models can and cannot do, how to pick the first use cases and how to run a pilot safely.",
    level: "Beginner",
    topics: ["LLM fundamentals", "Use-case prioritisation", "Prompt design", "AI governance"],
    instructor: "Dr. Meera Iyer",
    format: "In-Person",
  },
  {
    ...facts("deep-learning-with-pytorch"),
    description:
      "Build, train and tune convolutional and transformer models in PyTorch on GPU notebooks, then profile and export them for serving.",
    level: "Advanced",
    topics: ["Tensors and autograd", "CNNs and transformers", "Mixed-precision training", "Model export"],
    instructor: "Rohan Deshpande",
    format: "Hybrid",
  },
  {
    ...facts("mlops-in-practice"),
    description:
      "Turn a working notebook into a versioned, tested and monitored service: experiment tracking, CI/CD for models, feature stores and drift alerts.",
    level: "Intermediate",
    topics: ["Experiment tracking", "Model CI/CD", "Feature stores", "Drift monitoring"],
    instructor: "Ananya Krishnan",
    format: "Online",
  },
  {
    ...facts("computer-vision-quality-inspection"),
    description:
      "Hands-on defect detection for shop-floor teams: collecting and labelling images, training a detector and deploying it on an edge device.",
    level: "Intermediate",
    topics: ["Image labelling", "Object detection", "Edge deployment"],
    instructor: "Vikram Joshi",
    format: "In-Person",
  },
];
