import { Button } from "~/components/ui/button";
import { FormMessage } from "~/features/auth/form-message";
import { useT } from "~/i18n/i18n";

/** The end of a step's form: its error line (which describes the step's field) and the Submit / Cancel buttons (English ids). */
export function StepEnd(props: { messageId: string; error: string | null; busy: boolean; action: string; busyAction: string; onCancel: () => void }) {
  const { messageId, error, busy, onCancel } = props;
  const { t } = useT();
  return (
    <>
      <FormMessage id={messageId} tone="error">
        {error}
      </FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="gradient" disabled={busy}>
          {busy ? t(props.busyAction) : t(props.action)}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {t("Cancel")}
        </Button>
      </div>
    </>
  );
}

