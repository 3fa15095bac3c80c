# Quick start on a fresh Debian machine (as root): `make demo` or `make test`.
# Each target installs the system packages it needs (scripts/install-deps.sh) before it builds.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)

PREFIX ?= /usr/local
# The version, in one place: SnackbarVersion in the sources (what --version prints, the notification server
# reports and snackbar_get_*_version() return). The library's file name, snackbar.pc, the GIR's namespace
# (major.minor), the man pages, the tarball and the Debian packages follow it (`make deb` refuses a
# debian/changelog that names another; a test holds the header's SNACKBAR_*_VERSION macros to it).
VERSION_SOURCE = Sources/SnackbarCore/SnackbarVersion.swift
SNACKBAR_VERSION := $(shell sed -n 's/^ *public static let m[a-z]* = \([0-9]*\)$$/\1/p' $(VERSION_SOURCE) | paste -sd.)
API_VERSION := $(word 1,$(subst ., ,$(SNACKBAR_VERSION))).$(word 2,$(subst ., ,$(SNACKBAR_VERSION)))
SWIFT ?= swift
SCREEN ?= 1280x800x24
XVFB := xvfb-run -a -s "-screen 0 $(SCREEN) -noreset -maxclients 512"
# The benches' screen: tall enough for the 21 snacks the in-app figures stack in one corner, each whole
# (a snack that would cover another waits; 12 fit on 800 px).
BENCH_SCREEN ?= 1280x1600x24
BENCH_XVFB := xvfb-run -a -s "-screen 0 $(BENCH_SCREEN) -noreset -maxclients 512"

.PHONY: all build release notify-static bench-bin test check check-binding test-slice format format-check dist deb demo bench bench-notify bench-cold-stages bench-warm-steps bench-soak leaks tsan clean install install-files uninstall introspection pot locale update-po lib install-lib install-lib-files runtime lib-gtk4 blueprint install-lib-gtk4 install-lib-gtk4-files install-notification-server uninstall-notification-server

all: build

build:
	@scripts/install-deps.sh build
	$(SWIFT) build
	$(MAKE) locale CONFIG=debug

# What `make install` installs: the GTK 3 and GTK 4 libraries, snack-notifyd, snack-notify-bus and snack-gallery from one build
# that shares the Swift runtime's shared libraries, which the install copies once into a private directory
# (see install-lib-files); and snack-notify, the command scripts run again and again, linked wholly static in a
# scratch path of its own (STATIC_CLIENT): no dynamic loader, no relocations, so a warm call takes ~1 ms of
# CPU instead of ~5 ms with the shared runtime, for 8 MB stripped. A second run finds nothing to compile.
STATIC_CLIENT = .build/static-client
CLIENT_LINK = -Xswiftc -static-executable
# Release builds leave out the module Swift imports into every file unasked, _StringProcessing (regexes and
# its string algorithms, which no code here uses: BinaryFootprintTests). Each module that imports it records
# a link to the regex engine's two shared libraries, so every program and library loads them: 0.9 MB
# resident in the popup service, 1.5 MB of the install. Every build into .build/release uses these flags
# (different ones would make SwiftPM compile every module again). They are linked by lld with their relative
# relocations packed (DT_RELR, glibc 2.36): a few KB of records instead of ~100 KB in each program and library,
# 0.4 MB of the install, fewer pages read at each start.
PACKED_LINK = -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
RELEASE_BUILD = $(SWIFT) build -c release -Xswiftc -Xfrontend -Xswiftc -disable-implicit-string-processing-module-import \
	-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
release:
	@scripts/install-deps.sh build
	$(RELEASE_BUILD)
	$(SWIFT) build -c release $(CLIENT_LINK) --scratch-path $(STATIC_CLIENT) --product snack-notify
	$(MAKE) locale CONFIG=release

# For the benchmarks (`make bench-notify BENCH_DIR=$(STATIC_BIN)`): the three notify programs linked each with
# its own copy of the Swift runtime, which spares each start the loading and relocating of the runtime's shared
# libraries, at ~8 MB a binary; of them only snack-notify is installed. snack-notify-bus and snack-notifyd carry
# the runtime statically; snack-notify, which loads no GLib, is linked wholly static (CLIENT_LINK). Each link
# flavour has a scratch path of its own, since its flags make SwiftPM rebuild every module, and the programs
# are gathered in STATIC_BIN beside the release build's snack-bench.
# snack-notifyd, which stays up, is linked for its resident memory, also in a scratch path of its own: by
# lld, each function in a section of its own and the functions it runs (Resources/snack-notifyd.order, written
# by scripts/order-file/generate.sh) together at the front, so that the pages it touches are few instead of
# most of the runtime's 6 MB of code; its relative relocations packed (DT_RELR: 650 KB of records read at
# each start become a few KB); and the C++ library the Swift runtime calls linked in as well (libstdc++.a,
# found first in a folder of its own), which leaves out the shared one's 1 MB of resident pages.
STATIC_SERVICE = .build/static-service
STATIC_BUS = .build/static-bus
STATIC_BIN = .build/static-release
STATIC_CXX = $(CURDIR)/.build/static-cxx
SERVICE_LINK = -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker --symbol-ordering-file=$(CURDIR)/Resources/snack-notifyd.order -Xlinker --no-warn-symbol-ordering -Xswiftc -L$(STATIC_CXX)
notify-static:
	mkdir -p $(STATIC_CXX) && ln -sfn "$$(clang -print-file-name=libstdc++.a)" $(STATIC_CXX)/libstdc++.a
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path $(STATIC_BUS) --product snack-notify-bus
	$(SWIFT) build -c release --static-swift-stdlib $(SERVICE_LINK) --scratch-path $(STATIC_SERVICE) --product snack-notifyd
	$(SWIFT) build -c release $(CLIENT_LINK) --scratch-path $(STATIC_CLIENT) --product snack-notify
	$(RELEASE_BUILD) --product snack-bench
	$(RELEASE_BUILD) --product snack-bench-gtk4
	mkdir -p $(STATIC_BIN) && ln -sfn ../release/snack-bench ../release/snack-bench-gtk4 ../release/locale $(STATIC_BIN)/
	install -m 755 $(STATIC_BUS)/release/snack-notify-bus $(STATIC_SERVICE)/release/snack-notifyd \
		$(STATIC_CLIENT)/release/snack-notify $(STATIC_BIN)/

# Every test, GTK ones on a private Xvfb display and a private D-Bus session bus. A Wayland desktop's
# variables stay out: on that Xvfb the popups are X11's (the compositor tests set their own). The tests see the
# DejaVu fonts alone (TEST_FONTS), whatever the machine's default sans (Noto, Cantarell): the sizes they measure
# and the pixels they count are then the same on every machine. A single suite runs the same way:
#   FONTCONFIG_FILE=$$PWD/Tests/Fixtures/fontconfig/fonts.conf xvfb-run -a dbus-run-session -- swift test --skip-build --filter X
# The tests' popup services keep their state (do not disturb, history, ids) apart from the user's, and
# read a system snackbar.conf that turns idle off (no one uses a test display's input; a test that wants
# idle sets its own threshold).
TEST_STATE = $(CURDIR)/.build/test-state
TEST_CONFIG_DIRS = $(CURDIR)/Tests/Fixtures/config-dirs:$${XDG_CONFIG_DIRS:-/etc/xdg}
TEST_FONTS = rm -rf $(TEST_STATE) && XDG_STATE_HOME=$(TEST_STATE) XDG_CONFIG_DIRS=$(TEST_CONFIG_DIRS) \
	FONTCONFIG_FILE=$(CURDIR)/Tests/Fixtures/fontconfig/fonts.conf
TEST_ENV = $(TEST_FONTS) env -u WAYLAND_DISPLAY -u XDG_SESSION_TYPE
test:
	@scripts/install-deps.sh test
	$(SWIFT) build --build-tests
	$(MAKE) -s introspection BIN_DIR=.build/debug
	$(MAKE) locale CONFIG=debug
	$(TEST_ENV) $(XVFB) dbus-run-session -- $(SWIFT) test --skip-build

# The fast loop: every test that needs no display, no session bus, no compositor, no screen reader and no
# install, nor minutes of exhaustive work (the suites tagged with none of those; see Tests/SnackbarTestTags).
# It runs with DISPLAY and WAYLAND_DISPLAY unset, so a suite that needs a display and lacks its tag fails here.
ENVIRONMENT_TAGS = display sessionBus compositor screenReader install exhaustive
check:
	$(SWIFT) build --build-tests
	$(MAKE) -s check-binding
	$(MAKE) -s locale CONFIG=debug
	$(TEST_FONTS) env -u DISPLAY -u WAYLAND_DISPLAY -u XDG_SESSION_TYPE -u DBUS_SESSION_BUS_ADDRESS $(SWIFT) test --skip-build --skip "$$(scripts/test-slice.sh $(ENVIRONMENT_TAGS))"

# The SwiftGtk binding (Bindings/SnackbarLib), a package of its own, compiled to an object in Swift 6 mode
# against this tree's header: its CSnackbar module's shim includes <snackbar.h>, found in include/ before any
# installed one. A setter the binding lacks or a header change that breaks it stops `make check` in about a
# second; SwiftLibraryTests links and runs it against an installed library.
BINDING_SOURCES = Bindings/SnackbarLib/Sources
BINDING_BUILD = .build/check-binding
check-binding:
	@mkdir -p $(BINDING_BUILD)
	swiftc -c -wmo -parse-as-library -swift-version 6 -warnings-as-errors -module-name SnackbarLib \
		-module-cache-path $(BINDING_BUILD)/ModuleCache -I $(BINDING_SOURCES)/CSnackbar -I include \
		$$(pkg-config --cflags-only-I gobject-2.0) -o $(BINDING_BUILD)/SnackbarLib.o $(BINDING_SOURCES)/SnackbarLib/*.swift

# One slice of `make test`: the suites tagged TAG (display, sessionBus, compositor, screenReader, install),
# on the same private Xvfb and bus.
test-slice:
	@[ -n "$(TAG)" ] || { echo "make test-slice: name a tag, e.g. make test-slice TAG=display" >&2; exit 2; }
	@scripts/install-deps.sh test
	$(SWIFT) build --build-tests
	$(MAKE) -s introspection BIN_DIR=.build/debug
	$(MAKE) locale CONFIG=debug
	$(TEST_ENV) $(XVFB) dbus-run-session -- $(SWIFT) test --skip-build --filter "$$(scripts/test-slice.sh $(TAG))"

# The house style (.swift-format): `make format` rewrites the Swift sources in place, `make format-check`
# fails naming each file that differs from its formatted self (CI runs it before the tests).
FORMATTED = Package.swift Sources Tests Bindings Examples
format:
	swift-format format --in-place --recursive --parallel $(FORMATTED)

format-check:
	@copy=$$(mktemp -d) && trap 'rm -rf "$$copy"' EXIT && \
	tar -c --exclude=.build $(FORMATTED) .swift-format | tar -x -C "$$copy" && \
	(cd "$$copy" && swift-format format --in-place --recursive --parallel $(FORMATTED)) && \
	unformatted=$$(for item in $(FORMATTED); do diff -rq --exclude=.build "$$item" "$$copy/$$item" | awk '{print $$2}'; done); \
	if [ -n "$$unformatted" ]; then echo "make format-check: not formatted (run make format):" >&2; echo "$$unformatted" >&2; exit 1; fi

# The demo gallery on your display. Without one (a server, CI) it takes the gallery's screenshot tour
# on a private Xvfb instead and says where the pictures are.
demo: release
	@scripts/install-deps.sh demo
	@if [ -n "$$DISPLAY" ] || [ -n "$$WAYLAND_DISPLAY" ]; then .build/release/snack-gallery; \
	else echo "make demo: no DISPLAY, so the gallery takes its screenshot tour on a private Xvfb"; \
	scripts/gallery-tour.sh .build/release/snack-gallery out/gallery $(SCREEN); fi

# Translations (gettext domain `snackbar`): the template from every localized("…") / localizedPlural("…", "…")
# literal in the sources (xgettext's C lexer reads Swift's one-line literals alike; multi-line ones hold no
# msgids and only draw warnings, left out), then one catalogue per po/LANG.po, merged with the template (a
# text the catalogue does not translate yet shows in English, and is counted), compiled next to the binaries
# of CONFIG (where they look first) and installed under PREFIX/share/locale. `make update-po` brings each
# po/LANG.po up to date with the sources for its translator.
CONFIG ?= debug
LANGUAGES = $(basename $(notdir $(wildcard po/*.po)))
POT = .build/snackbar.pot
pot:
	@mkdir -p .build
	@xgettext --language=C --from-code=UTF-8 --keyword= --keyword=localized --keyword=localizedPlural:1,2 \
		--package-name=snackbar --sort-by-file \
		-o $(POT) $$(grep -rl --include='*.swift' -E 'localized(Plural)?\("' Sources | sort) \
		2> >(grep -v 'unterminated string literal' >&2)
	@echo "make pot: $$(($$(grep -c '^msgid ' $(POT)) - 1)) texts in $(POT)"

locale: pot
	@for lang in $(LANGUAGES); do \
		install -d .build/po .build/$(CONFIG)/locale/$$lang/LC_MESSAGES; \
		msgmerge --quiet --no-fuzzy-matching -o .build/po/$$lang.po po/$$lang.po $(POT) || exit 1; \
		stats=$$(LC_ALL=C msgfmt --check --statistics -o .build/$(CONFIG)/locale/$$lang/LC_MESSAGES/snackbar.mo \
			.build/po/$$lang.po 2>&1) || { echo "$$stats" >&2; exit 1; }; \
		case "$$stats" in *fuzzy*|*untranslated*) \
			echo "make locale: po/$$lang.po: $${stats%.} (English until translated: make update-po)" >&2;; esac; \
	done

update-po: pot
	@for lang in $(LANGUAGES); do msgmerge --quiet --update --backup=none po/$$lang.po $(POT) || exit 1; \
		echo "po/$$lang.po: $$(LC_ALL=C msgfmt --statistics -o /dev/null po/$$lang.po 2>&1)"; done

# Core throughput, latency, idle cost, memory and frame intervals, printed by snack-bench (release build);
# docs/performance.md says what each figure means.
bench:
	@scripts/install-deps.sh bench
	$(RELEASE_BUILD) --product snack-bench
	$(BENCH_XVFB) dbus-run-session -- .build/release/snack-bench

# docs/performance.md's figures beside their anchors, in one run on Xvfb: snack-notify's start-to-mapped
# times beside a C GTK floor and notify-send → dunst, the service's memory beside dunst's, the in-app
# add → mapped p99 beside one frame; then notify-send → mako on headless sway. It measures the programs
# `make install` installs (BENCH_BIN); BENCH_DIR=$(STATIC_BIN) measures the statically linked ones instead.
BENCH_DIR ?= $(BENCH_BIN)
bench-notify:
	@scripts/install-deps.sh bench
	$(MAKE) $(if $(filter $(STATIC_BIN),$(BENCH_DIR)),notify-static,bench-bin)
	BIN_DIR=$(abspath $(BENCH_DIR)) $(BENCH_XVFB) dbus-run-session -- scripts/bench-notify/run.sh
	for desktop in sway kwin; do \
		BIN_DIR=$(abspath $(BENCH_DIR)) scripts/wayland/session.sh $$desktop dbus-run-session -- scripts/bench-notify/wayland.sh || exit 1; \
	done

# Where a cold `snack-notify` call's time goes, stage by stage beside the C GTK floor's stages
# (scripts/bench-notify/cold-stages.sh: perf uprobes, so root and a perf that can add them).
bench-cold-stages:
	@scripts/install-deps.sh bench
	$(MAKE) $(if $(filter $(STATIC_BIN),$(BENCH_DIR)),notify-static,bench-bin)
	BIN_DIR=$(abspath $(BENCH_DIR)) $(XVFB) dbus-run-session -- scripts/bench-notify/cold-stages.sh

# Where a warm `snack-notify` call's time goes on sway and on KWin, step by step beside mako's steps
# (scripts/bench-notify/warm-steps.sh: perf uprobes, so root and a perf that can add them).
bench-warm-steps:
	@scripts/install-deps.sh bench
	$(MAKE) $(if $(filter $(STATIC_BIN),$(BENCH_DIR)),notify-static,bench-bin)
	for desktop in sway kwin; do \
		BIN_DIR=$(abspath $(BENCH_DIR)) scripts/wayland/session.sh $$desktop dbus-run-session -- scripts/bench-notify/warm-steps.sh || exit 1; \
	done

# A session's worth of notifications (scripts/bench-notify/soak.sh): the service's memory over COUNT (20 000)
# distinct notifications from notify-send-style clients and from snack-notify, beside dunst's in the same run;
# after big bodies; under 300 clients holding unfinished lines; other callers' round trips during the worst
# requests. Figures printed, nothing judged; docs/performance.md keeps them.
bench-soak:
	@scripts/install-deps.sh bench
	$(RELEASE_BUILD) --product snack-notifyd
	$(RELEASE_BUILD) --product snack-notify
	$(XVFB) dbus-run-session -- scripts/bench-notify/soak.sh

# The programs as `make install` lays them out: a DESTDIR stage of install-files (stripped, the runtime
# libraries of OWN_RUNTIME found by their RUNPATH), with the two bench programs hard-linked beside them, since
# each finds the others beside its own file (/proc/self/exe), which a symbolic link would not be.
BENCH_STAGE = .build/bench-stage
BENCH_BIN = $(BENCH_STAGE)/usr/bin
bench-bin: release
	rm -rf $(BENCH_STAGE)
	$(MAKE) -s install-files DESTDIR=$(CURDIR)/$(BENCH_STAGE) PREFIX=/usr BIN_DIR=.build/release CLIENT_DIR=$(STATIC_CLIENT)/release
	ln -f .build/release/snack-bench .build/release/snack-bench-gtk4 $(BENCH_BIN)/
	ln -sfn $(CURDIR)/.build/release/locale $(BENCH_BIN)/locale

# The C library as GLib-style libraries ship: the real file libsnackbar-0.so.0.2.0 with the SONAME
# libsnackbar-0.so.0 (what an app records), the development link libsnackbar-0.so (-lsnackbar-0), exporting
# only the snackbar_* functions of include/snackbar.h. SwiftPM links libsnackbar.so with every public Swift
# symbol exported and no SONAME, and Package.swift could change that only with unsafeFlags, which would stop
# other packages from depending on this one; so `make lib` relinks the objects SwiftPM compiled for it (its
# link file list) with the version script Resources/libsnackbar.map and the SONAME, beside them in BIN_DIR.
BIN_DIR ?= .build/release
SNACKBAR_LIB = snackbar-0
SONAME = lib$(SNACKBAR_LIB).so.0
LIB_FILE = lib$(SNACKBAR_LIB).so.$(SNACKBAR_VERSION)
SWIFTC ?= swiftc

lib: $(BIN_DIR)/$(LIB_FILE)

$(BIN_DIR)/$(LIB_FILE): $(BIN_DIR)/libsnackbar.so Resources/libsnackbar.map
	$(SWIFTC) $(PACKED_LINK) -emit-library -module-name snackbar -o $@.$$$$.tmp @$(BIN_DIR)/snackbar.product/Objects.LinkFileList \
		$$(pkg-config --libs-only-L --libs-only-l gtk+-3.0 gtk-layer-shell-0 gio-2.0) \
		-Xlinker --version-script=Resources/libsnackbar.map -Xlinker -soname=$(SONAME) && mv -f $@.$$$$.tmp $@
	ln -sfn $(LIB_FILE) $(BIN_DIR)/$(SONAME)
	ln -sfn $(SONAME) $(BIN_DIR)/lib$(SNACKBAR_LIB).so

# Installing under PREFIX (and DESTDIR): `make install-lib` the library alone (library, header, pkg-config file,
# Swift runtime), `make install` that and the executables, man pages, .desktop file, D-Bus service and bash
# completion. The Swift runtime libraries the installed binaries need are copied once into PREFIX/lib/snackbar/
# and found there through a RUNPATH set with patchelf ($$ORIGIN-relative, and snackbar.pc is relative to its own
# directory, so the tree can move); see docs/embedding-c.md. Every binary is installed stripped; its debug
# information stays apart in DEBUG_DIR, under GDB's .build-id layout (gdb finds it there with `set
# debug-file-directory DEBUG_DIR`; DEBUG_DIR=/usr/lib/debug puts it where gdb looks by itself); DEBUG_DIR=
# installs unstripped (a Debian build, whose dh_strip makes the -dbgsym packages). `make install-files
# BIN_DIR=…` (or install-lib-files) installs already-built products.
# LIBDIR_NAME: the library directory under PREFIX (a Debian build: lib/<multiarch triplet>).
LIBDIR_NAME ?= lib
LIBDIR = $(DESTDIR)$(PREFIX)/$(LIBDIR_NAME)
RUNTIME_DIR = $(LIBDIR)/snackbar
# snackbar.pc finds the prefix from its own directory, LIBDIR_NAME/pkgconfig: one `..` a component.
EMPTY =
PC_TO_PREFIX = $(subst $(EMPTY) $(EMPTY),/,$(patsubst %,..,$(subst /, ,$(LIBDIR_NAME)/pkgconfig)))
DEBUG_DIR ?= $(abspath $(BIN_DIR))/debug-info
INSTALL_BINARY = scripts/install-binary.sh
INSTALL_DIRS = scripts/install-dirs.sh $(DESTDIR)$(PREFIX) $(LIBDIR_NAME)/snackbar
EXECUTABLES = snack-gallery snack-notify snack-notify-bus snack-notifyd
# Where snack-notify comes from: BIN_DIR's, or the static one (`make install`).
CLIENT_DIR ?= $(BIN_DIR)
# The man pages as they are, and snack-notify.1, whose OPTIONS sections snack-notify writes from its option
# table into the template Resources/snack-notify.1.in (`snack-notify --generate manpage`), as it writes its
# bash completion (`--generate completion`).
MAN_PAGES = $(notdir $(wildcard Resources/*.1 Resources/*.5))
GENERATED_MAN_PAGE = snack-notify.1
MAN_DIRS = $(sort $(foreach page,$(MAN_PAGES) $(GENERATED_MAN_PAGE),share/man/man$(subst .,,$(suffix $(page)))))
# The man pages' version: the one of the sources.
MAN_VERSION = sed 's/^\(\.TH .* "Snackbar \)[0-9.]*"/\1$(SNACKBAR_VERSION)"/'
DESKTOP_FILES = $(notdir $(wildcard Resources/*.desktop))
# Desktop files that name an installed path (@PREFIX@): snack-notifyd's, by which KWin finds the Wayland
# interfaces the service asks for (X-KDE-Wayland-Interfaces), matching its Exec to the running executable.
DESKTOP_TEMPLATES = $(basename $(notdir $(wildcard Resources/*.desktop.in)))
DBUS_SERVICE_DIR = $(DESTDIR)$(PREFIX)/share/dbus-1/services
COMPLETION_DIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
# The Swift runtime the installed programs and libraries load, in RUNTIME_DIR (their own RUNPATH, $$ORIGIN,
# finds each other there): not the toolchain's files but OWN_RUNTIME's, the same libraries linked from the
# toolchain's static archives (scripts/runtime/link.sh) with the functions the popup service runs placed
# together (Resources/snack-notifyd.order) and the C++ library inside, hidden: 2.6 MB less resident in the
# service, and no more in the install (docs/performance.md, "How the programs are linked"). Only the RUNPATHs
# of what the install puts in bin/ and lib/ find that directory, so scripts/runtime/install.sh links each
# library again exporting just the names those files (every one of them in the prefix, whichever target
# installed it) and the runtime's other libraries import, and fails naming the file and the name if one is
# missing. install-files installs it once, after all the rest.
OWN_RUNTIME = .build/runtime
RUNTIME_IMPORTERS = $(addprefix $(DESTDIR)$(PREFIX)/bin/,$(EXECUTABLES)) $(LIBDIR)/$(LIB_FILE) $(LIBDIR)/$(GTK4_LIB_FILE)
RUNTIME_INSTALL = scripts/runtime/install.sh $(OWN_RUNTIME) Resources/snack-notifyd.order $(RUNTIME_DIR) '$(DEBUG_DIR)' $(RUNTIME_IMPORTERS)
INSTALL_RUNTIME = $(if $(RUNTIME_LATER),,$(RUNTIME_INSTALL))

install: release
	@scripts/install-deps.sh install
	$(MAKE) install-files BIN_DIR=.build/release CLIENT_DIR=$(STATIC_CLIENT)/release

# Introspection over include/snackbar.h and the built library: the GIR (g-ir-scanner runs a program linked
# with the library to read its GTypes), its typelib for PyGObject and GJS, and the Vala binding. SNACKBAR_LIB
# (the C library's link name, -l…) and LIB_FILE are defined with the lib rule.
GIR_NAME = Snackbar-$(API_VERSION)
# Vala finds a binding by its pkg-config name (valac --pkg snackbar), not by the library's.
VAPI_NAME = snackbar
GIR_BUILD = $(BIN_DIR)/introspection
INSTALLED_GIR = $(DESTDIR)$(PREFIX)/share/gir-1.0/$(GIR_NAME).gir $(LIBDIR)/girepository-1.0/$(GIR_NAME).typelib \
	$(DESTDIR)$(PREFIX)/share/vala/vapi/$(VAPI_NAME).vapi $(DESTDIR)$(PREFIX)/share/vala/vapi/$(VAPI_NAME).deps

# The C API: snackbar.h, which includes its parts under include/snackbar/.
PART_HEADERS = $(wildcard include/snackbar/*.h)
HEADERS = include/snackbar.h $(PART_HEADERS)

# With `make introspection` the GTK 4 library's GIR, typelib and vapi (lib-gtk4) as well. GIR_WARNINGS=--warn-all
# shows every warning of g-ir-scanner (IntrospectionTests holds the GTK 4 GIR to none).
GIR_WARNINGS ?=
introspection: $(GIR_BUILD)/$(GIR_NAME).typelib $(GIR_BUILD)/$(VAPI_NAME).vapi lib-gtk4

# Each file is written under a temporary name and renamed: test suites installing at once never read half a file.
$(GIR_BUILD)/$(GIR_NAME).gir: $(HEADERS) $(BIN_DIR)/$(LIB_FILE)
	@mkdir -p $(GIR_BUILD)
	cd $(GIR_BUILD) && g-ir-scanner --quiet --namespace=Snackbar --nsversion=$(lastword $(subst -, ,$(GIR_NAME))) \
		--identifier-prefix=Snackbar --symbol-prefix=snackbar --include=GObject-2.0 --include=Gtk-3.0 --pkg=gobject-2.0 \
		--library=$(SNACKBAR_LIB) --library-path=$(abspath $(BIN_DIR)) -I$(abspath include) -DSNACKBAR_COMPILATION --c-include=snackbar.h \
		--pkg-export=snackbar -o $(GIR_NAME).gir.$$$$ $(abspath $(HEADERS)) \
		&& sed -i '1a <!-- Snackbar $(SNACKBAR_VERSION), under the MIT licence (SPDX-License-Identifier: MIT): see its LICENSE file. -->' $(GIR_NAME).gir.$$$$ \
		&& mv $(GIR_NAME).gir.$$$$ $(GIR_NAME).gir

$(GIR_BUILD)/$(GIR_NAME).typelib: $(GIR_BUILD)/$(GIR_NAME).gir
	g-ir-compiler $< -o $@.$$$$ && mv $@.$$$$ $@

$(GIR_BUILD)/$(VAPI_NAME).vapi: $(GIR_BUILD)/$(GIR_NAME).gir
	mkdir $(GIR_BUILD)/vapi.$$$$ && vapigen --quiet --library=$(VAPI_NAME) --pkg=gtk+-3.0 -d $(GIR_BUILD)/vapi.$$$$ $< && echo gtk+-3.0 > $(GIR_BUILD)/vapi.$$$$/$(VAPI_NAME).deps \
		&& mv $(GIR_BUILD)/vapi.$$$$/$(VAPI_NAME).deps $(GIR_BUILD)/ && mv $(GIR_BUILD)/vapi.$$$$/$(VAPI_NAME).vapi $(GIR_BUILD)/ \
		&& rmdir $(GIR_BUILD)/vapi.$$$$

# The C library for GTK 4 apps, beside the GTK 3 one and built the same way: libsnackbar-gtk4-0.so.0.2.0 with
# the SONAME libsnackbar-gtk4-0.so.0, exporting only the snackbar_* functions of include/snackbar-gtk4.h and the
# parts it includes (Resources/libsnackbar-gtk4.map), linked with GTK 4 only; its GIR SnackbarGtk4-API_VERSION
# (including Gtk-4.0), typelib for PyGObject and GJS and vapi for Vala, in BIN_DIR/introspection-gtk4.
GTK4_LIB = snackbar-gtk4-0
GTK4_SONAME = lib$(GTK4_LIB).so.0
GTK4_LIB_FILE = lib$(GTK4_LIB).so.$(SNACKBAR_VERSION)
GTK4_GIR_NAME = SnackbarGtk4-$(API_VERSION)
GTK4_GIR_BUILD = $(BIN_DIR)/introspection-gtk4

lib-gtk4: $(BIN_DIR)/$(GTK4_LIB_FILE) $(GTK4_GIR_BUILD)/$(GTK4_GIR_NAME).typelib $(GTK4_GIR_BUILD)/snackbar-gtk4.vapi

$(BIN_DIR)/$(GTK4_LIB_FILE): $(BIN_DIR)/libsnackbar-gtk4.so Resources/libsnackbar-gtk4.map
	$(SWIFTC) $(PACKED_LINK) -emit-library -module-name snackbar_gtk4 -o $@.$$$$.tmp @$(BIN_DIR)/snackbar-gtk4.product/Objects.LinkFileList \
		$$(pkg-config --libs-only-L --libs-only-l gtk4 gio-2.0) \
		-Xlinker --version-script=Resources/libsnackbar-gtk4.map -Xlinker -soname=$(GTK4_SONAME) && mv -f $@.$$$$.tmp $@
	ln -sfn $(GTK4_LIB_FILE) $(BIN_DIR)/$(GTK4_SONAME)
	ln -sfn $(GTK4_SONAME) $(BIN_DIR)/lib$(GTK4_LIB).so

# The GTK 4 header includes the shared parts (the SnackbarSnack handle, its enums, the version calls), which the
# GIR describes too: identifiers SnackbarGtk4… and Snackbar… (SnackbarOverlay is SnackbarGtk4.Overlay), functions
# snackbar_… (snackbar_gtk4_overlay_add is SnackbarGtk4.gtk4_overlay_add, apart from SnackbarGtk4.Overlay's methods). GTK4_HEADERS are what install-lib-gtk4-files installs.
GTK4_HEADERS = include/snackbar-gtk4.h include/snackbar/snackbar-types.h include/snackbar/snackbar-snack.h
$(GTK4_GIR_BUILD)/$(GTK4_GIR_NAME).gir: $(GTK4_HEADERS) $(BIN_DIR)/$(GTK4_LIB_FILE)
	@mkdir -p $(GTK4_GIR_BUILD)
	cd $(GTK4_GIR_BUILD) && g-ir-scanner --quiet $(GIR_WARNINGS) --namespace=SnackbarGtk4 --nsversion=$(API_VERSION) \
		--identifier-prefix=SnackbarGtk4 --identifier-prefix=Snackbar --symbol-prefix=snackbar \
		--include=GObject-2.0 --include=Gtk-4.0 --pkg=gtk4 -DSNACKBAR_COMPILATION \
		--library=$(GTK4_LIB) --library-path=$(abspath $(BIN_DIR)) -I$(abspath include) --c-include=snackbar-gtk4.h \
		--pkg-export=snackbar-gtk4 -o $(GTK4_GIR_NAME).gir.$$$$ $(abspath $(GTK4_HEADERS) $(wildcard Sources/SnackbarGtk4GObject/*.c)) \
		&& sed -i '1a <!-- Snackbar $(SNACKBAR_VERSION), under the MIT licence (SPDX-License-Identifier: MIT): see its LICENSE file. -->' $(GTK4_GIR_NAME).gir.$$$$ \
		&& mv $(GTK4_GIR_NAME).gir.$$$$ $(GTK4_GIR_NAME).gir

$(GTK4_GIR_BUILD)/$(GTK4_GIR_NAME).typelib: $(GTK4_GIR_BUILD)/$(GTK4_GIR_NAME).gir
	g-ir-compiler $< -o $@.$$$$ && mv $@.$$$$ $@

# The Vala binding of the GTK 4 library: `valac --pkg snackbar-gtk4`.
$(GTK4_GIR_BUILD)/snackbar-gtk4.vapi: $(GTK4_GIR_BUILD)/$(GTK4_GIR_NAME).gir
	mkdir $(GTK4_GIR_BUILD)/vapi.$$$$ && vapigen --quiet --library=snackbar-gtk4 --pkg=gtk4 -d $(GTK4_GIR_BUILD)/vapi.$$$$ $< \
		&& echo gtk4 > $(GTK4_GIR_BUILD)/vapi.$$$$/snackbar-gtk4.deps \
		&& mv $(GTK4_GIR_BUILD)/vapi.$$$$/snackbar-gtk4.deps $(GTK4_GIR_BUILD)/vapi.$$$$/snackbar-gtk4.vapi $(GTK4_GIR_BUILD)/ \
		&& rmdir $(GTK4_GIR_BUILD)/vapi.$$$$

# `make blueprint`: Examples/gtk4-ui/window.blp compiled to a .ui file (BLUEPRINT_UI) by blueprint-compiler, which
# reads the SnackbarGtk4 namespace from a typelib on GI_TYPELIB_PATH: the built one (BLUEPRINT_TYPELIBS), or an
# installed one that a test names. The tests run the Python example from the .ui file it makes. With the built
# typelib, the release library and its typelib are built first.
BLUEPRINT_UI = $(GTK4_GIR_BUILD)/blueprint/window.ui
BLUEPRINT_TYPELIBS = $(abspath $(GTK4_GIR_BUILD))
blueprint:
ifeq ($(origin BLUEPRINT_TYPELIBS),file)
	$(RELEASE_BUILD) --product snackbar-gtk4
	$(MAKE) lib-gtk4 BIN_DIR=.build/release
endif
	@mkdir -p $(dir $(BLUEPRINT_UI))
	GI_TYPELIB_PATH=$(BLUEPRINT_TYPELIBS) blueprint-compiler compile --output $(BLUEPRINT_UI) Examples/gtk4-ui/window.blp

# `make install-lib-gtk4`: the GTK 4 library, its header, snackbar-gtk4.pc, GIR and typelib under PREFIX.
install-lib-gtk4:
	@scripts/install-deps.sh install
	$(RELEASE_BUILD) --product snackbar-gtk4
	$(MAKE) install-lib-gtk4-files BIN_DIR=.build/release

install-lib-gtk4-files: lib-gtk4 runtime
	@$(INSTALL_DIRS) $(LIBDIR_NAME)/pkgconfig include/snackbar share/gir-1.0 $(LIBDIR_NAME)/girepository-1.0 share/vala/vapi
	$(INSTALL_BINARY) $(BIN_DIR)/$(GTK4_LIB_FILE) $(LIBDIR)/$(GTK4_LIB_FILE) 644 '$$ORIGIN/snackbar' '$(DEBUG_DIR)'
	ln -sfn $(GTK4_LIB_FILE) $(LIBDIR)/$(GTK4_SONAME)
	ln -sfn $(GTK4_SONAME) $(LIBDIR)/lib$(GTK4_LIB).so
	install -m 644 include/snackbar-gtk4.h $(DESTDIR)$(PREFIX)/include/snackbar-gtk4.h
	install -m 644 $(filter include/snackbar/%,$(GTK4_HEADERS)) $(DESTDIR)$(PREFIX)/include/snackbar/
	install -m 644 $(GTK4_GIR_BUILD)/snackbar-gtk4.vapi $(GTK4_GIR_BUILD)/snackbar-gtk4.deps $(DESTDIR)$(PREFIX)/share/vala/vapi/
	sed -e 's|@VERSION@|$(SNACKBAR_VERSION)|' -e 's|@LIB@|$(GTK4_LIB)|' -e 's|@PC_TO_PREFIX@|$(PC_TO_PREFIX)|' \
		-e 's|@LIBDIR_NAME@|$(LIBDIR_NAME)|' Resources/snackbar-gtk4.pc.in > $(LIBDIR)/pkgconfig/snackbar-gtk4.pc
	install -m 644 $(GTK4_GIR_BUILD)/$(GTK4_GIR_NAME).gir $(DESTDIR)$(PREFIX)/share/gir-1.0/
	install -m 644 $(GTK4_GIR_BUILD)/$(GTK4_GIR_NAME).typelib $(LIBDIR)/girepository-1.0/
	@$(INSTALL_RUNTIME)
	@echo "installed the GTK 4 library under $(DESTDIR)$(PREFIX)"

install-lib:
	@scripts/install-deps.sh install
	$(RELEASE_BUILD) --product snackbar
	$(MAKE) install-lib-files BIN_DIR=.build/release

# Linked again when the toolchain's archives change: a runtime older than the programs would miss symbols.
TOOLCHAIN_CORE_ARCHIVE = $(realpath $(dir $(realpath $(shell command -v $(SWIFTC))))../lib/swift_static/linux/libswiftCore.a)
runtime: $(OWN_RUNTIME)/linked
$(OWN_RUNTIME)/linked: scripts/runtime/link.sh Resources/snack-notifyd.order $(TOOLCHAIN_CORE_ARCHIVE)
	rm -rf $(OWN_RUNTIME)/exports
	scripts/runtime/link.sh $(OWN_RUNTIME) Resources/snack-notifyd.order
	touch $@

install-lib-files: lib runtime
	@$(INSTALL_DIRS) $(LIBDIR_NAME)/pkgconfig include/snackbar
	$(INSTALL_BINARY) $(BIN_DIR)/$(LIB_FILE) $(LIBDIR)/$(LIB_FILE) 644 '$$ORIGIN/snackbar' '$(DEBUG_DIR)'
	ln -sfn $(LIB_FILE) $(LIBDIR)/$(SONAME)
	ln -sfn $(SONAME) $(LIBDIR)/lib$(SNACKBAR_LIB).so
	install -m 644 include/snackbar.h $(DESTDIR)$(PREFIX)/include/snackbar.h
	install -m 644 $(PART_HEADERS) $(DESTDIR)$(PREFIX)/include/snackbar/
	sed -e 's|@VERSION@|$(SNACKBAR_VERSION)|' -e 's|@LIB@|$(SNACKBAR_LIB)|' -e 's|@PC_TO_PREFIX@|$(PC_TO_PREFIX)|' \
		-e 's|@LIBDIR_NAME@|$(LIBDIR_NAME)|' Resources/snackbar.pc.in > $(LIBDIR)/pkgconfig/snackbar.pc
	@$(INSTALL_RUNTIME)
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" -eq 0 ] && ldconfig -v -N -X 2>/dev/null | grep -q "^$(LIBDIR):"; then \
		ldconfig && echo "ran ldconfig: programs find $(SONAME) in $(LIBDIR) with no RUNPATH"; fi
	@echo "installed the library under $(DESTDIR)$(PREFIX)"

install-files: RUNTIME_LATER = yes
install-files: install-lib-files install-lib-gtk4-files introspection
	@$(INSTALL_DIRS) bin $(MAN_DIRS) share/applications share/dbus-1/services share/dbus-1/interfaces \
		share/bash-completion/completions share/gir-1.0 $(LIBDIR_NAME)/girepository-1.0 share/vala/vapi \
		$(addsuffix /LC_MESSAGES,$(addprefix share/locale/,$(LANGUAGES)))
	@for exe in $(EXECUTABLES); do source=$(BIN_DIR)/$$exe; [ $$exe = snack-notify ] && source=$(CLIENT_DIR)/$$exe; \
		if [ -x $$source ]; then echo "install $$source"; \
		$(INSTALL_BINARY) $$source $(DESTDIR)$(PREFIX)/bin/$$exe 755 '$$ORIGIN/../$(LIBDIR_NAME)/snackbar' '$(DEBUG_DIR)' || exit 1; fi; done
	@$(RUNTIME_INSTALL)
	@for page in $(MAN_PAGES); do target=$(DESTDIR)$(PREFIX)/share/man/man$${page##*.}/$$page; \
		$(MAN_VERSION) Resources/$$page > $$target && chmod 644 $$target || exit 1; done
	set -o pipefail; $(CLIENT_DIR)/snack-notify --generate manpage < Resources/$(GENERATED_MAN_PAGE).in | $(MAN_VERSION) \
		> $(DESTDIR)$(PREFIX)/share/man/man1/$(GENERATED_MAN_PAGE) && chmod 644 $(DESTDIR)$(PREFIX)/share/man/man1/$(GENERATED_MAN_PAGE)
	@for file in $(DESKTOP_FILES); do install -m 644 Resources/$$file $(DESTDIR)$(PREFIX)/share/applications/$$file; done
	@for file in $(DESKTOP_TEMPLATES); do target=$(DESTDIR)$(PREFIX)/share/applications/$$file; \
		sed 's|@PREFIX@|$(PREFIX)|' Resources/$$file.in > $$target && chmod 644 $$target || exit 1; done
	sed 's|@PREFIX@|$(PREFIX)|' Resources/io.snackbar.Notifier.service.in > $(DBUS_SERVICE_DIR)/io.snackbar.Notifier.service
	$(CLIENT_DIR)/snack-notify --generate completion > $(COMPLETION_DIR)/snack-notify && chmod 644 $(COMPLETION_DIR)/snack-notify
	install -m 644 $(GIR_BUILD)/$(GIR_NAME).gir $(DESTDIR)$(PREFIX)/share/gir-1.0/
	install -m 644 $(GIR_BUILD)/$(GIR_NAME).typelib $(LIBDIR)/girepository-1.0/
	install -m 644 $(GIR_BUILD)/$(VAPI_NAME).vapi $(GIR_BUILD)/$(VAPI_NAME).deps $(DESTDIR)$(PREFIX)/share/vala/vapi/
	install -m 644 Resources/io.snackbar.Notifier.xml $(DESTDIR)$(PREFIX)/share/dbus-1/interfaces/io.snackbar.Notifier.xml
	@for lang in $(LANGUAGES); do install -m 644 $(BIN_DIR)/locale/$$lang/LC_MESSAGES/snackbar.mo \
		$(DESTDIR)$(PREFIX)/share/locale/$$lang/LC_MESSAGES/snackbar.mo; done
	@echo "installed under $(DESTDIR)$(PREFIX)"

# Removes what install, install-lib, install-lib-gtk4 or install-notification-server put there, then the directories
# they created (scripts/install-dirs.sh recorded them in the runtime's directory), each once it is empty: a
# directory that was there before stays.
CREATED_DIRECTORIES = $(RUNTIME_DIR)/created-directories
uninstall: uninstall-notification-server
	rm -f $(addprefix $(LIBDIR)/,$(LIB_FILE) $(SONAME) lib$(SNACKBAR_LIB).so pkgconfig/snackbar.pc) $(DESTDIR)$(PREFIX)/include/snackbar.h
	rm -f $(addprefix $(LIBDIR)/,$(GTK4_LIB_FILE) $(GTK4_SONAME) lib$(GTK4_LIB).so pkgconfig/snackbar-gtk4.pc) \
		$(DESTDIR)$(PREFIX)/include/snackbar-gtk4.h $(DESTDIR)$(PREFIX)/share/gir-1.0/$(GTK4_GIR_NAME).gir \
		$(LIBDIR)/girepository-1.0/$(GTK4_GIR_NAME).typelib $(DESTDIR)$(PREFIX)/share/vala/vapi/snackbar-gtk4.vapi \
		$(DESTDIR)$(PREFIX)/share/vala/vapi/snackbar-gtk4.deps
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/include/snackbar/,$(notdir $(PART_HEADERS)))
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/bin/,$(EXECUTABLES))
	for page in $(MAN_PAGES) $(GENERATED_MAN_PAGE); do rm -f $(DESTDIR)$(PREFIX)/share/man/man$${page##*.}/$$page; done
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/share/applications/,$(DESKTOP_FILES) $(DESKTOP_TEMPLATES))
	rm -f $(DBUS_SERVICE_DIR)/io.snackbar.Notifier.service $(COMPLETION_DIR)/snack-notify
	rm -f $(INSTALLED_GIR) $(DESTDIR)$(PREFIX)/share/dbus-1/interfaces/io.snackbar.Notifier.xml
	rm -f $(foreach lang,$(LANGUAGES),$(DESTDIR)$(PREFIX)/share/locale/$(lang)/LC_MESSAGES/snackbar.mo)
	@created=$$(LC_ALL=C sort -ru $(CREATED_DIRECTORIES) 2>/dev/null); \
	find $(RUNTIME_DIR) -maxdepth 1 -type f \( -name 'lib*.so*' -o -name created-directories \) -delete 2>/dev/null; \
	for dir in $$created; do target=$(DESTDIR)$(PREFIX)/$$dir; rmdir "$${target%/.}" 2>/dev/null || true; done
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" -eq 0 ] && ldconfig -v -N -X 2>/dev/null | grep -q "^$(LIBDIR):"; then ldconfig; fi

# Opt-in, not part of `make install`: snack-notifyd as the desktop's notification server, started by D-Bus
# activation of org.freedesktop.Notifications (directly, or through the systemd user unit where the session
# bus is systemd's). Install the executables first (`make install`, same PREFIX). SYSTEMD_USER_DIR may be set
# apart for a prefix systemd does not search (~/.local: ~/.config/systemd/user). The directories it creates
# under the prefix are recorded for `make uninstall`, which removes the two files as well; a SYSTEMD_USER_DIR
# outside the prefix is the user's, and stays.
SYSTEMD_USER_DIR ?= $(DESTDIR)$(PREFIX)/lib/systemd/user
SYSTEMD_USER_UNDER_PREFIX = $(patsubst $(DESTDIR)$(PREFIX)/%,%,$(filter $(DESTDIR)$(PREFIX)/%,$(SYSTEMD_USER_DIR)))
NOTIFICATION_SERVER_FILES = $(DBUS_SERVICE_DIR)/org.freedesktop.Notifications.service $(SYSTEMD_USER_DIR)/snack-notifyd.service
install-notification-server:
	@$(INSTALL_DIRS) share/dbus-1/services $(SYSTEMD_USER_UNDER_PREFIX)
	install -d $(SYSTEMD_USER_DIR)
	sed 's|@PREFIX@|$(PREFIX)|' Resources/org.freedesktop.Notifications.service.in > $(DBUS_SERVICE_DIR)/org.freedesktop.Notifications.service
	sed 's|@PREFIX@|$(PREFIX)|' Resources/snack-notifyd.service.in > $(SYSTEMD_USER_DIR)/snack-notifyd.service
	@echo "installed the notification server's D-Bus activation file and systemd user unit under $(DESTDIR)$(PREFIX)"

uninstall-notification-server:
	rm -f $(NOTIFICATION_SERVER_FILES)

# valgrind over a GTK show/dismiss workload and over the C example (debug build, for source lines). Goal: 0 bytes definitely
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
	$(SWIFT) build --product snackbar
	$(XVFB) dbus-run-session -- scripts/leaks-c-app.sh

# ThreadSanitizer over the core tests and the renderer test that adds snacks from 8 threads at once
# (snack-testbed `threads`, itself built with it), in a build of its own. Clean means no report: the first
# one stops the process and fails the run. The core's 100 000 random sequences are left out (single-threaded,
# and minutes under the sanitizer); make test runs them.
TSAN_BUILD := --sanitize=thread --scratch-path .build/tsan
tsan:
	@scripts/install-deps.sh test
	$(SWIFT) build --build-tests $(TSAN_BUILD)
	$(TEST_FONTS) TSAN_OPTIONS="halt_on_error=1 exitcode=66" $(XVFB) dbus-run-session -- $(SWIFT) test --skip-build $(TSAN_BUILD) \
		--filter 'SnackbarCoreTests|eightThreads' --skip SnackBoardRandomTests

# A release: the tarball of the committed tree (git archive) in DIST_DIR, snackbar-VERSION.tar.gz, which
# builds and installs with no network (the package fetches no dependencies).
DIST_DIR = .build/dist
DIST_NAME = snackbar-$(SNACKBAR_VERSION)
dist:
	@mkdir -p $(DIST_DIR)
	git archive --format=tar.gz --prefix=$(DIST_NAME)/ -o $(DIST_DIR)/$(DIST_NAME).tar.gz HEAD
	@echo "make dist: $(DIST_DIR)/$(DIST_NAME).tar.gz ($$(git describe --always --dirty))"

# The Debian packages (debian/: debhelper, compat 13) in DEB_DIR, with their -dbgsym packages, then lintian over
# them: snack-notify (the command line, its service, man pages, completion, D-Bus and systemd files),
# libsnackbar-0-0 (the library by its SONAME), libsnackbar-dev, gir1.2-snackbar-0.2, the GTK 4 library's
# libsnackbar-gtk4-0-0, libsnackbar-gtk4-dev and gir1.2-snackbargtk4-0.2, libsnackbar-runtime (the Swift runtime
# in a private directory, and the translations), libsnackbar-common-dev (the headers both libraries include) and
# snack-gallery. debian/changelog must name the version of the sources.
DEB_DIR = .build/deb
DEB_CHANGES = $(DEB_DIR)/snackbar_$(SNACKBAR_VERSION)_$(shell dpkg --print-architecture).changes
deb:
	@scripts/install-deps.sh deb
	@packaged=$$(dpkg-parsechangelog -SVersion); [ "$${packaged%-*}" = "$(SNACKBAR_VERSION)" ] || \
		{ echo "make deb: debian/changelog is at $$packaged, the sources at $(SNACKBAR_VERSION)" >&2; exit 1; }
	rm -rf $(DEB_DIR) && mkdir -p $(DEB_DIR)
	DEB_DESTDIR=$(abspath $(DEB_DIR)) dpkg-buildpackage -b --no-sign \
		--buildinfo-option=-u$(DEB_DIR) --buildinfo-option=-O$(DEB_DIR)/snackbar.buildinfo \
		--changes-option=-u$(DEB_DIR) --changes-option=-O$(DEB_CHANGES)
	lintian --fail-on error,warning $(DEB_CHANGES)
	@ls -l $(DEB_DIR)/*.deb

clean:
	rm -rf .build
