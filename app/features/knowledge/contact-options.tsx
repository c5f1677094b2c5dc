import { Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { company } from "#contracts/company";
import { openChat } from "~/features/chat/open-chat";
import { useT } from "~/i18n/i18n";

function Option({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 mb-5 flex-1 text-sm text-slate-700">{text}</p>
      {children}
    </div>
  );
}

/** Live Chat (opens the floating assistant), support e-mail and support phone. */
export function ContactOptions() {
  const { t } = useT();
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <Option
        icon={<MessageCircle className="size-6" aria-hidden="true" />}
        title={t("Live Chat")}
        text={t("Ask our AI assistant about programs, pricing and more, any time.")}
      >
        <Button variant="gradient" onClick={openChat}>
          {t("Start Live Chat")}
        </Button>
      </Option>
      <Option
        icon={<Mail className="size-6" aria-hidden="true" />}
        title={t("Email Support")}
        text={t("Write to us and we will reply {within}.", { within: t(company.replyWithin) })}
      >
        <a href={`mailto:${company.supportEmail}`} className="font-semibold text-brand-700 hover:underline">
          {company.supportEmail}
        </a>
      </Option>
      <Option
        icon={<Phone className="size-6" aria-hidden="true" />}
        title={t("Phone Support")}
        text={t("Talk to our learner support team, available 24/7.")}
      >
        <a href={company.phoneHref} className="font-semibold text-brand-700 hover:underline">
          {company.phone}
        </a>
      </Option>
    </div>
  );
}
