# Two entry points, as in the README: `make serve` and `make test`.
PYTHON ?= python3

.PHONY: install install-test serve test bench

install:
	$(PYTHON) -m pip install -q -e .

install-test:
	$(PYTHON) -m pip install -q -e '.[test]'

serve: install
	referee serve

test: install-test
	$(PYTHON) -m pytest

bench: install-test
	$(PYTHON) bench/run.py
