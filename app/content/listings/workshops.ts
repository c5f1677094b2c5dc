// Sample workshops (spec section 3): hard-coded, never fetched. Prices in rupees; capacities 25–50.
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

export const workshops: Workshop[] = [
  {
    id: "genai-for-business-leaders",
    title: "Generative AI for Business Leaders",
    description:
      "A two-day, non-technical workshop for managers: what large language models can and cannot do, how to pick the first use cases and how to run a pilot safely.",
    date: "2027-01-16",
    duration: "2 days",
    location: "Bengaluru, Prestige Tech Park",
    capacity: 30,
    enrolled: 26,
    price: 15000,
    level: "Beginner",
    topics: ["LLM fundamentals", "Use-case prioritisation", "Prompt design", "AI governance"],
    instructor: "Dr. Meera Iyer",
    format: "In-Person",
  },
  {
    id: "deep-learning-with-pytorch",
    title: "Deep Learning with PyTorch",
    description:
      "Build, train and tune convolutional and transformer models in PyTorch on GPU notebooks, then profile and export them for serving.",
    date: "2027-01-28",
    duration: "3 days",
    location: "Hyderabad, HITEC City and online",
    capacity: 25,
    enrolled: 25,
    price: 25000,
    level: "Advanced",
    topics: ["Tensors and autograd", "CNNs and transformers", "Mixed-precision training", "Model export"],
    instructor: "Rohan Deshpande",
    format: "Hybrid",
  },
  {
    id: "mlops-in-practice",
    title: "MLOps in Practice: From Notebook to Production",
    description:
      "Turn a working notebook into a versioned, tested and monitored service: experiment tracking, CI/CD for models, feature stores and drift alerts.",
    date: "2027-02-11",
    duration: "2 days",
    location: "Live online classroom",
    capacity: 40,
    enrolled: 18,
    price: 20000,
    level: "Intermediate",
    topics: ["Experiment tracking", "Model CI/CD", "Feature stores", "Drift monitoring"],
    instructor: "Ananya Krishnan",
    format: "Online",
  },
  {
    id: "computer-vision-quality-inspection",
    title: "Computer Vision for Quality Inspection",
    description:
      "Hands-on defect detection for shop-floor teams: collecting and labelling images, training a detector and deploying it on an edge device.",
    date: "2027-02-25",
    duration: "3 days",
    location: "Pune, Hinjewadi Phase 1",
    capacity: 50,
    enrolled: 40,
    price: 18000,
    level: "Intermediate",
    topics: ["Image labelling", "Object detection", "Edge deployment"],
    instructor: "Vikram Joshi",
    format: "In-Person",
  },
];
