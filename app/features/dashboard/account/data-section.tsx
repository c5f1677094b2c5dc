import { Download, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { myDataExportUrl, type SignInMethods } from "./account-api";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { useT } from "~/i18n/i18n";

// The learner's data: the export, and deleting the account (behind a confirmation that asks for proof).

export function DataSection({ methods }: { methods: SignInMethods }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-sm text-slate-600">
          {t(
            "Everything we hold about you: account, profile, enrolments, certificates, messages you sent us with this address, newsletter subscription and sessions, as one JSON file.",
          )}
        </p>
        <Button asChild variant="outline" className="w-fit">
          <a href={myDataExportUrl} download>
            <Download aria-hidden="true" /> {t("Download my data")}
          </a>
        </Button>
      </div>
      <div className="grid gap-2 border-t border-slate-100 pt-6">
        <h3 className="font-medium text-slate-900">{t("Delete account")}</h3>
        <p className="text-sm text-slate-600">
          {t(
            "Erases your account, profile and sessions for good. Your enrolments stay only as anonymous records for our course statistics. You can sign up again with the same address later.",
          )}
        </p>
        <Button ref={opener} variant="destructive" className="w-fit" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" /> {t("Delete account...")}
        </Button>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} methods={methods} returnFocusTo={opener} />
    </div>
  );
}
