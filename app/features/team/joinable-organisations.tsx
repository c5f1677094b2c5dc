import { Building2 } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert } from "~/features/admin/form-fields";
import { toastSuccess } from "~/features/toast/toast";
import { paths } from "#contracts/pages";
import { apiErrorText } from "~/i18n/api-error-text";
import { useT } from "~/i18n/i18n";
import { useJoinable, useJoinByDomain } from "./team-api";

// Organisations open to the signed-in person's confirmed company domain (join by domain): shown
// on /team/new and where someone who manages no organisation lands, so a colleague joins the
// company's organisation instead of starting another one. Nothing shows when there is none.

export function JoinableOrganisations() {
  const joinable = useJoinable();
  const join = useJoinByDomain();
  const navigate = useNavigate();
  const translator = useT();
  const { t, tp, href } = translator;
  const list = joinable.data?.organisations ?? [];
  if (list.length === 0) return null;
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <section aria-labelledby="joinable-heading" className="grid gap-3">
        <h2 id="joinable-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Building2 aria-hidden="true" className="size-5" /> {t("Your company is on Cortexa AI")}
        </h2>
        <FormAlert message={join.error ? apiErrorText(join.error, translator, "Could not join. Please try again.") : undefined} />
        <ul className="grid gap-2">
          {list.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3 text-sm">
              <span>
                <span className="font-medium text-slate-900">{o.name}</span>
                <span className="block text-slate-600">
                  {t("Open to @{domain}", { domain: o.domain })} · {tp(o.seats_left, "{count} seat left", "{count} seats left")}
                </span>
              </span>
              <Button
                disabled={join.isPending}
                onClick={() =>
                  join.mutateAsync(o.id).then(() => {
                    toastSuccess({ title: t("You joined {organisation}", { organisation: o.name }), description: t("Programs it assigns you appear on your dashboard.") });
                    navigate(href(paths.dashboard));
                  }, () => {})
                }
              >
                {t("Join {organisation}", { organisation: o.name })}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
