# Two commands do all the set-up: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
# The web client (web/) is built into igroteka/web_dist, which the server serves at /.
# Each step reruns only when what it depends on changed.
WEB_DEPS_STAMP := web/node_modules/.installed-stamp
WEB_STAMP := igroteka/web_dist/.build-stamp
WEB_SOURCES := $(shell find web/src web/index.html web/vite.config.ts web/tsconfig.json web/package.json -type f 2>/dev/null)

.PHONY: run test lint install clean web web-test

install: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q -U pip setuptools wheel
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

$(WEB_DEPS_STAMP): web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $(WEB_DEPS_STAMP)

$(WEB_STAMP): $(WEB_DEPS_STAMP) $(WEB_SOURCES)
	cd web && npm run build
	touch $(WEB_STAMP)

web: $(WEB_STAMP)

web-test: $(WEB_DEPS_STAMP)
	cd web && npm test

run: install web
	$(PY) -m igroteka serve

lint: install
	$(VENV)/bin/ruff check igroteka tests

test: install lint web web-test
	$(PY) -m pytest -q

clean:
	rm -rf $(VENV) .pytest_cache web/node_modules igroteka/web_dist
