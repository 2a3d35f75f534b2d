# The two README commands: `make demo` and `make test`. Both set up what they need
# (Debian's chromium and redis-server, a .venv from requirements.txt) and are idempotent.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.comspider-installed
APT_PACKAGES := chromium redis-server strace
PYTEST_ARGS ?=

.PHONY: help setup system demo test check clean

help:
	@echo "make demo   crawl the bundled offline news web and print a summary"
	@echo "make test   run the test suite"
	@echo "make check  lint (ruff), format check (ruff format) and types (mypy)"
	@echo "make setup  install Debian's chromium and redis-server and the .venv"

setup: system $(STAMP)

# Debian packages: installed with apt when missing and we are root; otherwise say
# exactly what to install. strace records the outgoing connections of a test crawl
# (tests/e2e/test_no_calls_home.py).
system:
	@missing=""; \
	{ [ -x /usr/lib/chromium/chromium ] || command -v chromium >/dev/null; } || missing="$$missing chromium"; \
	command -v redis-server >/dev/null || missing="$$missing redis-server"; \
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

# The crawler (comspider) and the lab beside it (lab/comspider_lab), both editable.
$(STAMP): requirements.txt requirements-lab.txt pyproject.toml lab/pyproject.toml
	@[ -x $(PY) ] || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check -r requirements.txt -r requirements-lab.txt
	$(PY) -m pip install -q --disable-pip-version-check --no-build-isolation --no-deps -e . -e ./lab
	@touch $(STAMP)

demo: setup
	$(PY) -m comspider_lab demo

test: setup
	$(PY) -m pytest $(PYTEST_ARGS)

check: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

clean:
	rm -rf build dist *.egg-info feeds/comments feeds/visits
