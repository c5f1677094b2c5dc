// The case-studies page: six customer stories (spec section 3: Customer story), headline stats and
// the display-only industry chips. Fixed content, never fetched.

export type StoryIndustry =
  | "IT Services"
  | "Healthcare"
  | "Financial Services"
  | "E-commerce"
  | "Manufacturing"
  | "EdTech";

export const STORY_INDUSTRIES: StoryIndustry[] = [
  "IT Services",
  "Healthcare",
  "Financial Services",
  "E-commerce",
  "Manufacturing",
  "EdTech",
];

export interface StoryResult {
  metric: string;
  value: string;
}

export interface CustomerStory {
  id: number;
  company: string;
  industry: StoryIndustry;
  size: string;
  challenge: string;
  solution: string;
  /** Four result metrics. */
  results: StoryResult[];
  testimonial: { quote: string; author: string; role: string };
  tags: string[];
}

export const caseStudyStats = [
  { value: "1000+", label: "Enterprise clients" },
  { value: "500K+", label: "Professionals trained" },
  { value: "3.5x", label: "Average ROI" },
  { value: "98%", label: "Client satisfaction" },
];

export const customerStories: CustomerStory[] = [
  {
    id: 1,
    company: "Infoway Technologies",
    industry: "IT Services",
    size: "12,000 employees",
    challenge:
      "Clients were asking for generative AI projects, but fewer than 5% of Infoway's engineers had shipped a machine-learning system, and hiring could not close the gap fast enough.",
    solution:
      "A role-based programme for 2,400 engineers: a four-week foundation track, then specialist tracks in LLM applications and MLOps, with capstones built on real client problems and weekly mentor reviews.",
    results: [
      { metric: "Engineers certified", value: "2,400" },
      { metric: "New AI project revenue", value: "₹180 Cr" },
      { metric: "Time to staff AI projects", value: "-60%" },
      { metric: "Programme completion", value: "94%" },
    ],
    testimonial: {
      quote:
        "We turned our delivery teams into AI teams in under a year. The capstones meant people were productive on client work from day one.",
      author: "Suresh Reddy",
      role: "Chief Technology Officer, Infoway Technologies",
    },
    tags: ["Generative AI", "MLOps", "Corporate Training"],
  },
  {
    id: 2,
    company: "Sanjeevani Hospitals",
    industry: "Healthcare",
    size: "18 hospitals",
    challenge:
      "Radiology backlogs were growing, and clinicians distrusted the AI triage tools the group had bought because nobody could explain how they worked or when they failed.",
    solution:
      "A clinical AI literacy programme for 300 doctors and technicians, plus a hands-on track for the analytics team on validating imaging models against local patient data.",
    results: [
      { metric: "Report turnaround", value: "-45%" },
      { metric: "Clinicians trained", value: "300" },
      { metric: "Triage tool adoption", value: "3x" },
      { metric: "Models validated in-house", value: "6" },
    ],
    testimonial: {
      quote:
        "Our doctors now question the models the right way. Adoption went up because trust went up.",
      author: "Dr. Anjali Deshmukh",
      role: "Chief Medical Information Officer, Sanjeevani Hospitals",
    },
    tags: ["Medical Imaging", "AI Literacy", "Model Validation"],
  },
  {
    id: 3,
    company: "Pragati Finance",
    industry: "Financial Services",
    size: "5,500 employees",
    challenge:
      "Rising fraud losses in digital lending, and a rules engine that flagged so many genuine applications that customers abandoned their loans.",
    solution:
      "A twelve-week fraud analytics programme for the risk team covering feature engineering, gradient boosting and explainability, followed by a supervised deployment of the team's own model.",
    results: [
      { metric: "Fraud losses", value: "-52%" },
      { metric: "False positives", value: "-35%" },
      { metric: "Loan approval time", value: "-40%" },
      { metric: "Analysts up-skilled", value: "85" },
    ],
    testimonial: {
      quote:
        "The team built a model our regulators were comfortable with because they could explain every decision it made.",
      author: "Ramesh Iyer",
      role: "Chief Risk Officer, Pragati Finance",
    },
    tags: ["Fraud Detection", "Explainable AI", "Risk Analytics"],
  },
  {
    id: 4,
    company: "ShopKart",
    industry: "E-commerce",
    size: "3,200 employees",
    challenge:
      "Recommendations were hand-tuned by category managers, and the small data-science team could not keep up with festive-season demand forecasting.",
    solution:
      "Up-skilling for 60 analysts in recommender systems and time-series forecasting, and an AI fundamentals course for 400 category managers so they could work with the models.",
    results: [
      { metric: "Conversion rate", value: "+18%" },
      { metric: "Forecast accuracy", value: "95%" },
      { metric: "Stock-outs in festive sale", value: "-30%" },
      { metric: "Staff trained", value: "460" },
    ],
    testimonial: {
      quote:
        "Our best festive season ever, and for the first time the forecasts came from our own people.",
      author: "Nisha Agarwal",
      role: "VP Data & Analytics, ShopKart",
    },
    tags: ["Recommender Systems", "Forecasting", "Up-skilling"],
  },
  {
    id: 5,
    company: "Bharat Precision Components",
    industry: "Manufacturing",
    size: "2,800 employees",
    challenge:
      "Unplanned machine downtime was costing two shifts a month, and quality inspection relied on manual checks that missed fine surface defects.",
    solution:
      "Plant engineers learnt predictive maintenance on their own sensor data, and a computer-vision track trained the quality team to build and monitor a defect-detection model.",
    results: [
      { metric: "Unplanned downtime", value: "-38%" },
      { metric: "Defect detection rate", value: "99.2%" },
      { metric: "Annual savings", value: "₹12 Cr" },
      { metric: "Engineers trained", value: "120" },
    ],
    testimonial: {
      quote:
        "Our engineers now build the models themselves. That changed how the whole plant thinks about data.",
      author: "Prakash Kulkarni",
      role: "Plant Head, Bharat Precision Components",
    },
    tags: ["Predictive Maintenance", "Computer Vision", "Industry 4.0"],
  },
  {
    id: 6,
    company: "VidyaPath Learning",
    industry: "EdTech",
    size: "900 employees",
    challenge:
      "Learners dropped out of courses without warning, and content teams wanted to personalise learning paths but had no machine-learning expertise.",
    solution:
      "An institutional programme for product, content and data teams on learner analytics, dropout prediction and responsible personalisation, with a faculty development track for instructors.",
    results: [
      { metric: "Course completion", value: "+27%" },
      { metric: "Dropout prediction accuracy", value: "88%" },
      { metric: "Personalised paths launched", value: "40" },
      { metric: "Team members trained", value: "150" },
    ],
    testimonial: {
      quote:
        "We now spot learners who are struggling weeks earlier, and our content teams design with data.",
      author: "Deepa Joshi",
      role: "Chief Product Officer, VidyaPath Learning",
    },
    tags: ["Learner Analytics", "Personalisation", "Institutional Training"],
  },
];
