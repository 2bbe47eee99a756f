# The two commands of the README: `make play` and `make test`. Both create .venv/ first.
PYTHON ?= python3
VENV := .venv
STAMP := $(VENV)/.tavolata-installed
# Extra arguments, e.g. make play ARGS="--players 4 --seed 7", make test PYTEST="-k bid".
ARGS ?=
PYTEST ?=
# make test's parallel workers (pytest-xdist): each file's tests on one worker (a module's
# fixtures, e.g. the built .deb, made once); many tests wait on peers, timers and zeroconf
# more than they compute. JOBS=0 runs in one process. (Not --dist loadgroup: with pytest
# 9.2, xdist 3.8's groups are silently ignored, the nodeid it rewrites being read-only.)
JOBS ?= 3

.PHONY: play test lint bench soak package clean

$(STAMP): pyproject.toml tools/bootstrap.py
	$(PYTHON) tools/bootstrap.py $(VENV)
	touch $(STAMP)

# With no display: a table of bot peers (one process each, zeroconf on loopback), the game
# log, the scores and every peer's final state hash.
play: $(STAMP)
	$(VENV)/bin/tavolata play $(ARGS)

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/python -m pytest -n $(JOBS) --dist loadfile $(PYTEST)

lint: $(STAMP)
	$(VENV)/bin/ruff check core net client tests benchmarks tools
	$(VENV)/bin/mypy

# Every speed figure (README, "make bench"): each script with its defaults, one after another.
bench: $(STAMP)
	$(VENV)/bin/python benchmarks/core.py
	$(VENV)/bin/python benchmarks/lockstep.py
	$(VENV)/bin/python benchmarks/discovery.py
	$(VENV)/bin/python benchmarks/lab.py
	$(VENV)/bin/python benchmarks/client_start.py
	$(VENV)/bin/python benchmarks/hidden.py
	$(VENV)/bin/python benchmarks/records.py

# The lab's soak (docs/lab.md): the tests marked soak (each fault and cheat of every game,
# beyond the two or three lab runs a game has in make test), then 200 bot games under random
# faults, 6 at a time; prints the totals (games finished, desyncs injected/detected/as
# expected, detection delay, recoveries).
soak: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/python -m pytest -m soak $(PYTEST)
	$(VENV)/bin/tavolata lab --peers 3 --games 200 --jobs 6 --random-faults $(ARGS)

# The PyInstaller bundle and the .deb in dist/ (docs/install.md); the same as installer/build.
package: $(STAMP)
	installer/build

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build dist
