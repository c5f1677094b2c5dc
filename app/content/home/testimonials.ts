import type { Testimonial } from "../testimonial";

export const testimonials: Testimonial[] = [
  {
    name: "Priya Raghavan",
    role: "Head of Learning & Development",
    company: "Kaveri Systems",
    location: "Bengaluru",
    content:
      "We trained 180 engineers in applied machine learning in one quarter. The mentors worked on our own data, and three pilot projects went to production within weeks of the program.",
    rating: 5,
    initials: "PR",
  },
  {
    name: "Arjun Mehta",
    role: "Data Scientist",
    company: "BluePeak Finance",
    location: "Mumbai",
    content:
      "I moved from reporting analyst to data scientist through the re-skilling track. The capstone on credit-risk modelling was the project my interviewers asked about most.",
    rating: 5,
    initials: "AM",
  },
  {
    name: "Dr. Kavitha Nair",
    role: "Dean of Engineering",
    company: "Sahyadri Institute of Technology",
    location: "Pune",
    content:
      "The faculty development program and lab support helped us launch an AI minor for 600 students. Our placement numbers in AI roles doubled the following year.",
    rating: 5,
    initials: "KN",
  },
];
