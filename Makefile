# Two entry points, as in the README: `make serve` and `make test`.
# `make serve HOST=0.0.0.0` opens Referee to the phones on the table's network.
PYTHON ?= python3
HOST ?= 127.0.0.1
PORT ?= 5000

.PHONY: install install-test serve test bench bench-table

install:
	$(PYTHON) -m pip install -q -e .

install-test:
	$(PYTHON) -m pip install -q -e '.[test]'

serve: install
	referee serve --host $(HOST) --port $(PORT)

test: install-test
	$(PYTHON) -m pytest

bench: install-test
	$(PYTHON) bench/run.py

bench-table:  # the README's benchmark table, from the last `make bench`
	$(PYTHON) bench/run.py --table
