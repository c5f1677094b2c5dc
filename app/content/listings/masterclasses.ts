// Sample masterclasses (spec section 3): hard-coded, never fetched. 60,000–80,000 rupees, each
// with a higher original price; 30–50 seats.
import { masterclassItems } from "#contracts/items/masterclasses";
import { factsOf } from "#contracts/registration-items";
export interface Masterclass {
  id: string;
  title: string;
  description: string;
  /** ISO dates, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  duration: string;
  location: string;
  instructor: string;
  instructorTitle: string;
  instructorBio: string;
  capacity: number;
  enrolled: number;
  /** Whole rupees. */
  price: number;
  /** Whole rupees, higher than price. */
  originalPrice: number;
  modules: string[];
  outcomes: string[];
  prerequisites: string[];
  rating: number;
  reviews: number;
  isExclusive: boolean;
}

/** The card's dates, place, seats and price from the one source the server reads too. */
function facts(id: string) {
  const f = factsOf(masterclassItems, id);
  return { id, title: f.title, startDate: f.startDate, endDate: f.endDate, location: f.location, capacity: f.capacity, enrolled: f.base, price: f.price };
}

export const masterclasses: Masterclass[] = [
  {
    ...facts("large-language-models-theory-to-production"),
    description:
      "A ten-week deep dive into how LLMs work and how to fine-tune, evaluate and serve them at enterprise scale, ending with a capstone deployment.",
    duration: "10 weeks",
    instructor: "Dr. Kavitha Subramanian",
    instructorTitle: "Former Principal Research Scientist, Large-Scale NLP",
    instructorBio:
      "Kavitha has led language-model research teams for twelve years and has published more than forty papers on efficient training and evaluation.",
    originalPrice: 95000,
    modules: [
      "Transformer architecture in depth",
      "Pre-training data and tokenisation",
      "Fine-tuning with LoRA and QLoRA",
      "Evaluation and red-teaming",
      "Serving, quantisation and cost control",
      "Capstone: deploy an enterprise assistant",
    ],
    outcomes: [
      "Fine-tune and evaluate an open-weight LLM on your own data",
      "Design a cost-aware serving architecture",
      "Run a red-team review before launch",
      "Present a production-ready capstone to a review panel",
    ],
    prerequisites: ["Python", "Working knowledge of deep learning"],
    rating: 4.9,
    reviews: 128,
    isExclusive: true,
  },
  {
    ...facts("computer-vision-systems"),
    description:
      "Eight weeks of building detection, segmentation and tracking systems that hold up in real factories, hospitals and retail stores.",
    duration: "8 weeks",
    instructor: "Arjun Malhotra",
    instructorTitle: "Head of Vision AI, Cortexa AI",
    instructorBio:
      "Arjun has shipped vision systems to more than thirty manufacturing plants and mentors the Cortexa computer-vision residency.",
    originalPrice: 85000,
    modules: [
      "Modern detection architectures",
      "Segmentation for inspection",
      "Multi-object tracking",
      "Data-centric model improvement",
      "Edge deployment and monitoring",
    ],
    outcomes: [
      "Build an inspection pipeline from labelled data to edge device",
      "Diagnose and fix failure modes with data-centric methods",
      "Monitor a deployed model for drift",
    ],
    prerequisites: ["Python", "Basic PyTorch"],
    rating: 4.8,
    reviews: 96,
    isExclusive: true,
  },
  {
    ...facts("ai-product-strategy-for-leaders"),
    description:
      "For product and business leaders: find AI opportunities worth building, size them, staff them and measure what they return.",
    duration: "8 weeks",
    instructor: "Rahul Sethi",
    instructorTitle: "Former VP Product, Consumer Fintech",
    instructorBio:
      "Rahul has built and led AI product teams at two unicorn fintechs and advises enterprises on AI portfolio strategy.",
    originalPrice: 72000,
    modules: [
      "Finding problems worth solving with AI",
      "Build, buy or partner",
      "Data strategy for product teams",
      "Measuring AI ROI",
    ],
    outcomes: [
      "A prioritised AI roadmap for your organisation",
      "A business case template your finance team will accept",
      "A framework for responsible product launches",
    ],
    prerequisites: ["Three or more years in a product or business leadership role"],
    rating: 4.7,
    reviews: 64,
    isExclusive: false,
  },
  {
    ...facts("reinforcement-learning-decision-intelligence"),
    description:
      "From bandits to deep reinforcement learning: optimise pricing, supply chains and recommendations with agents that learn from feedback.",
    duration: "10 weeks",
    instructor: "Dr. Sanjay Verma",
    instructorTitle: "Professor of Operations Research",
    instructorBio:
      "Sanjay teaches decision science and has applied reinforcement learning to inventory and pricing problems for large retailers.",
    originalPrice: 100000,
    modules: [
      "Multi-armed bandits and A/B testing",
      "Markov decision processes",
      "Deep Q-learning and policy gradients",
      "Offline reinforcement learning",
      "Simulation for supply chains",
      "Safe deployment of learning agents",
      "Capstone: a dynamic pricing agent",
    ],
    outcomes: [
      "Frame a business decision as a reinforcement learning problem",
      "Train and evaluate agents offline before they touch customers",
      "Deploy a bandit-based experiment in production",
    ],
    prerequisites: ["Python", "Probability and statistics", "Basic machine learning"],
    rating: 4.9,
    reviews: 52,
    isExclusive: true,
  },
];
