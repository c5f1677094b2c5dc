// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { installEarlyInput, LATER_ATTRIBUTE, loadIfTappedEarly, PENDING_ATTRIBUTE } from "./early-input";

// Each test gets a window of its own: an iframe of the jsdom test environment, a complete jsdom
// Window with its own document, event constructors and timers. installEarlyInput adds listeners to
// the document it is given, so sharing one document between tests would stack them.
// (The `jsdom` package ships without types, so `new JSDOM()` would not pass `tsc`.)

type Win = Window & typeof globalThis;

let frame: HTMLIFrameElement | undefined;

afterEach(() => {
  frame?.remove();
  frame = undefined;
});

/** A fresh window with the capture installed first (as in the page's <head>), then the body. */
function page(body: string) {
  frame = document.createElement("iframe");
  document.body.append(frame);
  const win = frame.contentWindow as unknown as Win;
  const early = installEarlyInput(win);
  win.document.body.innerHTML = body;
  const doc = win.document;
  const $ = <T extends Element = HTMLElement>(selector: string): T => {
    const el = doc.querySelector<T>(selector);
    if (!el) throw new Error(`no ${selector}`);
    return el;
  };
  return { win, doc, early, $ };
}

const MOUSE = { bubbles: true, cancelable: true, composed: true, button: 0 } as const;

/** What a mouse click does: the presses, then the click (returned, to look at defaultPrevented). */
function userClick(win: Win, el: Element): MouseEvent {
  el.dispatchEvent(new win.PointerEvent("pointerdown", { ...MOUSE, buttons: 1, pointerType: "mouse", isPrimary: true }));
  el.dispatchEvent(new win.MouseEvent("mousedown", { ...MOUSE, buttons: 1 }));
  el.dispatchEvent(new win.PointerEvent("pointerup", { ...MOUSE, pointerType: "mouse", isPrimary: true }));
  el.dispatchEvent(new win.MouseEvent("mouseup", MOUSE));
  const click = new win.MouseEvent("click", MOUSE);
  el.dispatchEvent(click);
  return click;
}

function keydown(win: Win, el: Element, init: KeyboardEventInit): KeyboardEvent {
  const event = new win.KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  el.dispatchEvent(event);
  return event;
}

/** Types into a field as the browser does: the value changes, then `input` is announced. */
function type(win: Win, field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value;
  field.dispatchEvent(new win.Event("input", { bubbles: true }));
}

/** Records every event of the given types that reaches `target`'s own (bubble-phase) listeners. */
function record(target: EventTarget, types: string[], log: string[] = [], label = "") {
  for (const t of types) target.addEventListener(t, () => log.push(label ? `${label}:${t}` : t));
  return log;
}

/** Lets a form's submit be seen without jsdom trying (and failing) to navigate. */
function onSubmit(form: HTMLFormElement, log: string[], label = "submit") {
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    log.push(label);
  });
  return log;
}

const PRESS = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"];

describe("installEarlyInput", () => {
  it("exposes the API on the window, with no readyAt before the replay", () => {
    const { win, early } = page("");
    expect(win.__earlyInput).toBe(early);
    expect(early.readyAt).toBeUndefined();
  });

  describe("clicks on controls", () => {
    it("holds a click on a submit button, marks it busy, and replays the whole press once", async () => {
      const { win, early, $ } = page('<form><input name="q"><button type="submit" id="go">Go</button></form>');
      const button = $<HTMLButtonElement>("#go");
      const form = $<HTMLFormElement>("form");
      const log = record(button, PRESS);
      const submits = onSubmit(form, []);
      const busyAtClick: (string | null)[] = [];
      button.addEventListener("click", () => busyAtClick.push(button.getAttribute("aria-busy"), button.getAttribute(PENDING_ATTRIBUTE)));

      const click = userClick(win, button);

      expect(log).toEqual([]);
      expect(click.defaultPrevented).toBe(true);
      expect(submits).toEqual([]);
      expect(button.getAttribute("aria-busy")).toBe("true");
      expect(button.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);

      await early.replay();

      expect(log).toEqual(PRESS);
      expect(submits).toEqual(["submit"]);
      // The marks are gone before the replayed click reaches the component.
      expect(busyAtClick).toEqual([null, null]);
      expect(button.hasAttribute("aria-busy")).toBe(false);
      expect(button.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    });

    it("keeps presses on a control from every listener, and leaves presses elsewhere alone", () => {
      const { win, doc, $ } = page('<button type="button" id="b"><span>Go</span></button><p id="p">text</p>');
      const onButton = record($("#b"), PRESS);
      const onDoc = record(doc, ["pointerdown", "mousedown"]);
      userClick(win, $("#b span"));
      expect(onButton).toEqual([]);
      expect(onDoc).toEqual([]);

      const onText = record($("#p"), PRESS);
      const click = userClick(win, $("#p"));
      expect(onText).toEqual(PRESS);
      expect(onDoc).toEqual(["pointerdown", "mousedown"]);
      expect(click.defaultPrevented).toBe(false);
    });

    it("replays on the control when the click landed on something inside it", async () => {
      const { win, early, $ } = page('<div role="button" id="b"><svg><path></path></svg><span>Open</span></div>');
      const log = record($("#b"), ["click"]);
      userClick(win, $("#b span"));
      expect($("#b").getAttribute("aria-busy")).toBe("true");
      await early.replay();
      expect(log).toEqual(["click"]);
    });

    it("puts back the aria-busy value the control had before", async () => {
      const { win, early, $ } = page('<button type="button" aria-busy="false" id="b">Go</button>');
      const button = $("#b");
      userClick(win, button);
      expect(button.getAttribute("aria-busy")).toBe("true");
      await early.replay();
      expect(button.getAttribute("aria-busy")).toBe("false");
      expect(button.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    });

    it("replays a control clicked twice once", async () => {
      const { win, early, $ } = page('<button type="button" id="b">Go</button>');
      const log = record($("#b"), ["click"]);
      userClick(win, $("#b"));
      userClick(win, $("#b"));
      await early.replay();
      expect(log).toEqual(["click"]);
    });

    it('replays every click on a control with data-early-input="each"', async () => {
      const { win, early, $ } = page('<button type="button" data-early-input="each" id="next">Next</button>');
      const log = record($("#next"), PRESS);
      userClick(win, $("#next"));
      userClick(win, $("#next"));
      await early.replay();
      expect(log).toEqual([...PRESS, ...PRESS]);
      expect($("#next").hasAttribute("aria-busy")).toBe(false);
      expect($("#next").hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    });

    it("does not queue disabled or aria-disabled controls (even if enabled by the time of the replay)", async () => {
      const { win, early, $ } = page(
        '<button type="button" disabled id="off"><span>Off</span></button><div role="button" aria-disabled="true" id="aria">Off</div><div role="tab" aria-disabled="true" id="tab">Tab</div>',
      );
      const log: string[] = [];
      record($("#off"), ["click"], log, "off");
      record($("#aria"), ["click"], log, "aria");
      record($("#tab"), ["click"], log, "tab");

      userClick(win, $("#off span"));
      userClick(win, $("#aria"));
      keydown(win, $("#tab"), { key: "Enter" });
      for (const id of ["#off", "#aria", "#tab"]) {
        expect($(id).hasAttribute("aria-busy")).toBe(false);
        expect($(id).hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
      }
      expect(log).toEqual([]);

      $<HTMLButtonElement>("#off").disabled = false;
      $("#aria").removeAttribute("aria-disabled");
      $("#tab").removeAttribute("aria-disabled");
      await early.replay();
      expect(log).toEqual([]);
    });

    it("does not replay a control that became disabled before the replay", async () => {
      const { win, early, $ } = page('<button type="button" id="b">Go</button>');
      const log = record($("#b"), ["click"]);
      userClick(win, $("#b"));
      $("#b").setAttribute("aria-disabled", "true");
      await early.replay();
      expect(log).toEqual([]);
      expect($("#b").hasAttribute("aria-busy")).toBe(false);
      expect($("#b").hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    });

    it("leaves links alone, and controls inside links", async () => {
      const { win, early, $ } = page('<a href="#next" id="a">Next</a><a href="#more" id="wrap"><span role="button" id="inner">More</span></a>');
      const log: string[] = [];
      const seen: boolean[] = [];
      for (const id of ["#a", "#inner"]) {
        $(id).addEventListener("click", (event) => {
          log.push(id);
          seen.push(event.defaultPrevented);
          event.preventDefault(); // jsdom cannot follow it
        });
      }
      userClick(win, $("#a"));
      userClick(win, $("#inner"));
      expect(log).toEqual(["#a", "#inner"]);
      expect(seen).toEqual([false, false]);
      expect($("#a").hasAttribute("aria-busy")).toBe(false);
      expect($("#inner").hasAttribute("aria-busy")).toBe(false);

      await early.replay();
      expect(log).toEqual(["#a", "#inner"]);
    });
  });

  describe("submits", () => {
    it("holds a form sent without a button and replays it as one submit of that form", async () => {
      const { early, $ } = page('<form id="f"><input name="q"></form><form id="other"></form>');
      const form = $<HTMLFormElement>("#f");
      const log = onSubmit(form, []);
      onSubmit($<HTMLFormElement>("#other"), log, "other");
      form.requestSubmit();
      expect(log).toEqual([]);
      await early.replay();
      expect(log).toEqual(["submit"]);
    });

    it("holds a dispatched submit event too", async () => {
      const { win, early, $ } = page('<form id="f"><input name="q"></form>');
      const form = $<HTMLFormElement>("#f");
      const log = onSubmit(form, []);
      const event = new win.Event("submit", { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      expect(log).toEqual([]);
      await early.replay();
      expect(log).toEqual(["submit"]);
    });

    it("submits with the values typed before hydration emptied the fields", async () => {
      const { win, early, $ } = page('<form id="f"><input name="q" id="q"></form>');
      const form = $<HTMLFormElement>("#f");
      const input = $<HTMLInputElement>("#q");
      type(win, input, "boilers");
      form.requestSubmit();
      input.value = ""; // hydration
      const values: string[] = [];
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        values.push(new win.FormData(form).get("q") as string);
      });
      await early.replay();
      expect(values).toEqual(["boilers"]);
    });
  });

  describe("keys", () => {
    it("queues Enter and Space on a control that is not a native button as activations", async () => {
      const { win, early, $ } = page('<div role="tablist"><div role="tab" tabindex="0" id="t1">One</div><div role="tab" tabindex="0" id="t2">Two</div></div>');
      const log: string[] = [];
      record($("#t1"), ["keydown", "click"], log, "t1");
      record($("#t2"), ["keydown", "click"], log, "t2");
      const enter = keydown(win, $("#t1"), { key: "Enter" });
      const space = keydown(win, $("#t2"), { key: " " });
      expect(enter.defaultPrevented).toBe(true);
      expect(space.defaultPrevented).toBe(true);
      expect(log).toEqual([]);
      expect($("#t1").getAttribute("aria-busy")).toBe("true");
      await early.replay();
      expect(log).toEqual(["t1:click", "t2:click"]);
      expect($("#t1").hasAttribute("aria-busy")).toBe(false);
    });

    it("lets Enter on a native button through (the browser turns it into a click, which is held)", () => {
      const { win, $ } = page('<button type="button" id="b">Go</button>');
      const log = record($("#b"), ["keydown"]);
      const event = keydown(win, $("#b"), { key: "Enter" });
      expect(event.defaultPrevented).toBe(false);
      expect(log).toEqual(["keydown"]);
      expect($("#b").hasAttribute("aria-busy")).toBe(false);
    });

    it("replays Enter in a field outside a form as a keydown on that field", async () => {
      const { win, early, $ } = page('<input id="search"><textarea id="notes"></textarea>');
      const input = $<HTMLInputElement>("#search");
      const keys: KeyboardEvent[] = [];
      input.addEventListener("keydown", (event) => keys.push(event));
      const held = keydown(win, input, { key: "Enter" });
      expect(held.defaultPrevented).toBe(true);
      expect(keys).toEqual([]);

      // A new line in a textarea is typing, not a command.
      const textareaKeys = record($("#notes"), ["keydown"]);
      keydown(win, $("#notes"), { key: "Enter" });
      expect(textareaKeys).toEqual(["keydown"]);

      await early.replay();
      expect(keys).toHaveLength(1);
      expect(keys[0]!.key).toBe("Enter");
      expect(keys[0]!.target).toBe(input);
      expect(textareaKeys).toEqual(["keydown"]);
    });

    it("lets Enter in a field inside a form through", () => {
      const { win, $ } = page('<form><input id="q"></form>');
      const log = record($("#q"), ["keydown"]);
      const event = keydown(win, $("#q"), { key: "Enter" });
      expect(event.defaultPrevented).toBe(false);
      expect(log).toEqual(["keydown"]);
    });

    it("replays Ctrl+K or ⌘K as one keydown that reaches the document (the shortcut toggles the search)", async () => {
      const { win, doc, early, $ } = page('<main><input id="q"></main>');
      const keys: KeyboardEvent[] = [];
      doc.addEventListener("keydown", (event) => keys.push(event));
      const ctrl = keydown(win, $("main"), { key: "k", ctrlKey: true });
      const meta = keydown(win, $("#q"), { key: "K", metaKey: true, shiftKey: true });
      expect(ctrl.defaultPrevented).toBe(true);
      expect(meta.defaultPrevented).toBe(true);
      expect(keys).toEqual([]);

      await early.replay();
      expect(keys.map((e) => [e.key, e.ctrlKey, e.metaKey])).toEqual([["k", true, false]]);
    });

    it("leaves other keys and composition alone", () => {
      const { win, doc, $ } = page('<div role="tab" tabindex="0" id="t">Tab</div><input id="q">');
      const log = record(doc, ["keydown"]);
      keydown(win, $("#t"), { key: "ArrowRight" });
      keydown(win, $("#q"), { key: "a" });
      keydown(win, $("#q"), { key: "k" });
      keydown(win, $("#t"), { key: "Enter", isComposing: true });
      expect(log).toEqual(["keydown", "keydown", "keydown", "keydown"]);
      expect($("#t").hasAttribute("aria-busy")).toBe(false);
    });
  });

  describe("typing", () => {
    it("leaves typing to the browser, then restores what hydration emptied and announces it", async () => {
      const { win, doc, early, $ } = page('<input id="name"><textarea id="msg"></textarea>');
      const input = $<HTMLInputElement>("#name");
      const textarea = $<HTMLTextAreaElement>("#msg");
      const before = record(input, ["input"]);
      type(win, input, "Ada");
      type(win, input, "Ada Lovelace");
      type(win, textarea, "Hello\nthere");
      expect(before).toEqual(["input", "input"]);

      // Hydration empties the fields, and React listens from now on.
      input.value = "";
      textarea.value = "";
      const announced: [string, string, string][] = [];
      for (const t of ["input", "change"]) {
        doc.addEventListener(t, (event) => {
          const field = event.target as HTMLInputElement | HTMLTextAreaElement;
          announced.push([t, field.id, field.value]);
        });
      }

      await early.replay();
      expect(input.value).toBe("Ada Lovelace");
      expect(textarea.value).toBe("Hello\nthere");
      expect(announced).toEqual([
        ["input", "name", "Ada Lovelace"],
        ["change", "name", "Ada Lovelace"],
        ["input", "msg", "Hello\nthere"],
        ["change", "msg", "Hello\nthere"],
      ]);
    });

    it("announces a value that hydration kept, too", async () => {
      const { win, early, $ } = page('<input id="name">');
      const input = $<HTMLInputElement>("#name");
      type(win, input, "Ada");
      const values: string[] = [];
      input.addEventListener("input", () => values.push(input.value));
      await early.replay();
      expect(values).toEqual(["Ada"]);
      expect(input.value).toBe("Ada");
    });

    it("restores a select", async () => {
      const { win, early, $ } = page('<select id="s"><option value="a">A</option><option value="b">B</option><option value="c">C</option></select>');
      const select = $<HTMLSelectElement>("#s");
      select.value = "c";
      select.dispatchEvent(new win.Event("change", { bubbles: true }));
      select.value = "a"; // hydration
      const log = record(select, ["input", "change"]);
      await early.replay();
      expect(select.value).toBe("c");
      expect(log).toEqual(["input", "change"]);
    });

    it("re-checks a checkbox checked before the replay, with a click on it", async () => {
      const { early, $ } = page('<label><input type="checkbox" id="agree"> I agree</label><input type="checkbox" id="kept">');
      const agree = $<HTMLInputElement>("#agree");
      const kept = $<HTMLInputElement>("#kept");
      const before = record(agree, ["click"]);
      agree.click(); // checkboxes are fields, not controls: the browser toggles them
      kept.click();
      expect(before).toEqual(["click"]);
      expect(agree.checked).toBe(true);

      agree.checked = false; // hydration
      const log = record(agree, ["click", "input", "change"]);
      const keptLog = record(kept, ["click"]);
      await early.replay();
      expect(agree.checked).toBe(true);
      expect(log).toEqual(["click", "input", "change"]);
      // One that hydration left checked stays checked, and is announced the same way.
      expect(kept.checked).toBe(true);
      expect(keptLog).toEqual(["click"]);
    });

    it("keeps a checkbox unchecked when the visitor checked it and unchecked it again", async () => {
      const { early, $ } = page('<input type="checkbox" id="c">');
      const box = $<HTMLInputElement>("#c");
      box.click();
      box.click();
      await early.replay();
      expect(box.checked).toBe(false);
    });

    it("does not note typing after the replay started", async () => {
      const { win, early, $ } = page('<input id="q">');
      const input = $<HTMLInputElement>("#q");
      const done = early.replay();
      type(win, input, "late");
      input.value = "";
      await done;
      expect(input.value).toBe("");
    });
  });

  describe("a part hydrated after the rest of the page (data-hydrates-later)", () => {
    const LATER_PAGE = `<header><button id="menu">Menu</button></header><div ${LATER_ATTRIBUTE}=""><form><input type="radio" name="a" value="1" id="a1"><button type="submit" id="go">See</button></form></div>`;
    /** What HydratesLater (app/lib/hydration.tsx) does once the part has hydrated: the mark goes, and the replay is called again. */
    const hydrated = (early: ReturnType<typeof page>["early"], part: Element) => {
      part.removeAttribute(LATER_ATTRIBUTE);
      return early.replay();
    };

    it("holds what is done in the part after the replay, and carries it out once the part has hydrated", async () => {
      const { win, early, $ } = page(LATER_PAGE);
      await early.replay();
      const go = $<HTMLButtonElement>("#go");
      const radio = $<HTMLInputElement>("#a1");
      const submits = onSubmit($<HTMLFormElement>("form"), []);
      const presses = record(go, PRESS);

      radio.click(); // a field: the browser checks it, and it is noted
      const click = userClick(win, go);
      expect(click.defaultPrevented).toBe(true);
      expect(presses).toEqual([]);
      expect(submits).toEqual([]);
      expect(go.getAttribute("aria-busy")).toBe("true");

      radio.checked = false; // what hydrating the part could do
      const announced = record(radio, ["input", "change"]);
      await hydrated(early, $("[data-hydrates-later]"));
      expect(radio.checked).toBe(true);
      expect(announced).toEqual(["input", "change"]);
      expect(presses).toEqual(PRESS);
      expect(submits).toEqual(["submit"]);
      expect(go.hasAttribute("aria-busy")).toBe(false);
    });

    it("holds a form sent in the part, and leaves the rest of the hydrated page alone", async () => {
      const { win, early, $ } = page(LATER_PAGE);
      await early.replay();
      const menu = record($("#menu"), PRESS);
      const click = userClick(win, $("#menu"));
      expect(click.defaultPrevented).toBe(false);
      expect(menu).toEqual(PRESS);

      const form = $<HTMLFormElement>("form");
      const submits = onSubmit(form, []);
      form.requestSubmit();
      expect(submits).toEqual([]);
      await hydrated(early, $("[data-hydrates-later]"));
      expect(submits).toEqual(["submit"]);
    });

    it("before the replay, carries out what lies outside the part and keeps what lies inside until it has hydrated", async () => {
      const { win, early, $ } = page(LATER_PAGE);
      const menu = record($("#menu"), PRESS);
      const presses = record($("#go"), PRESS);
      userClick(win, $("#go"));
      userClick(win, $("#menu"));
      await early.replay();
      expect(menu).toEqual(PRESS);
      expect(presses).toEqual([]);
      expect(early.readyAt).toBeDefined();
      await hydrated(early, $("[data-hydrates-later]"));
      expect(presses).toEqual(PRESS);
    });
  });

  describe("elements re-created by hydration", () => {
    it("replays on the element now standing where the clicked one stood", async () => {
      const { win, early, $ } = page('<main><div><span>x</span><button type="button" id="b">Go</button></div></main>');
      const old = $("#b");
      const oldLog = record(old, ["click"]);
      userClick(win, old);

      const fresh = win.document.createElement("button");
      fresh.type = "button";
      fresh.id = "b";
      fresh.textContent = "Go";
      old.replaceWith(fresh);
      const log = record(fresh, PRESS);

      await early.replay();
      expect(log).toEqual(PRESS);
      expect(oldLog).toEqual([]);
      expect(fresh.hasAttribute("aria-busy")).toBe(false);
      expect(old.hasAttribute("aria-busy")).toBe(false);
      expect(old.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    });

    it("also when the old one was removed and a new one inserted at the same place", async () => {
      const { win, early, $ } = page('<section><p>a</p><button type="button" id="b">Go</button><p>b</p></section>');
      userClick(win, $("#b"));
      const old = $("#b");
      const after = old.nextElementSibling;
      old.remove();
      const fresh = win.document.createElement("button");
      fresh.textContent = "Go";
      $("section").insertBefore(fresh, after);
      const log = record(fresh, ["click"]);
      await early.replay();
      expect(log).toEqual(["click"]);
    });

    it("restores a field and submits a form that were re-created", async () => {
      const { win, early, $ } = page('<form id="f"><input name="q" id="q"></form>');
      type(win, $<HTMLInputElement>("#q"), "pumps");
      $<HTMLFormElement>("#f").requestSubmit();

      $("#f").outerHTML = '<form id="f"><input name="q" id="q"></form>';
      const form = $<HTMLFormElement>("#f");
      const values: string[] = [];
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        values.push(new win.FormData(form).get("q") as string);
      });
      await early.replay();
      expect($<HTMLInputElement>("#q").value).toBe("pumps");
      expect(values).toEqual(["pumps"]);
    });

    it("replays nothing when something else stands there now", async () => {
      const { win, early, $ } = page('<div><button type="button" id="b">Go</button></div>');
      const old = $("#b");
      userClick(win, old);
      const link = win.document.createElement("a");
      link.href = "#x";
      old.replaceWith(link);
      const log = record(link, ["click"]);
      await early.replay();
      expect(log).toEqual([]);
      expect(old.hasAttribute("aria-busy")).toBe(false);
      expect(early.readyAt).toEqual(expect.any(Number));
    });
  });

  describe("after the replay", () => {
    it("stops capturing, and sets readyAt", async () => {
      const { win, doc, early, $ } = page('<form><input id="q"><button type="submit" id="b">Go</button></form>');
      await early.replay();
      expect(typeof early.readyAt).toBe("number");

      const log = record($("#b"), PRESS);
      const submits = onSubmit($<HTMLFormElement>("form"), []);
      userClick(win, $("#b"));
      expect(log).toEqual(PRESS);
      expect(submits).toEqual(["submit"]);
      expect($("#b").hasAttribute("aria-busy")).toBe(false);

      const keys = record(doc, ["keydown"]);
      const ctrlK = keydown(win, $("#q"), { key: "k", ctrlKey: true });
      expect(ctrlK.defaultPrevented).toBe(false);
      expect(keys).toEqual(["keydown"]);
    });

    it("replays once when replay() is called twice", async () => {
      const { win, early, $ } = page('<button type="button" id="b">Go</button>');
      const log = record($("#b"), ["click"]);
      userClick(win, $("#b"));
      await Promise.all([early.replay(), early.replay()]);
      await early.replay();
      expect(log).toEqual(["click"]);
    });

    it("stops capturing as soon as the replay starts", () => {
      const { win, early, $ } = page('<button type="button" id="b">Go</button>');
      void early.replay();
      const log = record($("#b"), ["click"]);
      userClick(win, $("#b"));
      expect(log).toEqual(["click"]);
    });
  });

  describe("order", () => {
    it("restores fields first, then replays the steps in the order they happened", async () => {
      const { win, doc, early, $ } = page(
        '<button type="button" id="a">A</button><form id="f"></form><input id="search"><div role="tab" id="tab">T</div><button type="button" id="b">B</button><input id="name">',
      );
      const log: string[] = [];
      userClick(win, $("#a"));
      $<HTMLFormElement>("#f").requestSubmit();
      keydown(win, $("#search"), { key: "Enter" });
      keydown(win, $("#tab"), { key: " " });
      keydown(win, $("body"), { key: "k", ctrlKey: true });
      userClick(win, $("#b"));
      type(win, $<HTMLInputElement>("#name"), "Ada");

      record($("#a"), ["click"], log, "a");
      onSubmit($<HTMLFormElement>("#f"), log, "f:submit");
      record($("#search"), ["keydown"], log, "search");
      record($("#tab"), ["click"], log, "tab");
      doc.addEventListener("keydown", (event) => {
        if (event.ctrlKey) log.push("ctrl+k");
      });
      record($("#b"), ["click"], log, "b");
      record($("#name"), ["input"], log, "name");

      await early.replay();
      expect(log).toEqual(["name:input", "a:click", "f:submit", "search:keydown", "tab:click", "ctrl+k", "b:click"]);
    });

    it("gives each step a task of its own, so what the previous one scheduled has run", async () => {
      const { win, early, $ } = page('<button type="button" id="a">A</button><button type="button" id="b">B</button>');
      let rendered = false;
      const seen: boolean[] = [];
      userClick(win, $("#a"));
      userClick(win, $("#b"));
      $("#a").addEventListener("click", () => {
        win.setTimeout(() => (rendered = true), 0);
        seen.push(rendered);
      });
      $("#b").addEventListener("click", () => seen.push(rendered));
      await early.replay();
      expect(seen).toEqual([false, true]);
    });

    it("does not replay synchronously inside replay()", async () => {
      const { win, early, $ } = page('<button type="button" id="b">Go</button><input id="q">');
      const log = record($("#b"), ["click"]);
      userClick(win, $("#b"));
      type(win, $<HTMLInputElement>("#q"), "x");
      const inputs = record($("#q"), ["input"]);
      const done = early.replay();
      expect(log).toEqual([]);
      expect(inputs).toEqual([]);
      await done;
      expect(log).toEqual(["click"]);
      expect(inputs).toEqual(["input"]);
    });
  });

  describe("edge cases", () => {
    // A file input refuses a value set by a script (InvalidStateError); it is not noted, and no
    // failing step may strand the rest of the replay with controls left busy.
    it("a file input does not stop the replay", async () => {
      const { win, early, $ } = page('<input type="file" id="f"><button type="button" id="b">Go</button>');
      $("#f").dispatchEvent(new win.Event("change", { bubbles: true }));
      const log = record($("#b"), ["click"]);
      userClick(win, $("#b"));
      await early.replay();
      expect(log).toEqual(["click"]);
      expect($("#b").hasAttribute("aria-busy")).toBe(false);
    });

    // Fields are restored in the order they were last changed: A, then B, then A again ends on A.
    it("a radio group ends on the last choice", async () => {
      const { early, $ } = page('<input type="radio" name="r" id="a" value="a"><input type="radio" name="r" id="b" value="b">');
      const a = $<HTMLInputElement>("#a");
      const b = $<HTMLInputElement>("#b");
      a.click();
      b.click();
      a.click();
      expect(a.checked).toBe(true);
      await early.replay();
      expect(a.checked).toBe(true);
      expect(b.checked).toBe(false);
    });

    // The search shortcut toggles the search (site-header.tsx): pressed twice or held while the page
    // loads it still means "open", like a second tap on a control.
    it("Ctrl+K pressed twice is replayed once", async () => {
      const { win, doc, early } = page("<main></main>");
      const keys = record(doc, ["keydown"]);
      keydown(win, doc.body, { key: "k", ctrlKey: true });
      keydown(win, doc.body, { key: "k", ctrlKey: true, repeat: true });
      await early.replay();
      expect(keys).toEqual(["keydown"]);
    });

    // Enter twice in a form without a submit button is one message, as two taps on a submit button are.
    it("a form sent twice is submitted once", async () => {
      const { early, $ } = page('<form id="f"><input name="q"></form>');
      const form = $<HTMLFormElement>("#f");
      const log = onSubmit(form, []);
      form.requestSubmit();
      form.requestSubmit();
      await early.replay();
      expect(log).toEqual(["submit"]);
    });
  });

  describe("code that loads on first use", () => {
    it("queued() lists the controls waiting for the replay, and none after it", async () => {
      const { win, early, $ } = page('<button type="button" id="a">A</button><button type="button" id="b">B</button>');
      userClick(win, $("#b"));
      userClick(win, $("#a"));
      expect(early.queued()).toEqual([$("#b"), $("#a")]);
      await early.replay();
      expect(early.queued()).toEqual([]);
    });

    it("loadIfTappedEarly starts loading only when a matching control was tapped", () => {
      const { win, $ } = page('<button type="button" data-opens="search">Search</button><button type="button" data-opens="chat">Chat</button>');
      userClick(win, $('[data-opens="search"]'));
      const loads: string[] = [];
      const saved = globalThis.window.__earlyInput;
      globalThis.window.__earlyInput = win.__earlyInput;
      try {
        loadIfTappedEarly('[data-opens="search"]', async () => void loads.push("search"));
        loadIfTappedEarly('[data-opens="chat"]', async () => void loads.push("chat"));
      } finally {
        globalThis.window.__earlyInput = saved;
      }
      expect(loads).toEqual(["search"]);
    });
  });
});
