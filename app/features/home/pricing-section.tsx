import { Link } from "react-router";
import { Section } from "~/components/layout/section";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { freeTrial } from "~/content/home/free-trial";
import { pricingPlans } from "~/content/home/pricing-plans";
import { cn } from "~/lib/cn";
import { Icon, iconPaths } from "./icon";
import { sectionIcons } from "~/components/ui/section-icons";

export function PricingSection() {
  return (
    <Section id="pricing" title="Simple, transparent pricing" description="Prices from, per hour, in US dollars and Indian rupees.">
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
                  {plan.badge}
                </Badge>
              )}
              <h3 className="text-xl font-bold text-slate-900">{plan.name}</h3>
              <p className="text-sm font-medium text-brand-700">{plan.subtitle}</p>
              <p className="mt-3 text-sm text-slate-600">{plan.description}</p>
              <p className="mt-6 text-sm text-slate-600">Price from</p>
              <p className="flex flex-wrap items-baseline gap-x-2 text-slate-600">
                <span className="text-4xl font-bold text-slate-900">{plan.priceUSD}</span>
                {custom ? "or a" : "or"}
                <span className="text-2xl font-semibold text-slate-900">{plan.priceINR}</span>
                {!custom && <span className="text-sm">per hour</span>}
              </p>
              <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
                <Icon d={sectionIcons.clock} className="size-4 text-brand-700" />
                Duration: {plan.duration}
              </p>
              {plan.features.length > 0 && (
                <ul className="mt-6 space-y-2 text-sm text-slate-700">
                  {plan.features.map((f) => (
                    <li key={f} className="flex gap-2">
                      <Icon d={iconPaths.check} className="size-4 shrink-0 text-green-700" />
                      {f}
                    </li>
                  ))}
                </ul>
              )}
              {plan.extraFees.length > 0 && (
                <>
                  <h4 className="mt-5 text-sm font-semibold text-slate-900">Extra fees</h4>
                  <ul className="mt-2 space-y-1 text-sm text-slate-600">
                    {plan.extraFees.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                </>
              )}
              <div className="mt-auto pt-8">
                <Link
                  to={plan.cta.href}
                  className={cn(buttonVariants({ variant: plan.highlighted ? "gradient" : "outline", size: "lg" }), "w-full")}
                >
                  {plan.cta.label}
                </Link>
              </div>
            </Card>
          );
        })}
      </div>
      <p className="mt-8 flex items-center justify-center gap-2 text-center font-medium text-slate-700">
        <Icon d={iconPaths.check} className="size-5 shrink-0 text-green-700" />
        Every plan starts with a {freeTrial}.
      </p>
    </Section>
  );
}
