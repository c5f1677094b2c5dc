/** A testimonial (spec: name, role, company, location, content, rating, initials): the home page's and the solution pages'. */
export interface Testimonial {
  name: string;
  role: string;
  company: string;
  location: string;
  content: string;
  /** Out of 5. */
  rating: number;
  initials: string;
}
