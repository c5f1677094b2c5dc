// Mail domains anyone can get an address at: an address there says nothing about where a person
// works. "Join by domain" (issue 26; docs/decisions/020-organisations.md) is never offered for
// them, so an owner at gmail.com cannot open their organisation to every Gmail user. The one list;
// lower case, without subdomains (a subdomain of one counts as it).
const PUBLIC_MAIL_DOMAINS = new Set([
  "aol.com",
  "fastmail.com",
  "gmail.com",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "googlemail.com",
  "hey.com",
  "hotmail.co.uk",
  "hotmail.com",
  "icloud.com",
  "live.com",
  "mac.com",
  "mail.com",
  "mail.ru",
  "me.com",
  "msn.com",
  "outlook.com",
  "proton.me",
  "protonmail.com",
  "qq.com",
  "rediffmail.com",
  "tutanota.com",
  "web.de",
  "yahoo.co.in",
  "yahoo.co.uk",
  "yahoo.com",
  "yandex.com",
  "yandex.ru",
  "zoho.com",
  "163.com",
  "126.com",
  // Reserved for examples and tests (RFC 2606): never a company.
  "example.com",
  "example.org",
  "example.net",
]);

/** The domain of an address, lower case ("asha@Acme.co.in" → "acme.co.in"). */
export const mailDomainOf = (email: string): string => email.slice(email.lastIndexOf("@") + 1).trim().toLowerCase();

/** Whether anyone can have an address at this domain (or a subdomain of such a domain). */
export function isPublicMailDomain(domain: string): boolean {
  const parts = domain.toLowerCase().split(".");
  for (let i = 0; i < parts.length - 1; i++) if (PUBLIC_MAIL_DOMAINS.has(parts.slice(i).join("."))) return true;
  return false;
}
