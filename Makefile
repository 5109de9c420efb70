# Two commands do all the set-up: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
# The web client (web/) is built into igroteka/web_dist, which the server serves at /.
# Each step reruns only when what it depends on changed.
WEB_DEPS_STAMP := web/node_modules/.installed-stamp
WEB_STAMP := igroteka/web_dist/.build-stamp
WEB_SOURCES := $(shell find web/src web/pwa web/index.html web/vite.config.ts web/tsconfig.json web/package.json -type f 2>/dev/null)
# What the commands need from the system. Missing, it is installed when make runs as root
# (Debian's apt-get), else make stops at once with the one command to run. The browser tests
# drive Debian's chromium at CHROMIUM; APT_GET and USER_ID are there for tests/build.
CHROMIUM ?= /usr/bin/chromium
APT_GET ?= apt-get
USER_ID ?= $(shell id -u)
NPM := $(shell command -v npm 2>/dev/null)
# The board games' compiled search kernels (C, opened with cffi): igroteka/games/*/kernel.c
# -> _kernel.so beside it, a build output. Without a C compiler, gcc is installed like chromium.
CC := $(or $(shell command -v cc 2>/dev/null),cc)
KERNEL_CFLAGS ?= -O2 $(if $(filter x86_64,$(shell uname -m)),-mpopcnt) -fPIC -shared
KERNELS := $(patsubst %/kernel.c,%/_kernel.so,$(wildcard igroteka/games/*/kernel.c))
# The club's socket tier (igroteka/server/tier/tier.c): a program, not a library, built
# beside its source like the kernels.
TIERS := $(patsubst %/tier.c,%/_tier,$(wildcard igroteka/server/tier/tier.c))

# $(call system,PACKAGES,WHY): install Debian PACKAGES as root, else stop in one line saying
# what to run.
define system
$(if $(filter 0,$(USER_ID)),DEBIAN_FRONTEND=noninteractive $(APT_GET) update -q && DEBIAN_FRONTEND=noninteractive $(APT_GET) install -y -q $(1),$(error $(2): run `sudo apt-get install $(1)`, then `make $(or $(MAKECMDGOALS),test)` again))
endef

.PHONY: run test lint install clean web web-test chromium npm kernel

install: $(STAMP) kernel

NEED_CC = $(if $(shell command -v $(CC) 2>/dev/null),,$(call system,gcc,The search kernels need a C compiler))
kernel: $(KERNELS) $(TIERS)

%/_kernel.so: %/kernel.c
	$(NEED_CC)
	$(CC) $(KERNEL_CFLAGS) -o $@ $<

%/_tier: %/tier.c
	$(NEED_CC)
	$(CC) -O2 -Wall -Wextra -o $@ $<

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q -U pip setuptools wheel
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

# Before anything slow: what the browser tests and the web client need from the system.
chromium:
	$(if $(wildcard $(CHROMIUM)),,$(call system,chromium,The browser tests need Debian's chromium at $(CHROMIUM)))
	@test -x "$(CHROMIUM)" || { echo "no chromium at $(CHROMIUM) (set CHROMIUM=/path/to/chromium)"; exit 1; }

NEED_NPM = $(if $(NPM),,$(call system,nodejs npm,The web client needs Node.js 20+ and npm))
npm:
	$(NEED_NPM)

$(WEB_DEPS_STAMP): web/package.json web/package-lock.json
	$(NEED_NPM)
	cd web && npm ci --no-audit --no-fund
	touch $(WEB_DEPS_STAMP)

$(WEB_STAMP): $(WEB_DEPS_STAMP) $(WEB_SOURCES)
	$(NEED_NPM)
	cd web && npm run build
	touch $(WEB_STAMP)

web: $(WEB_STAMP)

web-test: npm $(WEB_DEPS_STAMP)
	cd web && npm test

run: install web
	$(PY) -m igroteka serve

lint: install
	$(VENV)/bin/ruff check igroteka tests

# Two pytest workers: every browser test in one of them, in order, sharing one club (tests/web
# marks them one `xdist_group`); the rest of the suite in the other, beside them. Every test
# has its own database, PostgreSQL schema or Redis prefix, so workers never see each other.
TEST_WORKERS ?= 2

test: chromium npm install lint web web-test
	IGROTEKA_TEST_CHROMIUM=$(CHROMIUM) $(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadgroup

clean:
	rm -rf $(VENV) .pytest_cache web/node_modules igroteka/web_dist $(KERNELS) $(TIERS)
