import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert } from "~/features/admin/form-fields";
import { toastSuccess } from "~/features/toast/toast";
import { apiErrorText } from "~/i18n/api-error-text";
import { useT } from "~/i18n/i18n";
import type { Organisation } from "#contracts/organisations";
import { useSetJoinDomain } from "./team-api";

// Join by domain on /team/people (owners): open the organisation to the domain of the owner's own
// address, so colleagues with a confirmed address there join without an invitation while seats
// last, or close it. The server refuses public mail domains with a message that says why.

export function JoinDomainPanel({ organisation }: { organisation: Organisation }) {
  const change = useSetJoinDomain(organisation.id);
  const translator = useT();
  const { t } = translator;
  const open = organisation.join_domain !== null;
  const toggle = () =>
    change.mutateAsync(!open).then(
      ({ organisation: now }) => toastSuccess({ title: now.join_domain ? t("Open to @{domain}", { domain: now.join_domain }) : t("Join by domain is off"), description: now.name }),
      () => {},
    );
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <section aria-labelledby="join-domain-heading" className="grid gap-3">
        <h2 id="join-domain-heading" className="text-lg font-semibold text-slate-900">
          {t("Join by company domain")}
        </h2>
        <p className="text-sm text-slate-600" role="status">
          {open
            ? t("On: anyone with a confirmed address at @{domain} can join as a learner without an invitation, while seats last.", { domain: organisation.join_domain ?? "" })
            : t("Off: only the people you invite can join. Turn it on to let colleagues with a confirmed address at your company's domain (the one of your own address) join without an invitation, while seats last. Not possible for public mail services such as Gmail.")}
        </p>
        <FormAlert message={change.error ? apiErrorText(change.error, translator, "Could not change it. Please try again.") : undefined} />
        <div>
          <Button variant={open ? "outline" : "default"} disabled={change.isPending || (!open && organisation.read_only)} onClick={toggle}>
            {change.isPending ? t("Saving...") : open ? t("Turn off join by domain") : t("Let colleagues join by domain")}
          </Button>
        </div>
      </section>
    </Card>
  );
}
