/** A mailto: link that opens a message with the subject filled in. */
export function mailtoWithSubject(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
