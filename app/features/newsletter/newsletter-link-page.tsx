import { AlertCircle, CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ApiError, apiFetch } from "~/lib/api-client";
import { paths } from "#contracts/pages";

// The pages the newsletter's links open: /newsletter/confirm?token=… (the confirmation mail) and
// /newsletter/unsubscribe?token=… (every issue). Each asks for a click before it acts: mail
// scanners open links, and must neither subscribe nor unsubscribe anyone.

type Action = "confirm" | "unsubscribe";

const texts = {
  confirm: {
    title: "Confirm Your Subscription",
    intro: "One click, and the Cortexa AI newsletter comes to your inbox.",
    button: "Confirm subscription",
    busy: "Confirming...",
    done: (email: string) => `You are subscribed: the newsletter will come to ${email}. Every issue has a link to unsubscribe.`,
    invalid: "This confirmation link is not valid: it was already used, or it expired. Subscribe again in the footer of any page to get a new one.",
  },
  unsubscribe: {
    title: "Unsubscribe from the Newsletter",
    intro: "We will stop sending you the newsletter and erase your address.",
    button: "Unsubscribe",
    busy: "Unsubscribing...",
    done: (email: string) => `You are unsubscribed: ${email} is erased from our newsletter list. You will get no more issues.`,
    invalid: "This address is not subscribed: it was already unsubscribed, or the link is not valid.",
  },
} as const;

type State = { name: "ready" } | { name: "busy" } | { name: "done"; email: string } | { name: "error"; message: string };

export function NewsletterLinkPage({ action }: { action: Action }) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const text = texts[action];
  const [state, setState] = useState<State>({ name: "ready" });
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.name === "done" || state.name === "error") result.current?.focus();
  }, [state.name]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ name: "busy" });
    try {
      const answer = await apiFetch<{ email: string }>(`/api/v1/newsletter/${action}`, { method: "POST", body: JSON.stringify({ token }) });
      setState({ name: "done", email: answer.email });
    } catch (error) {
      const known = error instanceof ApiError && (error.status === 404 || error.status === 400);
      setState({ name: "error", message: known ? text.invalid : "Something went wrong. Please try again." });
    }
  }

  const message =
    state.name === "done" ? (
      <p className="flex gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {text.done(state.email)}
      </p>
    ) : state.name === "error" ? (
      <p className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {state.message}
      </p>
    ) : null;

  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-purple-50 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">{text.title}</h1>
        <Card className="mt-6 grid gap-4 p-6">
          {!token ? (
            <p role="alert" className="text-sm text-red-800">
              This link is incomplete. Open it again from the e-mail, or copy the whole address into your browser.
            </p>
          ) : (
            <>
              {state.name !== "done" && <p className="text-slate-700">{text.intro}</p>}
              <div ref={result} tabIndex={-1} role="status" aria-live="polite" className="outline-none">
                {message}
              </div>
              {state.name !== "done" && (
                <form onSubmit={submit}>
                  <Button type="submit" variant="gradient" className="w-full" disabled={state.name === "busy"}>
                    {state.name === "busy" && <Loader2 aria-hidden="true" className="animate-spin" />}
                    {state.name === "busy" ? text.busy : text.button}
                  </Button>
                </form>
              )}
            </>
          )}
        </Card>
        <p className="mt-6 text-center text-sm text-slate-600">
          <Link to={paths.home} className="font-medium text-brand-700 hover:underline">
            Back to the home page
          </Link>
        </p>
      </div>
    </section>
  );
}
