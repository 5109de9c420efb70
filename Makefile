# Two commands do all the set-up: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: run test lint install clean

install: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q -U pip setuptools wheel
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

run: install
	$(PY) -m igroteka serve

lint: install
	$(VENV)/bin/ruff check igroteka tests

test: install lint
	$(PY) -m pytest -q

clean:
	rm -rf $(VENV) .pytest_cache
