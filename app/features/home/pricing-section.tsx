import { Link } from "react-router";
import { Section } from "~/components/layout/section";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { freeTrial } from "~/content/home/free-trial";
import { pricingPlans } from "~/content/home/pricing-plans";
import { cn } from "~/lib/cn";
import { useT } from "~/i18n/i18n";
import { Icon, iconPaths } from "./icon";
import { sectionIcons } from "~/components/ui/section-icons";

export function PricingSection() {
  const { t, href } = useT();
  return (
    <Section id="pricing" title={t("Simple, transparent pricing")} description={t("Prices from, per hour, in US dollars and Indian rupees.")}>
      <div className="grid gap-8 lg:grid-cols-3">
        {pricingPlans.map((plan) => {
          const custom = !plan.priceUSD.startsWith("$");
          return (
            <Card
              key={plan.name}
              className={cn("relative flex flex-col p-6", plan.highlighted && "border-brand-600 shadow-xl ring-2 ring-brand-600")}
            >
              {plan.badge && (
                <Badge tone="solid" className="absolute -top-3 left-1/2 -translate-x-1/2">
                  {t(plan.badge)}
                </Badge>
              )}
              <h3 className="text-xl font-bold text-slate-900">{plan.name}</h3>
              <p className="text-sm font-medium text-brand-700">{t(plan.subtitle)}</p>
              <p className="mt-3 text-sm text-slate-600">{t(plan.description)}</p>
              <p className="mt-6 text-sm text-slate-600">{t("Price from")}</p>
              <p className="flex flex-wrap items-baseline gap-x-2 text-slate-600">
                <span className="text-4xl font-bold text-slate-900">{custom ? t(plan.priceUSD) : plan.priceUSD}</span>
                {custom ? t("or a") : t("or")}
                <span className="text-2xl font-semibold text-slate-900">{custom ? t(plan.priceINR) : plan.priceINR}</span>
                {!custom && <span className="text-sm">{t("per hour")}</span>}
              </p>
              <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
                <Icon d={sectionIcons.clock} className="size-4 text-brand-700" />
                {t("Duration: {duration}", { duration: t(plan.duration) })}
              </p>
              {plan.features.length > 0 && (
                <ul className="mt-6 space-y-2 text-sm text-slate-700">
                  {plan.features.map((f) => (
                    <li key={f} className="flex gap-2">
                      <Icon d={iconPaths.check} className="size-4 shrink-0 text-green-700" />
                      {t(f)}
                    </li>
                  ))}
                </ul>
              )}
              {plan.extraFees.length > 0 && (
                <>
                  <h4 className="mt-5 text-sm font-semibold text-slate-900">{t("Extra fees")}</h4>
                  <ul className="mt-2 space-y-1 text-sm text-slate-600">
                    {plan.extraFees.map((f) => (
                      <li key={f}>{t(f)}</li>
                    ))}
                  </ul>
                </>
              )}
              <div className="mt-auto pt-8">
                <Link
                  to={href(plan.cta.href)}
                  className={cn(buttonVariants({ variant: plan.highlighted ? "gradient" : "outline", size: "lg" }), "w-full")}
                >
                  {t(plan.cta.label)}
                </Link>
              </div>
            </Card>
          );
        })}
      </div>
      <p className="mt-8 flex items-center justify-center gap-2 text-center font-medium text-slate-700">
        <Icon d={iconPaths.check} className="size-5 shrink-0 text-green-700" />
        {t("Every plan starts with a {trial}.", { trial: t(freeTrial) })}
      </p>
    </Section>
  );
}
