import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { MessageCircleIcon } from "~/components/ui/shell-icons";
import { loadIfTappedEarly } from "~/lib/early-input";
import { useT } from "~/i18n/i18n";
import { subscribeOpenChat } from "./open-chat";

const loadChatPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadChatPanel);
loadIfTappedEarly('[data-opens="chat"]', loadChatPanel);

/**
 * The floating assistant on every page. The round button is part of the page; the panel's code
 * loads on first open. Once opened the panel stays mounted (hidden when closed) so the
 * conversation survives closing it and navigating between pages.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const { t } = useT();

  // Closing the panel gives focus back to the button that opened it.
  useEffect(() => {
    if (!open && wasOpen.current) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => subscribeOpenChat(() => openPanel()), []);

  function openPanel() {
    setLoaded(true);
    setOpen(true);
  }

  return (
    <>
      {!open && (
        <button
          ref={launcher}
          type="button"
          onClick={openPanel}
          aria-label={t("Open AI Assistant chat")}
          data-opens="chat"
          aria-haspopup="dialog"
          className="fixed right-6 bottom-6 z-40 flex size-14 items-center justify-center rounded-full bg-gradient-to-r from-brand-600 to-purple-700 text-white shadow-lg transition-transform hover:scale-105"
        >
          <MessageCircleIcon className="size-6" />
        </button>
      )}
      {loaded && (
        <Suspense
          fallback={
            <div
              role="status"
              className="fixed right-6 bottom-6 z-40 rounded-lg bg-white px-4 py-3 text-sm text-slate-700 shadow-lg"
            >
              {t("Opening chat...")}
            </div>
          }
        >
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
