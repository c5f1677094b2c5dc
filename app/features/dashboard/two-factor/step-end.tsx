import { Button } from "~/components/ui/button";
import { FormMessage } from "~/features/auth/form-message";

/** The end of a step's form: its error line (which describes the step's field) and the Submit / Cancel buttons. */
export function StepEnd(props: { messageId: string; error: string | null; busy: boolean; action: string; busyAction: string; onCancel: () => void }) {
  const { messageId, error, busy, onCancel } = props;
  return (
    <>
      <FormMessage id={messageId} tone="error">
        {error}
      </FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="gradient" disabled={busy}>
          {busy ? props.busyAction : props.action}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </>
  );
}

