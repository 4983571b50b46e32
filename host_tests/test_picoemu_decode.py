"""The emulated Pico reaches rp2040js's instructions through a table (tools/picoemu/
decode.mjs), not its chain of tests: for every first halfword (and second halfwords that
reach each 32-bit pattern) the table leads to the very branch the chain takes, and a run
is the same instruction for instruction: the same console, emulated time and busy time."""

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "picoemu"))

import emulator  # noqa: E402

if not os.path.isdir(os.path.join(ROOT, "node_modules", "rp2040js")):
    pytest.skip("rp2040js is not installed (make setup installs it)", allow_module_level=True)

CHECK = """
import { Simulator } from "rp2040js";
import { check, fastExecute } from "./tools/picoemu/decode.mjs";
const core = new Simulator().rp2040.core;
const r = check(core);
// a few instructions run both ways from the same state (registers, flags, memory, cycles)
function state(c) {
  return JSON.stringify([Array.from(c.registers), c.N, c.Z, c.C, c.V, c.cycles,
    Array.from(c.rp2040.sram.subarray(0, 64))]);
}
const fast = fastExecute(core);
const slow = Object.getPrototypeOf(core).executeInstruction;
const prog = [0x2005, 0x1840, 0x4348, 0x0049, 0x4288, 0xd100, 0x6001, 0xbc00, 0x3a01, 0xb500];
let same = 0;
for (let i = 0; i < prog.length; i++) {
  const states = [];
  for (const run of [slow, fast]) {
    const sim = new Simulator();
    const c = sim.rp2040.core;
    c.registers.set([0x20000000, 7, 3, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x20000400, 0, 0x20000100]);
    c.SP = 0x20000400;
    const ram = sim.rp2040.sramView;
    for (let k = 0; k < prog.length; k++) ram.setUint16(0x100 + 2 * k, prog[k], true);
    for (let k = 0; k <= i; k++) run.call(c);
    states.push(state(c));
  }
  if (states[0] === states[1]) same++;
}
console.log(JSON.stringify({ wrong: r.wrong.slice(0, 5), count: r.wrong.length,
  branches: r.branches, kinds: r.kinds, same, of: prog.length }));
"""


def test_the_table_leads_every_opcode_to_the_branch_the_chain_takes():
    out = subprocess.run(
        ["node", "--input-type=module", "-e", CHECK],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout)
    assert r["count"] == 0, r["wrong"]
    assert r["branches"] > 70 and r["kinds"] > 70  # (rp2040js 1.4.1: 83 and 82)
    assert r["same"] == r["of"] == 10


def test_a_run_through_the_table_is_the_chains_to_the_nanosecond(monkeypatch):
    why = emulator.available()
    if why:
        pytest.skip("emulated Pico: " + why)
    try:
        uf2 = emulator.firmware_for("frozen")
    except emulator.NotBuildable as e:
        pytest.skip(str(e))
    image = emulator.fs_image("frozen", {"/data/settings.json": b'{"lang": 0}'})
    runs = []
    for chain in ("1", ""):
        monkeypatch.setenv("PICOEMU_CHAIN", chain)
        with emulator.EmulatedPico("pico-ssd1306", image, uf2=uf2) as pico:
            pico.power(vsys_mv=4500, usb=False)
            assert pico.run_until(text="ready ", ms=5000)
            for key in ("down", "down", "a", "b", "up"):
                pico.tap(key, after_ms=300)
            stats = pico.stats()
            runs.append((pico.console_text(), pico.frame(), stats["busy_ns"], stats["t"]))
    assert runs[0] == runs[1]
    assert runs[0][2] > 100_000_000  # (busy: the start and five keys' frames)
