// What the page has to tell the player beside the game (nothing kept, another tab, a new
// version): a line each at the top of the page, in the player's language (words.mjs, and
// again when the language changes), with a button that acts on it and one that closes it.
// Each is said once: one shown again replaces its line, one closed stays closed.
import { follow, t } from "./words.mjs";

export class Notices {
  constructor(box) {
    this.box = box;
    this.shown = new Map(); // id -> {word, arg, action, run, el}
    this.closed = new Set();
    follow(() => {
      for (const n of this.shown.values()) this.render(n);
    });
  }

  // Says the word (with arg) as notice id; action: the word of a button that runs run();
  // closable: a button closes it (all but what the player must answer: it may cover the
  // screen of a phone held sideways).
  show(id, word, { arg = "", action = null, run = null, closable = true } = {}) {
    if (this.closed.has(id)) return;
    let n = this.shown.get(id);
    if (!n) {
      const el = this.box.ownerDocument.createElement("p");
      el.className = "notice";
      el.dataset.notice = id;
      el.setAttribute("role", "alert");
      this.box.append(el);
      n = { el };
      this.shown.set(id, n);
    }
    Object.assign(n, { id, word, arg, action, run, closable });
    this.render(n);
  }

  hide(id) {
    this.shown.get(id)?.el.remove();
    this.shown.delete(id);
  }

  render(n) {
    const doc = this.box.ownerDocument;
    const text = doc.createElement("span");
    text.textContent = t(n.word, n.arg);
    const parts = [text];
    if (n.action) {
      const act = doc.createElement("button");
      act.type = "button";
      act.className = "act";
      act.textContent = t(n.action);
      act.addEventListener("click", () => n.run());
      parts.push(act);
    }
    if (n.closable) {
      const close = doc.createElement("button");
      close.type = "button";
      close.className = "close";
      close.textContent = "×";
      close.setAttribute("aria-label", t("close"));
      close.addEventListener("click", () => {
        this.closed.add(n.id);
        this.hide(n.id);
      });
      parts.push(close);
    }
    n.el.replaceChildren(...parts);
  }
}
