# Quick start on a fresh Debian machine (as root): `make demo` or `make test`.
# Each target installs the system packages it needs (scripts/install-deps.sh) before it builds.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)

PREFIX ?= /usr/local
SWIFT ?= swift
SCREEN ?= 1280x800x24
XVFB := xvfb-run -a -s "-screen 0 $(SCREEN) -noreset"

.PHONY: all build release notify-static test demo bench bench-notify leaks tsan clean install install-files uninstall introspection pot locale lib install-lib install-lib-files install-notification-server uninstall-notification-server

all: build

build:
	@scripts/install-deps.sh build
	$(SWIFT) build
	$(MAKE) locale CONFIG=debug

release:
	@scripts/install-deps.sh build
	$(SWIFT) build -c release
	$(MAKE) notify-static
	$(MAKE) locale CONFIG=release

# snack-notify-bus and snack-notifyd with the Swift runtime linked in: each start then skips loading and
# relocating the runtime's shared libraries (a warm call ~1.5 ms sooner). snack-notify, which loads no GLib,
# is linked wholly static: no dynamic loader, no relocations, half the page faults (built in a scratch path
# of its own, since the flag would make SwiftPM rebuild every module of the others). The library stays dynamic.
# snack-notifyd, which stays up, is linked for its resident memory, also in a scratch path of its own: by
# lld, each function in a section of its own and the functions it runs (Resources/snack-notifyd.order, written
# by scripts/order-file/generate.sh) together at the front, so that the pages it touches are few instead of
# most of the runtime's 6 MB of code; its relative relocations packed (DT_RELR: 650 KB of records read at
# each start become a few KB); and the C++ library the Swift runtime calls linked in as well (libstdc++.a,
# found first in a folder of its own), which leaves out the shared one's 1 MB of resident pages.
STATIC_CLIENT = .build/static-client
STATIC_SERVICE = .build/static-service
STATIC_CXX = $(CURDIR)/.build/static-cxx
SERVICE_LINK = -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker --symbol-ordering-file=$(CURDIR)/Resources/snack-notifyd.order -Xlinker --no-warn-symbol-ordering -Xswiftc -L$(STATIC_CXX)
notify-static:
	mkdir -p $(STATIC_CXX) && ln -sfn "$$(clang -print-file-name=libstdc++.a)" $(STATIC_CXX)/libstdc++.a
	$(SWIFT) build -c release --static-swift-stdlib --product snack-notify-bus
	$(SWIFT) build -c release --static-swift-stdlib $(SERVICE_LINK) --scratch-path $(STATIC_SERVICE) --product snack-notifyd
	$(SWIFT) build -c release -Xswiftc -static-executable --scratch-path $(STATIC_CLIENT) --product snack-notify
	install -m 755 $(STATIC_SERVICE)/release/snack-notifyd .build/release/snack-notifyd
	install -m 755 $(STATIC_CLIENT)/release/snack-notify .build/release/snack-notify

# Every test, GTK ones on a private Xvfb display and a private D-Bus session bus. A Wayland desktop's
# variables stay out: on that Xvfb the popups are X11's (the compositor tests set their own).
test:
	@scripts/install-deps.sh test
	$(SWIFT) build --build-tests
	$(MAKE) -s introspection BIN_DIR=.build/debug
	$(MAKE) locale CONFIG=debug
	env -u WAYLAND_DISPLAY -u XDG_SESSION_TYPE $(XVFB) dbus-run-session -- $(SWIFT) test --skip-build

# The demo gallery on your display. Without one (a server, CI) it takes the gallery's screenshot tour
# on a private Xvfb instead and says where the pictures are.
demo: release
	@scripts/install-deps.sh demo
	@if [ -n "$$DISPLAY" ] || [ -n "$$WAYLAND_DISPLAY" ]; then .build/release/snack-gallery; \
	else echo "make demo: no DISPLAY, so the gallery takes its screenshot tour on a private Xvfb"; \
	$(XVFB) .build/release/snack-gallery --screenshots out/gallery > /dev/null && \
	echo "make demo: $$(ls out/gallery/[0-9]*.png | wc -l) screenshots in out/gallery/, one per gallery button"; fi

# Translations (gettext domain `snackbar`): the template from every localized("…") / localizedPlural("…", "…")
# literal in the sources (xgettext's C lexer reads Swift's one-line literals alike; multi-line ones hold no
# msgids and only draw warnings, left out), then one catalogue per po/LANG.po, refused unless it translates
# every msgid, compiled next to the binaries of CONFIG (where they look first) and installed under
# PREFIX/share/locale.
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
		msgcmp po/$$lang.po $(POT) || { echo "make locale: po/$$lang.po does not match the sources' texts (msgmerge -U po/$$lang.po $(POT))" >&2; exit 1; }; \
		stats=$$(LC_ALL=C msgfmt --statistics -o /dev/null po/$$lang.po 2>&1); \
		case "$$stats" in *fuzzy*|*untranslated*) echo "make locale: po/$$lang.po is incomplete: $$stats" >&2; exit 1;; esac; \
		install -d .build/$(CONFIG)/locale/$$lang/LC_MESSAGES; \
		msgfmt --check -o .build/$(CONFIG)/locale/$$lang/LC_MESSAGES/snackbar.mo po/$$lang.po || exit 1; \
	done

# Figures for the closing notes (release build).
bench:
	@scripts/install-deps.sh bench
	$(SWIFT) build -c release --product snack-bench
	$(XVFB) dbus-run-session -- .build/release/snack-bench

# Every figure of the performance table beside its anchor, in one run on Xvfb: snack-notify's start-to-mapped
# times beside a C GTK floor and notify-send → dunst, the service's memory beside dunst's, the in-app
# add → mapped p99 beside one frame; then notify-send → mako on headless sway.
bench-notify:
	@scripts/install-deps.sh bench
	$(MAKE) notify-static
	$(SWIFT) build -c release --product snack-bench
	$(XVFB) dbus-run-session -- scripts/bench-notify/run.sh
	scripts/wayland/session.sh sway dbus-run-session -- scripts/bench-notify/wayland.sh

# The C library as GLib-style libraries ship: the real file libsnackbar-0.so.0.1.0 with the SONAME
# libsnackbar-0.so.0 (what an app records), the development link libsnackbar-0.so (-lsnackbar-0), exporting
# only the snackbar_* functions of include/snackbar.h. SwiftPM links libsnackbar.so with every public Swift
# symbol exported and no SONAME, and Package.swift could change that only with unsafeFlags, which would stop
# other packages from depending on this one; so `make lib` relinks the objects SwiftPM compiled for it (its
# link file list) with the version script Resources/libsnackbar.map and the SONAME, beside them in BIN_DIR.
BIN_DIR ?= .build/release
SNACKBAR_VERSION = 0.1.0
SNACKBAR_LIB = snackbar-0
SONAME = lib$(SNACKBAR_LIB).so.0
LIB_FILE = lib$(SNACKBAR_LIB).so.$(SNACKBAR_VERSION)
SWIFTC ?= swiftc

lib: $(BIN_DIR)/$(LIB_FILE)

$(BIN_DIR)/$(LIB_FILE): $(BIN_DIR)/libsnackbar.so Resources/libsnackbar.map
	$(SWIFTC) -emit-library -module-name snackbar -o $@.$$$$.tmp @$(BIN_DIR)/snackbar.product/Objects.LinkFileList \
		$$(pkg-config --libs-only-L --libs-only-l gtk+-3.0 gtk-layer-shell-0 gio-2.0) \
		-Xlinker --version-script=Resources/libsnackbar.map -Xlinker -soname=$(SONAME) && mv -f $@.$$$$.tmp $@
	ln -sfn $(LIB_FILE) $(BIN_DIR)/$(SONAME)
	ln -sfn $(SONAME) $(BIN_DIR)/lib$(SNACKBAR_LIB).so

# Installing under PREFIX (and DESTDIR): `make install-lib` the library alone (library, header, pkg-config file,
# Swift runtime), `make install` that and the executables, man pages, .desktop file, D-Bus service and bash
# completion. The Swift runtime libraries the installed binaries need are copied into PREFIX/lib/snackbar/ and
# found there through a RUNPATH set with patchelf ($$ORIGIN-relative, and snackbar.pc is relative to its own
# directory, so the tree can move); see meson-notes.md. `make install-files BIN_DIR=…` (or install-lib-files)
# installs already-built products.
LIBDIR = $(DESTDIR)$(PREFIX)/lib
RUNTIME_DIR = $(LIBDIR)/snackbar
EXECUTABLES = snack-gallery snack-notify snack-notify-bus snack-notifyd
MAN_PAGES = $(notdir $(wildcard Resources/*.1 Resources/*.5))
DESKTOP_FILES = $(notdir $(wildcard Resources/*.desktop))
DBUS_SERVICE_DIR = $(DESTDIR)$(PREFIX)/share/dbus-1/services
COMPLETION_DIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
# The libraries of the Swift runtime among what `ldd` lists, copied into RUNTIME_DIR.
COPY_SWIFT_RUNTIME = awk '$$3 ~ /\/(libswift|libdispatch|libBlocksRuntime|libFoundation|lib_Foundation)[^\/]*\.so/ { print $$3 }' \
	| sort -u | while read -r lib; do install -m 644 "$$lib" $(RUNTIME_DIR)/; done

install: release
	@scripts/install-deps.sh install
	$(MAKE) install-files BIN_DIR=.build/release

# Introspection over include/snackbar.h and the built library: the GIR (g-ir-scanner runs a program linked
# with the library to read its GTypes), its typelib for PyGObject and GJS, and the Vala binding. SNACKBAR_LIB
# (the C library's link name, -l…) and LIB_FILE are defined with the lib rule.
GIR_NAME = Snackbar-0.1
# Vala finds a binding by its pkg-config name (valac --pkg snackbar), not by the library's.
VAPI_NAME = snackbar
GIR_BUILD = $(BIN_DIR)/introspection
GIR_INSTALL_DIRS = $(DESTDIR)$(PREFIX)/share/gir-1.0 $(LIBDIR)/girepository-1.0 $(DESTDIR)$(PREFIX)/share/vala/vapi
INSTALLED_GIR = $(DESTDIR)$(PREFIX)/share/gir-1.0/$(GIR_NAME).gir $(LIBDIR)/girepository-1.0/$(GIR_NAME).typelib \
	$(DESTDIR)$(PREFIX)/share/vala/vapi/$(VAPI_NAME).vapi $(DESTDIR)$(PREFIX)/share/vala/vapi/$(VAPI_NAME).deps

# The C API: snackbar.h, which includes its parts under include/snackbar/.
PART_HEADERS = $(wildcard include/snackbar/*.h)
HEADERS = include/snackbar.h $(PART_HEADERS)

introspection: $(GIR_BUILD)/$(GIR_NAME).typelib $(GIR_BUILD)/$(VAPI_NAME).vapi

# Each file is written under a temporary name and renamed: test suites installing at once never read half a file.
$(GIR_BUILD)/$(GIR_NAME).gir: $(HEADERS) $(BIN_DIR)/$(LIB_FILE)
	@mkdir -p $(GIR_BUILD)
	cd $(GIR_BUILD) && g-ir-scanner --quiet --namespace=Snackbar --nsversion=$(lastword $(subst -, ,$(GIR_NAME))) \
		--identifier-prefix=Snackbar --symbol-prefix=snackbar --include=GObject-2.0 --include=Gtk-3.0 --pkg=gobject-2.0 \
		--library=$(SNACKBAR_LIB) --library-path=$(abspath $(BIN_DIR)) -I$(abspath include) -DSNACKBAR_COMPILATION --c-include=snackbar.h \
		--pkg-export=snackbar -o $(GIR_NAME).gir.$$$$ $(abspath $(HEADERS)) && mv $(GIR_NAME).gir.$$$$ $(GIR_NAME).gir

$(GIR_BUILD)/$(GIR_NAME).typelib: $(GIR_BUILD)/$(GIR_NAME).gir
	g-ir-compiler $< -o $@.$$$$ && mv $@.$$$$ $@

$(GIR_BUILD)/$(VAPI_NAME).vapi: $(GIR_BUILD)/$(GIR_NAME).gir
	mkdir $(GIR_BUILD)/vapi.$$$$ && vapigen --quiet --library=$(VAPI_NAME) --pkg=gtk+-3.0 -d $(GIR_BUILD)/vapi.$$$$ $< && echo gtk+-3.0 > $(GIR_BUILD)/vapi.$$$$/$(VAPI_NAME).deps \
		&& mv $(GIR_BUILD)/vapi.$$$$/$(VAPI_NAME).deps $(GIR_BUILD)/ && mv $(GIR_BUILD)/vapi.$$$$/$(VAPI_NAME).vapi $(GIR_BUILD)/ \
		&& rmdir $(GIR_BUILD)/vapi.$$$$

install-lib:
	@scripts/install-deps.sh install
	$(SWIFT) build -c release --product snackbar
	$(MAKE) install-lib-files BIN_DIR=.build/release

install-lib-files: lib
	install -d $(LIBDIR)/pkgconfig $(RUNTIME_DIR) $(DESTDIR)$(PREFIX)/include/snackbar
	install -m 755 $(BIN_DIR)/$(LIB_FILE) $(LIBDIR)/$(LIB_FILE)
	patchelf --set-rpath '$$ORIGIN/snackbar' $(LIBDIR)/$(LIB_FILE)
	ln -sfn $(LIB_FILE) $(LIBDIR)/$(SONAME)
	ln -sfn $(SONAME) $(LIBDIR)/lib$(SNACKBAR_LIB).so
	install -m 644 include/snackbar.h $(DESTDIR)$(PREFIX)/include/snackbar.h
	install -m 644 $(PART_HEADERS) $(DESTDIR)$(PREFIX)/include/snackbar/
	sed -e 's|@VERSION@|$(SNACKBAR_VERSION)|' -e 's|@LIB@|$(SNACKBAR_LIB)|' Resources/snackbar.pc.in > $(LIBDIR)/pkgconfig/snackbar.pc
	@ldd $(BIN_DIR)/$(LIB_FILE) | $(COPY_SWIFT_RUNTIME)
	@echo "installed the library under $(DESTDIR)$(PREFIX)"

install-files: install-lib-files introspection
	install -d $(DESTDIR)$(PREFIX)/bin
	@for exe in $(EXECUTABLES); do if [ -x $(BIN_DIR)/$$exe ]; then \
		echo "install $$exe"; install -m 755 $(BIN_DIR)/$$exe $(DESTDIR)$(PREFIX)/bin/$$exe; \
		if readelf -d $(BIN_DIR)/$$exe | grep -q NEEDED; then \
		patchelf --set-rpath '$$ORIGIN/../lib/snackbar' $(DESTDIR)$(PREFIX)/bin/$$exe; fi; fi; done
	@ldd $(wildcard $(addprefix $(BIN_DIR)/,$(EXECUTABLES))) 2>/dev/null | $(COPY_SWIFT_RUNTIME)
	@for page in $(MAN_PAGES); do install -D -m 644 Resources/$$page $(DESTDIR)$(PREFIX)/share/man/man$${page##*.}/$$page; done
	@for file in $(DESKTOP_FILES); do install -D -m 644 Resources/$$file $(DESTDIR)$(PREFIX)/share/applications/$$file; done
	install -d $(DBUS_SERVICE_DIR) $(COMPLETION_DIR)
	sed 's|@PREFIX@|$(PREFIX)|' Resources/io.snackbar.Notifier.service.in > $(DBUS_SERVICE_DIR)/io.snackbar.Notifier.service
	install -m 644 Resources/snack-notify.bash $(COMPLETION_DIR)/snack-notify
	install -d $(GIR_INSTALL_DIRS) $(DESTDIR)$(PREFIX)/share/dbus-1/interfaces
	install -m 644 $(GIR_BUILD)/$(GIR_NAME).gir $(DESTDIR)$(PREFIX)/share/gir-1.0/
	install -m 644 $(GIR_BUILD)/$(GIR_NAME).typelib $(LIBDIR)/girepository-1.0/
	install -m 644 $(GIR_BUILD)/$(VAPI_NAME).vapi $(GIR_BUILD)/$(VAPI_NAME).deps $(DESTDIR)$(PREFIX)/share/vala/vapi/
	install -m 644 Resources/io.snackbar.Notifier.xml $(DESTDIR)$(PREFIX)/share/dbus-1/interfaces/io.snackbar.Notifier.xml
	@for lang in $(LANGUAGES); do install -D -m 644 $(BIN_DIR)/locale/$$lang/LC_MESSAGES/snackbar.mo \
		$(DESTDIR)$(PREFIX)/share/locale/$$lang/LC_MESSAGES/snackbar.mo; done
	@echo "installed under $(DESTDIR)$(PREFIX)"

# Removes what install or install-lib put there.
uninstall:
	rm -f $(addprefix $(LIBDIR)/,$(LIB_FILE) $(SONAME) lib$(SNACKBAR_LIB).so pkgconfig/snackbar.pc) $(DESTDIR)$(PREFIX)/include/snackbar.h
	rm -rf $(RUNTIME_DIR) $(DESTDIR)$(PREFIX)/include/snackbar
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/bin/,$(EXECUTABLES))
	for page in $(MAN_PAGES); do rm -f $(DESTDIR)$(PREFIX)/share/man/man$${page##*.}/$$page; done
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/share/applications/,$(DESKTOP_FILES))
	rm -f $(DBUS_SERVICE_DIR)/io.snackbar.Notifier.service $(COMPLETION_DIR)/snack-notify
	rm -f $(INSTALLED_GIR) $(DESTDIR)$(PREFIX)/share/dbus-1/interfaces/io.snackbar.Notifier.xml
	rm -f $(foreach lang,$(LANGUAGES),$(DESTDIR)$(PREFIX)/share/locale/$(lang)/LC_MESSAGES/snackbar.mo)

# Opt-in, not part of `make install`: snack-notifyd as the desktop's notification server, started by D-Bus
# activation of org.freedesktop.Notifications (directly, or through the systemd user unit where the session
# bus is systemd's). Install the executables first (`make install`, same PREFIX). SYSTEMD_USER_DIR may be set
# apart for a prefix systemd does not search (~/.local: ~/.config/systemd/user).
SYSTEMD_USER_DIR ?= $(DESTDIR)$(PREFIX)/lib/systemd/user
NOTIFICATION_SERVER_FILES = $(DBUS_SERVICE_DIR)/org.freedesktop.Notifications.service $(SYSTEMD_USER_DIR)/snack-notifyd.service
install-notification-server:
	install -d $(DBUS_SERVICE_DIR) $(SYSTEMD_USER_DIR)
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
	TSAN_OPTIONS="halt_on_error=1 exitcode=66" $(XVFB) dbus-run-session -- $(SWIFT) test --skip-build $(TSAN_BUILD) \
		--filter 'SnackbarCoreTests|eightThreads' --skip SnackBoardRandomTests

clean:
	rm -rf .build
