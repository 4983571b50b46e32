// rp2040js's CortexM0Core.executeInstruction() finds an instruction's handler by testing
// the opcode against each instruction's pattern in turn, some eighty tests before the last
// ones; much of the emulator's time went there.  This builds the same method with the
// search done once per opcode value: its text is taken apart into the chain's branches
// (condition, body), each condition's terms on the first halfword are evaluated for all
// 65,536 values, and a table sends each value straight to the branches that can match it,
// in the chain's order (only the few 32-bit instructions still test their second
// halfword).  The bodies are rp2040js's own text, untouched, so every instruction does
// exactly what it did: same registers, memory, cycles.  Why not our own decoder: the point
// is to run rp2040js's instruction semantics, only faster to reach.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);

// The module text of rp2040js's core, and its top-level declarations (constants, enums,
// helpers) that the method's text refers to.
function coreSource() {
  const main = require.resolve("rp2040js");
  const file = path.join(path.dirname(main), "..", "esm", "cortex-m0-core.js");
  return [file, fs.readFileSync(file, "utf8")];
}

// The text between the brace at `open` and its match.
function block(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
    else if (c === "'" || c === '"' || c === "`") {
      // a string: its braces do not count (a template's ${} ones balance anyway)
      for (i++; text[i] !== c; i++) if (text[i] === "\\") i++;
    } else if (c === "/" && text[i + 1] === "/") i = text.indexOf("\n", i);
  }
  throw new Error("decode: unbalanced braces");
}

// Split `a && b && c` at its top level.
function conjuncts(cond) {
  const out = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < cond.length; i++) {
    const c = cond[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (depth === 0 && cond.startsWith("&&", i)) {
      out.push(cond.slice(from, i).trim());
      from = i + 2;
      i++;
    } else if (depth === 0 && cond.startsWith("||", i)) throw new Error("decode: || in " + cond);
  }
  out.push(cond.slice(from).trim());
  return out;
}

// {prologue, branches: [{cond, first, second, body}], last (the final else's body), epilogue}
export function parse(method) {
  const start = method.indexOf("let deltaCycles = 1;");
  if (start < 0) throw new Error("decode: executeInstruction has changed");
  const chainAt = method.indexOf("if (", start);
  const prologue = method.slice(method.indexOf("{") + 1, chainAt);
  const branches = [];
  let at = chainAt;
  let last = null;
  for (;;) {
    const open = method.indexOf("{", at);
    const close = block(method, open);
    const head = method.slice(at, open).trim();
    const body = method.slice(open + 1, close);
    if (head === "else") {
      last = body;
      at = close + 1;
      break;
    }
    const cond = head.replace(/^(else\s+)?if\s*\(/, "").replace(/\)$/, "");
    const terms = conjuncts(cond);
    const first = terms.filter((t) => !/opcode2|this\b/.test(t));
    const second = terms.filter((t) => /opcode2/.test(t));
    if (first.length + second.length !== terms.length) throw new Error("decode: cannot read " + cond);
    branches.push({ cond, first, second, body });
    // the next branch, after the comment lines between
    const next = method.slice(close + 1).match(/^\s*(?:\/\/[^\n]*\n\s*)*else\b/);
    if (!next) throw new Error("decode: the chain ends without an else");
    at = close + 1 + next[0].length - 4;
  }
  const epilogue = method.slice(at, method.lastIndexOf("}"));
  return { prologue, branches, last, epilogue };
}

// For each opcode value the branches it can take, as an index into `chains`: [[branch
// indices], ...], each list ending at a branch that needs nothing of opcode2, else falling
// to the final else.
export function table(branches) {
  const tests = branches.map((b) => new Function("opcode", "return " + (b.first.join(" && ") || "true") + ";"));
  const chains = [];
  const index = new Map();
  const dispatch = new Uint8Array(65536);
  for (let opcode = 0; opcode < 65536; opcode++) {
    const chain = [];
    for (let i = 0; i < branches.length; i++) {
      if (!tests[i](opcode)) continue;
      chain.push(i);
      if (!branches[i].second.length) break;
    }
    const key = chain.join(",");
    if (!index.has(key)) {
      index.set(key, chains.length);
      chains.push(chain);
    }
    dispatch[opcode] = index.get(key);
  }
  if (chains.length > 255) throw new Error("decode: too many kinds of opcode");
  return { dispatch, chains };
}

// The method's text with the chain replaced by a switch on the table.
export function generate(parsed, chains) {
  const { prologue, branches, last, epilogue } = parsed;
  const cases = chains.map((chain, k) => {
    const parts = chain.map((i, n) => {
      const b = branches[i];
      const open = b.second.length ? `${n ? "else " : ""}if (${b.second.join(" && ")})` : n ? "else" : "";
      return `${open} {${b.body}}`;
    });
    const ends = chain.length && !branches[chain[chain.length - 1]].second.length;
    if (!ends) parts.push(chain.length ? `else {${last}}` : `{${last}}`);
    return `case ${k}: ${parts.join("\n")}\nbreak;`;
  });
  return `${prologue}\nswitch (DISPATCH[opcode]) {\n${cases.join("\n")}\n}\n${epilogue}`;
}

// rp2040js's core module: its text, and the values it imports that the bodies use
const [CORE_FILE, CORE_SOURCE] = coreSource();
const IRQ = await import(pathToFileURL(path.join(path.dirname(CORE_FILE), "irq.js")).href);
const RP = await import(pathToFileURL(path.join(path.dirname(CORE_FILE), "rp2040.js")).href);
let made = null;

// The faster executeInstruction for `core` (a CortexM0Core), made once per process.
export function fastExecute(core) {
  if (made) return made;
  const parsed = parse(core.executeInstruction.toString());
  const { dispatch, chains } = table(parsed.branches);
  // the module's own declarations between its imports and its class, which the bodies use
  const from = CORE_SOURCE.indexOf("\n", CORE_SOURCE.lastIndexOf("import "));
  const decls = CORE_SOURCE.slice(from, CORE_SOURCE.indexOf("export class")).replace(/^export /gm, "");
  const text = `"use strict";\n${decls}\nreturn function executeInstruction() {${generate(parsed, chains)}};`;
  const build = new Function("DISPATCH", "MAX_HARDWARE_IRQ", "APB_START_ADDRESS", "SIO_START_ADDRESS", text);
  made = build(dispatch, IRQ.MAX_HARDWARE_IRQ, RP.APB_START_ADDRESS, RP.SIO_START_ADDRESS);
  return made;
}

// For every first halfword, and second halfwords that reach each pattern of a 32-bit one,
// the branch the chain of tests takes, against the one the table leads to: [] when they
// agree everywhere, else the opcodes where they differ (a test runs this).
export function check(core) {
  const { branches } = parse(core.executeInstruction.toString());
  const { dispatch, chains } = table(branches);
  const full = branches.map((b) => new Function("opcode", "opcode2", `return ${b.cond};`));
  const second = branches.map((b) => new Function("opcode2", `return ${b.second.join(" && ") || "true"};`));
  const seconds = [0, 0xffff, 0x8f50, 0x8f40, 0x8f60, 0x8000, 0x8800, 0xa000, 0xf000, 0xd000, 0x3c00];
  const wrong = [];
  for (let opcode = 0; opcode < 65536; opcode++) {
    for (const opcode2 of seconds) {
      const want = full.findIndex((f) => f(opcode, opcode2));
      const got = chains[dispatch[opcode]].find((i) => second[i](opcode2));
      if ((got === undefined ? -1 : got) !== want) wrong.push([opcode, opcode2, want, got]);
    }
  }
  return { wrong, branches: branches.length, kinds: chains.length };
}
