#!/usr/bin/env bash
# Installs the Debian packages the build, the tests or the demo need, and only those that are missing.
# Usage: scripts/install-deps.sh [build|test|demo|bench|install|deb]
set -euo pipefail

# librsvg2-common draws the symbolic (SVG) icons and gsettings-desktop-schemas holds the screen-reader
# switch; both are only recommended by GTK, and --no-install-recommends would leave them out.
# libgtk-layer-shell-dev: the renderer links gtk-layer-shell for its Wayland layer surfaces.
# gettext: the build extracts the texts (xgettext) and compiles the catalogues (msgfmt).
# libgtk-4-dev: SnackbarGtk4, the renderer of snacks inside GTK 4 windows, and its demo.
# libadwaita-1-dev: the GTK 4 demo's --adwaita mode, the same buttons through libadwaita's AdwToastOverlay.
build=(libgtk-4-dev libadwaita-1-dev libgtk-3-dev libxext-dev libwayland-dev libglib2.0-dev pkg-config adwaita-icon-theme fonts-dejavu-core librsvg2-common gsettings-desktop-schemas
       libgtk-layer-shell-dev gettext)
run=(xvfb xauth dbus dbus-x11)
# gir1.2-notify-0.7 and python3-gi: the notification server's PyGObject clients (libnotify, GIO); dbus-bin: dbus-monitor;
# xclip: reads the clipboard after a popup's text is copied; dunst: a notification server that keeps its name
# (what snack-notifyd --replace names); groff-base: groff reads the man page snack-notify writes, for warnings;
# iproute2: ss, which tells when the service's socket listens; strace: which files a call opens.
test=(xdotool imagemagick x11-utils meson ninja-build valgrind xcompmgr libnotify-bin gir1.2-notify-0.7 python3-gi dbus-bin xclip
      dunst groff-base iproute2 strace)
# Headless compositors for the Wayland tests (scripts/wayland/session.sh): sway (wlroots, layer shell) with
# grim (screenshots), wtype (keys), wl-clipboard (wl-paste reads what a snack copied) and xhost (admits
# root to sway's Xwayland); mutter (GNOME, no layer shell); xwayland for both; libwayland-dev builds the
# session's virtual pointer; dunst (with dunstctl) is the desktop's notification server that mutter's popups
# go to without Xwayland; gnome-shell (43, nested) is the GNOME desktop its users run, with its banners;
# weston (10) has neither layer shell nor a notification server; kwin-wayland (KWin 5.27, nested) is KDE
# Plasma's compositor, the other layer-shell desktop; jq reads sway's tree for the GTK 4 apps' clicks.
wayland=(sway grim wtype wl-clipboard xwayland x11-xserver-utils mutter libwayland-dev dunst gnome-shell weston kwin-wayland jq)
# mako-notifier: notify-send's reference on sway and KWin for the benchmark; linux-perf: the cold call's
# stages (uprobes, make bench-cold-stages).
bench=(dunst libnotify-bin mako-notifier linux-perf)
# Accessibility and languages: Orca (speech to its debug log) and a pyatspi client, a click-to-focus
# window manager, GTK's HighContrast themes, locales for the translated and right-to-left tests, gettext
# (msgfmt, xgettext) for the catalogues.
a11y=(orca python3-pyatspi openbox locales gnome-themes-extra gettext)
# Introspection: g-ir-scanner/g-ir-compiler and vapigen build the GIR, typelib and .vapi at install time;
# PyGObject and GJS run the introspection tests; gir1.2-gtk-4.0: the PyGObject GTK 4 app of libsnackbar-gtk4's test;
# blueprint-compiler (0.6) compiles Examples/gtk4-ui/window.blp for it (make blueprint).
introspection=(gobject-introspection libgirepository1.0-dev valac)
introspection_test=(python3-gi gir1.2-gtk-3.0 gir1.2-gtk-4.0 gjs blueprint-compiler)
install=(patchelf "${introspection[@]}")
# make deb: debhelper and dpkg-dev build the packages, lintian checks them.
deb=(debhelper dpkg-dev lintian)

case "${1:-test}" in
  build) wanted=("${build[@]}") ;;
  demo)  wanted=("${build[@]}" "${run[@]}") ;;
  test)  wanted=("${build[@]}" "${run[@]}" "${test[@]}" "${wayland[@]}" "${a11y[@]}" "${install[@]}" "${introspection_test[@]}") ;;
  install) wanted=("${build[@]}" "${install[@]}") ;;
  deb) wanted=("${build[@]}" "${install[@]}" "${deb[@]}") ;;
  bench) wanted=("${build[@]}" "${run[@]}" "${test[@]}" "${wayland[@]}" "${bench[@]}") ;;
  *) echo "install-deps: unknown set '$1' (use build, test, demo, bench, install or deb)" >&2; exit 2 ;;
esac

# The translated (German) and right-to-left (Hebrew) tests run under these locales: compiled where missing,
# once the locales package has put their sources in place.
test_locales() {
  [ "${1:-test}" = test ] || return 0
  for name in de_DE he_IL; do
    locale -a 2>/dev/null | grep -qx "$name.utf8" && continue
    if [ "$(id -u)" -ne 0 ]; then
      echo "install-deps: missing locale $name.UTF-8; run as root or: sudo localedef -i $name -f UTF-8 $name.UTF-8" >&2
      exit 1
    fi
    echo "install-deps: compiling the locale $name.UTF-8"
    localedef -i "$name" -f UTF-8 "$name.UTF-8"
  done
}

missing=()
for pkg in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && { test_locales "${1:-test}"; exit 0; }

if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: missing packages: ${missing[*]}; run as root or: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q --no-install-recommends "${missing[@]}"
test_locales "${1:-test}"
