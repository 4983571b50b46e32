// Keys never stay trapped in a control: one that a click or a tap used (the mute box,
// reset, the panel's switches and slider) gives the focus back afterwards, so the arrows,
// Z, X and Enter go to the game again.  A keyboard's Tab still reaches every control, and
// a key the focused control itself uses stays with it (keeps()); a dialog takes all of
// its keys (Enter its focused button, Escape closes it).

let pointer = false; // the last input was a pointer's (a click, a tap), not a key
const byPointer = new WeakSet(); // the controls focused by a pointer, while they have it

// Whether the control the key event is aimed at uses that key itself.
export function keeps(e, doc = document) {
  if (doc.querySelector("dialog[open]")) return true;
  const el = e.target;
  if (!el || el.nodeType !== 1) return false;
  const tag = el.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT" || el.isContentEditable) return true;
  if (tag === "INPUT" && !["range", "checkbox", "radio", "button"].includes(el.type)) return true;
  // A control a keyboard user reached (not one a click left focused, whether or not its
  // focus has been given back yet) keeps what it is for: a slider its arrows, a button,
  // link or summary Enter.
  if (byPointer.has(el)) return false;
  if (el.type === "range") return e.key.startsWith("Arrow");
  return e.key === "Enter" && (tag === "BUTTON" || tag === "A" || tag === "SUMMARY");
}

// Gives the focus back to the page after a pointer used a control (not inside a dialog,
// whose own focus the browser manages while it is open).
export function returnFocus(doc = document) {
  doc.addEventListener("pointerdown", () => (pointer = true), true);
  doc.addEventListener("keydown", () => (pointer = false), true);
  doc.addEventListener("focusin", (e) => pointer && byPointer.add(e.target));
  doc.addEventListener("focusout", (e) => byPointer.delete(e.target));
  const drop = () => {
    const el = doc.activeElement;
    if (el && byPointer.has(el) && !el.closest("dialog[open]")) el.blur();
  };
  // after the control has done its part (a click toggles, a change is reported)
  for (const type of ["click", "change"]) doc.addEventListener(type, () => setTimeout(drop), true);
  // A dialog closed gives the focus back to what opened it: to the page instead when a
  // pointer opened it, whatever closed it (Enter on "keep it" must not leave Enter on reset).
  for (const d of doc.querySelectorAll("dialog"))
    d.addEventListener("close", () => {
      if (d.dataset.byPointer === "1") setTimeout(() => doc.activeElement?.blur());
    });
}

// Opens a modal dialog, noting whether a pointer opened it.
export function openDialog(d) {
  d.dataset.byPointer = pointer ? "1" : "";
  d.showModal();
}
