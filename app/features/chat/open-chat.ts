// Lets other parts of the site (the help page's Live Chat) open the assistant.
const listeners = new Set<() => void>();

export function openChat() {
  listeners.forEach((listener) => listener());
}

export function subscribeOpenChat(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
