import { Clock, Headset, Mail, MapPin, MessageSquareReply, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { company, officeHours } from "#contracts/company";
import { replyPromise } from "~/content/contact/contact-page";
import { useT } from "~/i18n/i18n";

/** Addresses, office hours and the reply promise, beside the form. */
export function ContactDetails() {
  const { t } = useT();
  return (
    <div className="grid content-start gap-6">
      <Card className="p-6">
        <h2 className="text-xl font-semibold text-slate-900">{t("Get in touch")}</h2>
        <address className="mt-4 grid gap-4 not-italic">
          <Detail icon={<Mail className="size-5" />} label={t("Email")}>
            <a href={`mailto:${company.email}`} className="text-brand-700 underline-offset-4 hover:underline">
              {company.email}
            </a>
          </Detail>
          <Detail icon={<Headset className="size-5" />} label={t("Learner support")}>
            <a href={`mailto:${company.supportEmail}`} className="text-brand-700 underline-offset-4 hover:underline">
              {company.supportEmail}
            </a>
          </Detail>
          <Detail icon={<Phone className="size-5" />} label={t("Phone")}>
            <a href={company.phoneHref} className="text-brand-700 underline-offset-4 hover:underline">
              {company.phone}
            </a>
          </Detail>
          <Detail icon={<MapPin className="size-5" />} label={t("Office")}>
            {t(company.address.line1)}
            <br />
            {t(company.address.line2)}
            <br />
            {t(company.address.country)}
          </Detail>
        </address>
      </Card>

      <Card className="p-6">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Clock aria-hidden="true" className="size-5 text-brand-600" />
          {t("Office hours")}
        </h2>
        <dl className="mt-4 grid gap-2 text-sm">
          {officeHours.map((h) => (
            <div key={h.days} className="flex justify-between gap-4 border-b border-slate-100 pb-2 last:border-0 last:pb-0">
              <dt className="text-slate-700">{t(h.days)}</dt>
              <dd className={h.hours === "Closed" ? "font-medium text-slate-600" : "font-medium text-slate-900"}>{t(h.hours)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-slate-600">{t("India Standard Time (IST)")}</p>
      </Card>

      <div className="flex gap-3 rounded-xl bg-gradient-to-br from-brand-700 to-purple-800 p-6 text-white">
        <MessageSquareReply aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <h2 className="text-lg font-semibold">{t("Reply {within}", { within: t(company.replyWithin) })}</h2>
          <p className="mt-1 text-sm text-brand-50">{t(replyPromise)} {t("Urgent? Call us during office hours.")}</p>
        </div>
      </div>
    </div>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="text-sm">
        <p className="font-medium text-slate-900">{label}</p>
        <div className="mt-0.5 text-slate-700">{children}</div>
      </div>
    </div>
  );
}
