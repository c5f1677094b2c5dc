import { Send, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { company } from "#contracts/company";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { CHAT_REPLY_DELAY_MS, chatReplies, chatReplyFor, formatChatTime, type ChatMessage } from "./chat-replies";

interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  // Messages keep their English text (the reply's id) and show in the page's language, so a
  // conversation follows the visitor from an English page to a Hindi one.
  const { t, locale } = useT();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: "1", text: chatReplies.greeting, isBot: true, timestamp: new Date() },
  ]);
  // The message box is a form like every other (react-hook-form); it has nothing to check but that
  // something was typed, which only enables Send.
  const form = useForm<{ message: string }>({ defaultValues: { message: "" } });
  const typed = useWatch({ control: form.control, name: "message" }).trim();
  const listEnd = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  useEffect(() => {
    if (open) form.setFocus("message");
  }, [open, form]);

  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: "end" });
  }, [messages, open]);

  function deliver({ message }: { message: string }) {
    const text = message.trim();
    if (!text) return;
    const now = Date.now();
    setMessages((list) => [...list, { id: String(now), text, isBot: false, timestamp: new Date(now) }]);
    form.reset();
    const timer = window.setTimeout(() => {
      setMessages((list) => [
        ...list,
        { id: String(now + 1), text: chatReplyFor(text), isBot: true, timestamp: new Date() },
      ]);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.push(timer);
  }

  // Made when the form is submitted, not during render: React's compiler rules count the handler
  // handleSubmit() wraps as render code otherwise (and it reads the clock).
  function send(event: FormEvent) {
    void form.handleSubmit(deliver)(event);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed right-4 bottom-4 z-40 flex h-[500px] max-h-[calc(100dvh-2rem)] w-96 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl"
    >
      {/* A div, not <header>: a header here would be a second banner landmark. */}
      <div className="flex items-center justify-between bg-gradient-to-r from-brand-600 to-purple-700 px-4 py-3 text-white">
        <div className="flex items-center gap-2">
          <span className="size-2.5 rounded-full bg-green-400" aria-hidden="true" />
          <h2 id="chat-title" className="font-semibold">
            {t("AI Assistant")}
          </h2>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("Close chat")}
          className="rounded p-1 hover:bg-white/20"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>

      {/* Focusable so keyboard users can scroll back through the conversation. */}
      <div
        className="flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        role="log"
        aria-live="polite"
        aria-label={t("Messages")}
        tabIndex={0}
      >
        <ol className="space-y-3">
        {messages.map((m) => (
          <li key={m.id} className={cn("flex", m.isBot ? "justify-start" : "justify-end")}>
            <div
              className={cn(
                "max-w-[80%] rounded-lg px-3 py-2 text-sm",
                m.isBot ? "bg-slate-100 text-slate-900" : "bg-brand-600 text-white",
              )}
            >
              <p>{m.isBot ? t(m.text) : m.text}</p>
              <p className={cn("mt-1 text-xs", m.isBot ? "text-slate-600" : "text-brand-100")}>
                {formatChatTime(m.timestamp, locale)}
              </p>
            </div>
          </li>
        ))}
        </ol>
        <div ref={listEnd} />
      </div>

      <form method="post" onSubmit={send} className="flex gap-2 border-t border-slate-200 p-3">
        <input
          {...form.register("message")}
          placeholder={t("Type your message...")}
          aria-label={t("Message")}
          className="h-10 flex-1 rounded-md border border-slate-300 px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <button
          type="submit"
          aria-label={t("Send message")}
          disabled={!typed}
          className="flex size-10 items-center justify-center rounded-md bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-60"
        >
          <Send className="size-4" aria-hidden="true" />
        </button>
      </form>
      <p className="pb-2 text-center text-xs text-slate-600">{t("Powered by {name}", { name: company.name })}</p>
    </section>
  );
}
