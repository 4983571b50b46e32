"""The figures README.md and docs/*.md quote from `make bench` agree with docs/figures.json,
the copy of build/bench.json that `make bench BENCH_DOCS=1` writes (tools/bench/run.py).

A quoted figure carries its key in a comment right after it, `23.2 ms<!-- fig:frozen.
keys_median_ms -->` (the unit optional): the number must be the JSON's value written to as
many decimals as the doc gives it.  A key the JSON lacks is an error too."""

import json
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIGURES = os.path.join(ROOT, "docs", "figures.json")
MARK = re.compile(r"(-?\d+(?:\.\d+)?)\s*(?:ms|KB|%|s)?\s*<!-- fig:([\w.]+) -->")


def doc_files():
    docs = os.path.join(ROOT, "docs")
    names = sorted(n for n in os.listdir(docs) if n.endswith(".md"))
    return [os.path.join(ROOT, "README.md")] + [os.path.join(docs, n) for n in names]


def load_figures():
    with open(FIGURES, encoding="utf-8") as f:
        return json.load(f)["figures"]


def disagreements(text, figures, where="text"):
    """[message] for each marked figure of text that differs from figures (or is not
    there); no marks, no messages."""
    out = []
    for m in MARK.finditer(text):
        number, key = m.group(1), m.group(2)
        line = text.count("\n", 0, m.start()) + 1
        if key not in figures:
            out.append("%s:%d: %s is not in docs/figures.json" % (where, line, key))
            continue
        places = len(number.partition(".")[2])
        want = "%.*f" % (places, figures[key]["value"])
        if number != want:
            out.append(
                "%s:%d: %s says %s, docs/figures.json %s" % (where, line, key, number, want)
            )
    return out


def test_docs_quote_the_figures():
    figures = load_figures()
    problems = []
    marks = 0
    for path in doc_files():
        with open(path, encoding="utf-8") as f:
            text = f.read()
        marks += len(MARK.findall(text))
        problems += disagreements(text, figures, os.path.relpath(path, ROOT))
    assert marks >= 10, "the docs quote %d marked figures: the marks went missing?" % marks
    assert not problems, "\n".join(problems)


def test_a_figure_that_differs_is_caught():
    figures = {"frozen.start_ms": {"value": 93.0}, "romfs.heap_start_kb": {"value": 43.2}}
    good = "start 93 ms<!-- fig:frozen.start_ms -->, heap 43.2 KB<!-- fig:romfs.heap_start_kb -->"
    assert disagreements(good, figures) == []
    stale = good.replace("43.2 KB", "41.0 KB")
    assert disagreements(stale, figures) == [
        "text:1: romfs.heap_start_kb says 41.0, docs/figures.json 43.2"
    ]
    assert disagreements("1 ms<!-- fig:gone -->", figures) == [
        "text:1: gone is not in docs/figures.json"
    ]


def test_every_figure_has_where_it_was_measured():
    for key, fig in load_figures().items():
        assert fig["where"] in ("emulated Pico frozen", "emulated Pico romfs", "host"), key
