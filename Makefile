# Quick start on a fresh Debian machine (as root): `make demo` or `make test`.
# Each target installs the system packages it needs (scripts/install-deps.sh) before it builds.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)

PREFIX ?= /usr/local
SWIFT ?= swift
SCREEN ?= 1280x800x24
XVFB := xvfb-run -a -s "-screen 0 $(SCREEN)"

.PHONY: all build release test demo bench leaks clean

all: build

build:
	@scripts/install-deps.sh build
	$(SWIFT) build

release:
	@scripts/install-deps.sh build
	$(SWIFT) build -c release

# Every test, GTK ones on a private Xvfb display and a private D-Bus session bus.
test:
	@scripts/install-deps.sh test
	$(SWIFT) build --build-tests
	$(XVFB) dbus-run-session -- $(SWIFT) test --skip-build

# The demo gallery on your display; without one it runs on a private Xvfb and says so.
demo: release
	@scripts/install-deps.sh demo
	@if [ -n "$$DISPLAY" ] || [ -n "$$WAYLAND_DISPLAY" ]; then .build/release/snack-gallery; \
	else echo "make demo: no DISPLAY; running the gallery on a private Xvfb for 10 s"; \
	$(XVFB) timeout 10 .build/release/snack-gallery || true; fi

# Figures for the closing notes (release build).
bench:
	@scripts/install-deps.sh bench
	$(SWIFT) build -c release --product snack-bench
	$(XVFB) dbus-run-session -- .build/release/snack-bench

# valgrind over a GTK show/dismiss workload (debug build, for source lines). Goal: 0 bytes definitely
# lost; only one-time library records are suppressed (Resources/valgrind/snackbar.supp).
VALGRIND_SUPP := /usr/share/glib-2.0/valgrind/glib.supp /usr/share/gtk-3.0/valgrind/gtk.supp Resources/valgrind/snackbar.supp
leaks:
	@scripts/install-deps.sh test
	$(SWIFT) build --product snack-bench
	G_SLICE=always-malloc G_DEBUG=gc-friendly $(XVFB) dbus-run-session -- valgrind --leak-check=full \
		--show-leak-kinds=definite --num-callers=40 $(addprefix --suppressions=,$(VALGRIND_SUPP)) \
		--log-file=.build/leaks.txt .build/debug/snack-bench leaks
	@grep -A20 "definitely lost in loss record" .build/leaks.txt || true
	@grep "definitely lost:" .build/leaks.txt | sed 's/^==[0-9]*== *//'
	@grep -q "definitely lost: 0 bytes" .build/leaks.txt || ! grep -q "definitely lost:" .build/leaks.txt

clean:
	rm -rf .build
