# Pocket card console: host-side commands.  `make help` lists them.
# Every target installs what it needs on first use: a local .venv from
# requirements-dev.txt and the MicroPython VM from package-lock.json.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
BOARD ?= pico-ssd1306
PORT ?= auto
JOBS ?= 2
# make test's workers: one more than JOBS, the cores.  A test waits a sixth of its time on
# average (a browser's round trips, a real-time wait, a process starting), so two workers
# kept two cores 83 % busy and a third keeps them 92 % busy: 209.6 -> 188.3 s for the
# tests on this 2-core machine, back to back.
TEST_JOBS ?= $(shell echo $$(($(JOBS) + 1)))
# Python's compiled modules kept, in build/pycache rather than beside the sources, even
# where the environment says not to write them: each test worker, deploy and nested
# pytest run would otherwise compile pytest, mpremote and ours again (about 2 s for each
# pytest process).
export PYTHONPYCACHEPREFIX := $(CURDIR)/build/pycache
unexport PYTHONDONTWRITEBYTECODE

.PHONY: help setup browser inputs test lint typecheck format build firmware bench play pico web web-build deploy repl uf2 clean

help:
	@echo "make web      the console in a web browser: builds build/web and serves it on localhost"
	@echo "make web-build  only builds build/web (a static site: publish the folder as it is)"
	@echo "make play     play in the simulator (or on a Pico, see README)"
	@echo "make pico     [BOARD=...] [FIRMWARE=frozen|romfs] play on the emulated Pico: the real MicroPython firmware"
	@echo "make firmware [BOARD=...] MicroPython with the game frozen in: build/firmware/<board>-RPI_PICO.uf2 to drop on a Pico,"
	@echo "              and the developers' MicroPython for make deploy: build/firmware/romfs-RPI_PICO.uf2"
	@echo "make test     lint, type-check, compile the firmware, build make firmware's UF2s, run every test"
	@echo "              on TEST_JOBS workers (default $(TEST_JOBS), one more than JOBS=$(JOBS))"
	@echo "make inputs   fetch what the emulated Pico and make firmware need from outside (make setup does once)"
	@echo "make typecheck  the firmware against the Pico's MicroPython, the tools against CPython"
	@echo "make bench    the figures on the emulated Pico (and the host), one table: build/bench.json"
	@echo "make deploy   [BOARD=$(BOARD)] [PORT=...] the game onto a Pico over USB (the developers' MicroPython first; a Pico 2: stock)"
	@echo "make repl     [PORT=...] open the Pico's REPL"
	@echo "make uf2      [BOARD=...] [MICROPYTHON=micropython.uf2] UF2 files for a Pico 2 in build/uf2"
	@echo "The programs behind them are in tools/, by wing: tools/README.md"
	@echo "LINE_NUMBERS=1  with play, or deploy and uf2 for a Pico 2: tracebacks with line numbers (more heap)"

$(VENV)/.installed: requirements-dev.txt
	@command -v $(PYTHON) >/dev/null || { echo "error: $(PYTHON) not found; install Python 3.10+"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --disable-pip-version-check -q -r requirements-dev.txt
	@touch $@

node_modules/.installed: package.json package-lock.json
	@command -v npm >/dev/null || { echo "error: npm not found; install Node.js 18+ (it runs the MicroPython VM)"; exit 1; }
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

setup: $(VENV)/.installed node_modules/.installed browser inputs

# The browser tests' Chromium: Debian's chromium, installed here when run as root (CI),
# else a message saying how to get one; CHROMIUM=/path names another.
browser: $(VENV)/.installed
	@$(PY) tools/sim/web/browser.py --install

# What the emulated Pico and make firmware take from outside the repository (the RP2040 boot
# ROM, MicroPython's source, stock MicroPython's UF2): each found in PICO_BOOTROM=,
# MICROPYTHON_SRC=, PICO_UF2= or ../shared/, else fetched once into .cache/ from its public
# address and checked against its SHA-256 (tools/builders/inputs.py).  Offline: one line each, and the
# tests that need one are skipped; a failed fetch is tried again an hour later, or now with
# make inputs.
inputs: $(VENV)/.installed
	@$(PY) tools/builders/inputs.py fetch$(if $(filter inputs,$(MAKECMDGOALS)), --again)

lint: setup
	$(BIN)/ruff check --no-cache .
	$(BIN)/ruff format --no-cache --check .

# firmware/ and boards/ against the Pico's MicroPython (the rp2 stubs), tools/ and
# host_tests/ against CPython; see tools/check/typecheck.py.
typecheck: setup
	$(PY) tools/check/typecheck.py

format: setup
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

build: setup
	$(PY) tools/builders/build.py

# MicroPython with the firmware frozen in, per board unless BOARD is given on the command
# line; the source is MICROPYTHON_SRC=DIR, ../shared/micropython-src/'s bundle or the release
# make setup fetched (README, "Installing"; tools/builders/inputs.py, tools/builders/freeze.py).  Kept in
# build/firmware: a second run builds what changed.
firmware: setup
	$(PY) tools/builders/freeze.py --jobs $(JOBS)$(if $(filter file,$(origin BOARD)),, --board $(BOARD))

# The firmware UF2s too, where the toolchain and MicroPython's source are or can be had;
# where not, one line says why and how, and the rest runs (their tests are skipped).  The
# tests on TEST_JOBS workers, the slowest first, each worker given the next when it is
# nearly done, a module whose tests share a costly fixture given whole to one worker
# (host_tests/conftest.py): they end together.  The type check is one of the tests
# (host_tests/test_typecheck.py runs tools/check/typecheck.py): its two pyright runs take
# their CPU beside the others' rather than before them all.
test: setup lint build
	$(PY) tools/builders/freeze.py --jobs $(JOBS) --if-possible
	$(PY) -m pytest -q -rs -n $(TEST_JOBS) --dist load host_tests

# One table of the figures, each beside its target and where it was measured (the emulated
# Pico, both builds, or the host), written to build/bench.json; BENCH_DOCS=1 copies it to
# docs/figures.json, the figures the docs quote (tools/bench/run.py).  Fails only when a
# figure measured on the emulated Pico misses its target.  The host benches of tools/bench
# (the VM, CPython, Chromium) are run one by one: see docs/pico.md.
bench: setup build
	$(PY) tools/builders/freeze.py --jobs $(JOBS) --if-possible
	$(PY) tools/bench/run.py$(if $(BENCH_DOCS), --docs)

play: setup build
	$(PY) tools/play/play_device.py $(ARGS)

# The emulated Pico (tools/picoemu): the real MicroPython firmware on an emulated RP2040.
pico: setup build
	$(PY) tools/play/play_pico.py --board $(BOARD)$(if $(FIRMWARE), --firmware $(FIRMWARE)) $(ARGS)

web-build: setup build
	node tools/sim/web/build.mjs

# WEB_PORT=0 takes a free port; WEB_HOST=0.0.0.0 lets a phone on the same network in.
web: web-build
	$(PY) tools/sim/web/serve.py$(if $(WEB_PORT), --port $(WEB_PORT))$(if $(WEB_HOST), --host $(WEB_HOST))

deploy: setup build
	$(PY) tools/builders/deploy.py --board $(BOARD) --port $(PORT)

repl: setup
	$(BIN)/mpremote $(if $(filter auto,$(PORT)),,connect $(PORT)) repl

# Every board unless BOARD is given on the command line; see README, "Install without a
# PC toolchain".
uf2: setup build
	$(PY) tools/builders/uf2.py$(if $(filter file,$(origin BOARD)),, --board $(BOARD))$(if $(PICO), --pico $(PICO))$(if $(MICROPYTHON), --micropython $(MICROPYTHON))

clean:
	rm -rf build .pytest_cache .ruff_cache
