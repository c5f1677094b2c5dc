import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { freeTrial } from "~/content/home/free-trial";
import { paths } from "#contracts/pages";
import { useT } from "~/i18n/i18n";

const links = [
  { label: "Start Your Free Trial", href: paths.auth, variant: "light" },
  { label: "Browse Programs", href: paths.programs, variant: "outline-light" },
  { label: "Talk to Sales", href: paths.contact, variant: "outline-light" },
] as const;

export function CtaBand() {
  const { t, href } = useT();
  return (
    <section aria-labelledby="get-started" className="bg-gradient-to-br from-brand-900 via-brand-700 to-purple-800 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="get-started" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t("Ready to build your AI advantage?")}
        </h2>
        <p className="mt-4 text-lg text-brand-50">
          {t("Join the enterprises, institutions and learners who grow with Cortexa AI.")} {t(freeTrial)}.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {links.map((l) => (
            <Link key={l.href} to={href(l.href)} className={buttonVariants({ variant: l.variant, size: "lg" })}>
              {t(l.label)}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
