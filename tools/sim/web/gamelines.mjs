// Which of the console's lines the page may show while a game is played.  A game's first
// line names its seed, from which the deal follows, and so every hidden hand
// (tools/play/play.py reproduces it); so everything from a game's start ("game ..." or
// "resume ...") is held back until it is over ("result ..." or "quit ...": then all of it
// shows).  A game left for later ("leave ...", or the page closed) keeps its lines hidden.
const START = /^(game|resume) \S/;
const OVER = /^(result|quit) \S/;
const LEFT = /^leave \S/;

export class GameLines {
  constructor() {
    this.held = null; // the lines of the game in play, or null
  }

  playing() {
    return this.held !== null;
  }

  // What the line lets the page show now: {show: lines to add, start: a game began (its
  // lines now held), over: the game ended (show replaces what stood for it), left: a game
  // kept for later (its lines dropped)}.
  add(line) {
    if (START.test(line)) {
      const left = this.held !== null; // (a new game's start ends a game not closed)
      this.held = [line];
      return { show: [], start: true, left };
    }
    if (this.held === null) return { show: [line] };
    if (LEFT.test(line)) {
      this.held = null;
      return { show: [line], left: true };
    }
    this.held.push(line);
    if (!OVER.test(line)) return { show: [] };
    const show = this.held;
    this.held = null;
    return { show, over: true };
  }
}
