// What a visitor does before the page has hydrated is kept and carried out once it has
// (docs/decisions/007-ready-when-it-looks-ready.md).
//
// Every page is prerendered HTML that paints long before its scripts have run: on a slow phone a
// visitor sees a finished page for about a second in which React does not listen yet. This code
// runs inline in the <head> of every page (scripts/early-input-script.ts compiles it and adds it at
// build time; the server hashes it for the page's CSP like any inline script), before any of the
// body exists, and listens on the document:
//
// - A click, tap, Enter or Space on a control (a button, tab, menu item…) is held back (the
//   browser's own action, such as sending a form as a GET, too), the control is marked busy, and
//   the activation is queued. Links are left alone: they work as plain HTML.
// - A form sent another way (Enter in a form without a submit button) is held back and queued.
// - The search shortcut (Ctrl/⌘ K) and Enter in a field outside a form are queued as keys.
// - Typing is left to the browser, and the last value of every field the visitor changed is noted.
//
// When React has hydrated, the app calls `window.__earlyInput.replay()`: it writes the noted
// values back into fields that hydration emptied and announces them as input (so React state and
// react-hook-form hold them), then replays the queue in order, one activation per task so React
// renders between them. A control activated twice while the page loaded is replayed once (the
// second tap was "nothing happened, again"), unless it has `data-early-input="each"`, where every
// tap counts (carousel arrows).
//
// A part of the page marked `data-hydrates-later` (app/lib/hydration.tsx, HydratesLater) is one
// whose code loads on its own: React hydrates the rest of the page first and leaves that part as
// the HTML drew it until its code is in. What the visitor does there is held the same way, also
// after the replay, and carried out when the app calls `replay()` again, once the part has
// hydrated and lost the mark.
//
// It is self-contained (no imports) because it is compiled to one small inline script.

export interface EarlyInput {
  /**
   * Restores typed values and replays the queue, but for what lies in a part still to hydrate; the
   * app calls it after hydration, and again each time such a part has hydrated.
   */
  replay(): Promise<void>;
  /** performance.now() when the replay finished (for the bench), or undefined before. */
  readyAt?: number;
  /** The controls whose activation is waiting for the replay. */
  queued(): Element[];
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

/** Elements whose activation is queued. Native checkboxes, radios and fields are fields, not controls. */
export const CONTROLS = "button,[role=button],[role=tab],[role=menuitem],[role=option],[role=checkbox],[role=radio],[role=switch],summary,input:is([type=submit],[type=button],[type=image])";

/** Marks a control whose activation is waiting for the page (styled in app.css). */
export const PENDING_ATTRIBUTE = "data-early-pending";

/** Marks a part of the page that React has not hydrated yet while the rest has (see above). */
export const LATER_ATTRIBUTE = "data-hydrates-later";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Step =
  | { kind: "activate"; target: Element; path: number[] }
  | { kind: "submit"; target: HTMLFormElement; path: number[] }
  | { kind: "key"; target: Element; path: number[]; init: KeyboardEventInit };

interface Noted {
  target: Field;
  path: number[];
  value: string;
  checked: boolean;
}

export function installEarlyInput(win: Window & typeof globalThis): EarlyInput {
  const doc = win.document;
  const queue: Step[] = [];
  const fields = new Map<Field, Noted>();
  const busyBefore = new Map<Element, string | null>();
  let capturing = true;

  // Where an element stands (child indexes from <html>), to find its replacement if hydration
  // had to re-create that part of the page.
  const pathOf = (el: Element): number[] => {
    const path: number[] = [];
    for (let node: Element | null = el; node && node.parentElement; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  };
  const resolve = <T extends Element>(target: T, path: number[]): T | null => {
    if (target.isConnected) return target;
    let node: Element | undefined = doc.documentElement;
    for (const index of path) node = node?.children[index];
    return node && node.tagName === target.tagName ? (node as T) : null;
  };

  const controlOf = (target: EventTarget | null): Element | null => {
    const el = target instanceof win.Element ? target.closest(CONTROLS) : null;
    // A control inside a link (none today) is the link's business.
    return el && !el.closest("a[href]") ? el : null;
  };
  // Held: anything before the replay, and afterwards what lies in a part still to hydrate.
  const waiting = (el: Element) => !!el.closest(`[${LATER_ATTRIBUTE}]`);
  const holding = (el: Element | null): el is Element => el !== null && (capturing || waiting(el));
  const unavailable = (el: Element) =>
    (el as HTMLButtonElement).disabled === true || el.getAttribute("aria-disabled") === "true";
  const isField = (el: EventTarget | null): el is Field => el instanceof win.Element && el.matches("input,textarea,select");

  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  const markBusy = (el: Element) => {
    if (busyBefore.has(el)) return;
    busyBefore.set(el, el.getAttribute("aria-busy"));
    el.setAttribute("aria-busy", "true");
    el.setAttribute(PENDING_ATTRIBUTE, "");
  };
  const unmarkBusy = (el: Element) => {
    if (!busyBefore.has(el)) return;
    const before = busyBefore.get(el);
    busyBefore.delete(el);
    el.removeAttribute(PENDING_ATTRIBUTE);
    if (before === null || before === undefined) el.removeAttribute("aria-busy");
    else el.setAttribute("aria-busy", before);
  };

  const queueActivation = (el: Element) => {
    const again = queue.some((step) => step.kind === "activate" && step.target === el);
    if (again && el.getAttribute("data-early-input") !== "each") return;
    markBusy(el);
    queue.push({ kind: "activate", target: el, path: pathOf(el) });
  };

  // Pointer and mouse presses on a control are kept from any listener until the replay, so a
  // component never sees half a gesture (a press before React listened, the click after).
  for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) {
    doc.addEventListener(
      type,
      (event) => {
        if (holding(controlOf(event.target))) event.stopImmediatePropagation();
      },
      true,
    );
  }

  doc.addEventListener(
    "click",
    (event) => {
      const el = controlOf(event.target);
      if (!holding(el)) return;
      hold(event);
      if (!unavailable(el)) queueActivation(el);
    },
    true,
  );

  doc.addEventListener(
    "keydown",
    (event) => {
      const target = event.target instanceof win.Element ? event.target : null;
      if (!holding(target) || event.isComposing) return;
      const { key } = event;
      if (capturing && (event.ctrlKey || event.metaKey) && key.toLowerCase() === "k") {
        hold(event);
        // The shortcut toggles the search: pressed again (or held) while loading, it still means "open".
        if (!queue.some((step) => step.kind === "key" && step.target === doc.documentElement)) {
          queue.push({ kind: "key", target: doc.documentElement, path: [], init: { key, ctrlKey: event.ctrlKey, metaKey: event.metaKey } });
        }
        return;
      }
      if (key !== "Enter" && key !== " ") return;
      const el = controlOf(target);
      // Buttons, summaries and input buttons turn Enter and Space into a click of their own.
      if (el && !el.matches("button,summary,input")) {
        hold(event);
        if (!unavailable(el)) queueActivation(el);
      } else if (key === "Enter" && isField(target) && !(target as HTMLInputElement).form && target.tagName !== "TEXTAREA") {
        hold(event);
        if (!event.repeat) queue.push({ kind: "key", target, path: pathOf(target), init: { key } });
      }
    },
    true,
  );

  doc.addEventListener(
    "submit",
    (event) => {
      if (!(event.target instanceof win.HTMLFormElement) || !holding(event.target)) return;
      hold(event);
      // Sent twice while loading is one message, as two taps on its submit button are.
      if (!queue.some((step) => step.kind === "submit" && step.target === event.target)) {
        queue.push({ kind: "submit", target: event.target, path: pathOf(event.target) });
      }
    },
    true,
  );

  const note = (event: Event) => {
    const target = event.target;
    // A file cannot be chosen again by a script; the browser keeps it anyway.
    if (!isField(target) || !holding(target) || (target as HTMLInputElement).type === "file") return;
    const input = target as HTMLInputElement;
    fields.delete(target); // re-added at the end: restored in the order last changed (radio groups)
    fields.set(target, { target, path: pathOf(target), value: target.value, checked: input.checked === true });
  };
  for (const type of ["input", "change"]) doc.addEventListener(type, note, true);

  // Hands the noted value to the page as typing would. Hydration takes the field's current value as
  // the one React already knows, so announcing it as it stands changes nothing: the field is first
  // set to something else through its own setter (React's tracker follows it), then to the noted
  // value past that setter (the prototype's), and the change is announced.
  const restore = ({ target, path, value, checked }: Noted) => {
    const field = resolve(target, path);
    if (!field) return;
    const input = field as HTMLInputElement;
    if (input.type === "checkbox" || input.type === "radio") {
      input.checked = !checked;
      input.click();
      return;
    }
    field.value = value ? "" : " ";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
    for (const type of ["input", "change"]) field.dispatchEvent(new win.Event(type, { bubbles: true }));
  };

  const press = (el: Element) => {
    const init: PointerEventInit = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, view: win, pointerType: "mouse", isPrimary: true };
    const Pointer = (win as unknown as { PointerEvent?: typeof PointerEvent }).PointerEvent ?? win.MouseEvent;
    el.dispatchEvent(new Pointer("pointerdown", init));
    el.dispatchEvent(new win.MouseEvent("mousedown", init));
    el.dispatchEvent(new Pointer("pointerup", { ...init, buttons: 0 }));
    el.dispatchEvent(new win.MouseEvent("mouseup", { ...init, buttons: 0 }));
    if (el instanceof win.HTMLElement) el.click();
    else el.dispatchEvent(new win.MouseEvent("click", { ...init, buttons: 0 }));
  };

  const run = (step: Step) => {
    const target = resolve(step.target, step.path);
    if (step.kind === "activate") unmarkBusy(step.target);
    if (!target) return;
    if (step.kind === "activate") {
      if (target !== step.target) unmarkBusy(target);
      if (!unavailable(target)) press(target);
    } else if (step.kind === "submit") {
      (target as HTMLFormElement).requestSubmit();
    } else {
      const init = { bubbles: true, cancelable: true, ...step.init };
      target.dispatchEvent(new win.KeyboardEvent("keydown", init));
      target.dispatchEvent(new win.KeyboardEvent("keyup", init));
    }
  };

  // A macrotask: React renders what the previous step changed before the next step runs.
  const nextTask = () => new Promise<void>((done) => win.setTimeout(done, 0));

  // One step that fails (a control the page no longer accepts) must not strand the others.
  const attempt = (work: () => void) => {
    try {
      work();
    } catch (error) {
      win.console.error("early input:", error);
    }
  };

  // One replay at a time, in the order of the calls.
  let running = Promise.resolve();
  const carryOut = () =>
    (running = running.then(async () => {
      await nextTask();
      for (const [field, noted] of fields) {
        if (waiting(noted.target)) continue;
        fields.delete(field);
        attempt(() => restore(noted));
      }
      for (const step of queue.splice(0)) {
        // Still waiting: back in the queue, for the next call.
        if (waiting(step.target)) queue.push(step);
        else {
          await nextTask();
          attempt(() => run(step));
        }
      }
      for (const el of [...busyBefore.keys()]) if (!waiting(el)) unmarkBusy(el);
    }));

  const api: EarlyInput = {
    queued: () => queue.flatMap((step) => (step.kind === "activate" ? [step.target] : [])),
    async replay() {
      capturing = false;
      await carryOut();
      api.readyAt ??= win.performance.now();
    },
  };
  win.__earlyInput = api;
  return api;
}

/**
 * For code that loads on first use (a dialog, the chat panel): when the visitor tapped a control
 * matching `selector` while the page loaded, start loading now, as the page's modules are evaluated,
 * instead of when the tap is replayed after hydration. Call it at a module's top level.
 */
export function loadIfTappedEarly(selector: string, load: () => Promise<unknown>): void {
  if (typeof window === "undefined") return;
  if (window.__earlyInput?.queued().some((el) => el.matches(selector))) void load();
}
