import type { ProgramCategory, ProgramLevel } from "#contracts/vocabulary";

// Sample catalogue for a fresh database: every category, every level, two inactive programs.
export interface SeedProgram {
  title: string;
  description: string;
  category: ProgramCategory;
  level: ProgramLevel;
  duration: string;
  price: number;
  features: string[];
  isActive?: boolean;
}

export const seedPrograms: SeedProgram[] = [
  {
    title: "Data Science Foundations",
    description:
      "Learn to clean, explore and visualise real business data with Python, pandas and SQL, and present findings that drive decisions.",
    category: "data-science",
    level: "beginner",
    duration: "8 weeks",
    price: 24999,
    features: ["Python and pandas from scratch", "SQL for analysts", "Data visualisation with Matplotlib", "Capstone on a real dataset"],
  },
  {
    title: "Applied Statistics for Data Science",
    description:
      "Hypothesis testing, regression and experiment design for analysts who need results they can defend in front of leadership.",
    category: "data-science",
    level: "intermediate",
    duration: "6 weeks",
    price: 29999,
    features: ["A/B test design and analysis", "Linear and logistic regression", "Bayesian thinking for business", "Weekly live clinics"],
  },
  {
    title: "Machine Learning with scikit-learn",
    description:
      "Build, evaluate and tune supervised and unsupervised models, from feature engineering to cross-validated pipelines.",
    category: "machine-learning",
    level: "beginner",
    duration: "10 weeks",
    price: 34999,
    features: ["Supervised and unsupervised learning", "Feature engineering", "Model evaluation and tuning", "Mentor-reviewed projects", "Career guidance"],
  },
  {
    title: "MLOps: Shipping Models to Production",
    description:
      "Version data and models, automate training, deploy behind APIs and monitor drift with the tools used by production ML teams.",
    category: "machine-learning",
    level: "advanced",
    duration: "8 weeks",
    price: 54999,
    features: ["CI/CD for machine learning", "Model serving and monitoring", "Feature stores", "Drift detection"],
  },
  {
    title: "Deep Learning with PyTorch",
    description:
      "Neural networks from first principles to modern architectures, trained on GPUs with PyTorch and best practices for experiments.",
    category: "deep-learning",
    level: "intermediate",
    duration: "12 weeks",
    price: 44999,
    features: ["Neural network fundamentals", "CNNs, RNNs and transformers", "GPU training and mixed precision", "Experiment tracking"],
  },
  {
    title: "Generative AI and Large Language Models",
    description:
      "Fine-tune, evaluate and deploy large language models, and build retrieval-augmented applications that are safe and measurable.",
    category: "deep-learning",
    level: "advanced",
    duration: "10 weeks",
    price: 64999,
    features: ["Prompt engineering and evaluation", "Fine-tuning with LoRA", "Retrieval-augmented generation", "LLM safety and guardrails", "Deployment at scale"],
  },
  {
    title: "Natural Language Processing Essentials",
    description:
      "Text classification, named-entity recognition and sentiment analysis with classic methods and modern transformer models.",
    category: "nlp",
    level: "beginner",
    duration: "6 weeks",
    price: 22999,
    features: ["Text preprocessing", "Classical NLP pipelines", "Transformers with Hugging Face"],
  },
  {
    title: "Conversational AI and Chatbots",
    description:
      "Design and build assistants that understand intent, keep context and hand over to humans gracefully, for support and sales teams.",
    category: "nlp",
    level: "intermediate",
    duration: "8 weeks",
    price: 39999,
    features: ["Intent and entity modelling", "Dialogue management", "LLM-backed assistants", "Analytics and hand-over"],
  },
  {
    title: "Computer Vision Fundamentals",
    description:
      "Image classification, object detection and segmentation with OpenCV and deep learning, applied to quality inspection and retail.",
    category: "computer-vision",
    level: "intermediate",
    duration: "10 weeks",
    price: 42999,
    features: ["Image processing with OpenCV", "Object detection with YOLO", "Segmentation", "Edge deployment"],
  },
  {
    title: "Advanced Computer Vision for Industry",
    description:
      "Multi-camera tracking, 3D vision and video analytics for manufacturing, logistics and smart-city projects.",
    category: "computer-vision",
    level: "advanced",
    duration: "12 weeks",
    price: 69999,
    features: ["Video analytics pipelines", "Multi-object tracking", "3D and depth vision", "Deployment on edge devices"],
  },
  {
    title: "Responsible AI and Ethics",
    description:
      "Fairness, transparency, privacy and governance of AI systems, with practical audits and India's and the EU's regulatory landscape.",
    category: "ai-ethics",
    level: "beginner",
    duration: "4 weeks",
    price: 14999,
    features: ["Bias detection and mitigation", "Explainability techniques", "AI governance frameworks", "Regulatory compliance"],
  },
  {
    title: "AI Governance for Leaders",
    description:
      "Set policy, manage risk and build review boards for AI across the organisation: a programme for managers and executives.",
    category: "ai-ethics",
    level: "advanced",
    duration: "5 weeks",
    price: 49999,
    features: ["Risk assessment", "Model review boards", "Policy templates"],
  },
  {
    title: "Time Series Forecasting",
    description:
      "Forecast demand and capacity with ARIMA, Prophet and gradient boosting. Being refreshed for the next intake.",
    category: "data-science",
    level: "advanced",
    duration: "6 weeks",
    price: 36999,
    features: ["Classical forecasting", "Prophet", "Gradient-boosted forecasts"],
    isActive: false,
  },
  {
    title: "Speech Recognition Basics",
    description:
      "Acoustic features, speech-to-text models and voice interfaces. Retired: its content moved into Conversational AI.",
    category: "nlp",
    level: "intermediate",
    duration: "6 weeks",
    price: 27999,
    features: ["Audio features", "Speech-to-text models", "Voice interfaces"],
    isActive: false,
  },
];
