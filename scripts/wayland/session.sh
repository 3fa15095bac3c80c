#!/usr/bin/env bash
# A private Wayland compositor (1280x800, with Xwayland) for tests, benchmarks and trying things: sway
# headless, mutter, GNOME Shell, KDE's KWin or weston nested in an Xvfb of its own (whose screen,
# SCREEN_DISPLAY, shows what the compositor shows; pointer and keys sent there with xdotool reach it).
#
# Usage: [SESSION_MONITORS=N] scripts/wayland/session.sh sway|mutter|gnome-shell|kwin|weston [COMMAND [ARGUMENT...]]
#   SESSION_MONITORS (mutter only, 1 by default): N monitors of 1280x800 side by side, mutter's dummy
#   monitors in an Xvfb N x 1280 wide; its Xwayland shows them as N RandR outputs.
#   With COMMAND: runs it in the compositor's environment, stops the compositor, exits with its status.
#   Without: prints the client environment (NAME=VALUE lines: WAYLAND_DISPLAY as an absolute path,
#   XDG_RUNTIME_DIR, DISPLAY of the compositor's Xwayland, SWAYSOCK or XAUTHORITY and SCREEN_DISPLAY; for
#   GNOME Shell also SHELL_BUS, the address of the session bus where it owns org.freedesktop.Notifications
#   (and mutter's org.gnome.Mutter.IdleMonitor); for mutter SHELL_BUS too, its session bus (no notifications);
#   for KWin, whose Xwayland needs no XAUTHORITY, KWIN_BUS, the session bus where it owns org.kde.KWin
#   (its scripting API), and KWIN_LOG, the file its scripts' print() lines go to), then "ready", and holds
#   the compositor until its standard input closes.
#
# sway refuses to run as root, so as root it runs as `nobody` in a runtime directory of its own; root's
# clients reach its sockets anyway (root passes file permissions), and Xwayland is told to admit root
# (xhost). sway's seat gets a virtual pointer, so that `swaymsg seat seat0 cursor ...` reaches clients.
# mutter runs as the caller, under a D-Bus session bus of its own. GNOME Shell (root only) runs in a
# mount namespace of its own: it takes /run/systemd/seats for a running logind and dies without a system
# bus, so /run/systemd is hidden under a tmpfs there and an empty bus of its own stands in for the system bus.
# KWin 5.27 runs from a copy of kwin_wayland: the installed binary carries the file capability
# cap_sys_resource, and where the bounding set lacks it (a container) its exec fails with EPERM; the copy
# has no capability. Its settings (two virtual desktops, no animations) are in a directory of its own, and
# so are its applications: with SESSION_NOTIFYD (a snack-notifyd), that binary's .desktop file, made from
# Resources/io.snackbar.Notifier.desktop.in, through which KWin lets it bind the interfaces it names.
set -euo pipefail

compositor=${1:-}
[ $# -gt 0 ] && shift
case "$compositor" in
  sway|mutter|gnome-shell|kwin|weston) ;;
  *) echo "usage: $0 sway|mutter|gnome-shell|kwin|weston [COMMAND [ARGUMENT...]]" >&2; exit 2 ;;
esac
if [ "$compositor" = gnome-shell ] && [ -z "${SESSION_OWN_MOUNTS:-}" ]; then
  [ "$(id -u)" -eq 0 ] || { echo "wayland-session: gnome-shell needs root (a mount namespace hiding /run/systemd)" >&2; exit 2; }
  exec unshare --mount --propagation private env SESSION_OWN_MOUNTS=1 "$0" "$compositor" "$@"
fi
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
deadline=20   # seconds any start-up step may take before the session gives up (generous: shared cores)
monitors=${SESSION_MONITORS:-1}
case "$monitors" in
  [1-4]) ;;
  *) echo "wayland-session: SESSION_MONITORS=$monitors: use 1 to 4" >&2; exit 2 ;;
esac

base=$(mktemp -d /tmp/snack-wayland.XXXXXX)
chmod 711 "$base"   # the compositor's user must reach its own directory below
server="$base/server" client="$base/client"
mkdir -m 700 "$server" "$client"
mkfifo "$server/ready"
holder= pid= swaysock= xvfb= buses=()
cleanup() {
  # No SIGTERM: a process started from a libdispatch thread (swift test) inherits a mask that blocks
  # it. sway is asked to exit over IPC; mutter and KWin quit when their command (the holder, a sleep) ends.
  # Xwayland and the virtual pointer follow their compositor.
  if [ -n "$swaysock" ]; then SWAYSOCK="$swaysock" swaymsg exit > /dev/null 2>&1 || kill -KILL "$pid" 2>/dev/null || true
  elif [ -n "$holder" ]; then kill -KILL "$holder" 2>/dev/null || true
  elif [ -n "$pid" ]; then kill -KILL "$pid" 2>/dev/null || true
  fi
  if [ -n "$pid" ]; then wait "$pid" 2>/dev/null || true; fi
  if [ -n "$xvfb" ]; then kill -KILL "$xvfb" 2>/dev/null || true; wait "$xvfb" 2>/dev/null || true; fi
  for bus in "${buses[@]}"; do kill -KILL "$bus" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$base"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP
fail() { echo "wayland-session: $*" >&2; exit 1; }
# Opened read-write so that neither side blocks on open; the compositor writes one line when it is up.
exec 3<>"$server/ready"
# A private Xvfb, WIDTH (1280 by default) x 800, for a nested compositor: sets screen (its display number).
# Numbers from 200 up: sway's Xwayland takes the first free one of :0–:32, and the tests' displays start at
# 100. A number another start took first makes Xvfb exit at once, and the next is tried.
start_xvfb() {
  local candidate=200
  screen=
  while [ -z "$screen" ] && [ $candidate -lt 1000 ]; do
    if [ ! -e "/tmp/.X$candidate-lock" ] && [ ! -e "/tmp/.X11-unix/X$candidate" ]; then
      rm -f "$server/screen"; mkfifo "$server/screen"
      Xvfb ":$candidate" -displayfd 4 -screen 0 "${1:-1280}x800x24" -nolisten tcp -terminate 4> "$server/screen" > "$base/xvfb.log" 2>&1 &
      xvfb=$!
      read -r -t "$deadline" screen < "$server/screen" || true
    fi
    candidate=$((candidate + 1))
  done
  [ -n "$screen" ] || fail "Xvfb did not start: $(tail -3 "$base/xvfb.log")"
}

if [ "$compositor" = sway ]; then
  runner=()
  if [ "$(id -u)" -eq 0 ]; then
    runner=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
    chown -R nobody:nogroup "$server"
  fi
  # `exec` runs once sway is up, with DISPLAY (its Xwayland, started by xhost's connection) and SWAYSOCK set.
  cat > "$server/config" <<EOF
output HEADLESS-1 resolution 1280x800
xwayland enable
exec xhost +si:localuser:$(id -un) >/dev/null && echo "\$DISPLAY \$SWAYSOCK" > $server/ready
EOF
  env -i PATH="$PATH" HOME="$server" XDG_RUNTIME_DIR="$server" WLR_BACKENDS=headless WLR_RENDERER=pixman \
    WLR_LIBINPUT_NO_DEVICES=1 "${runner[@]}" sway -c "$server/config" > "$base/sway.log" 2>&1 &
  pid=$!
  read -r -t "$deadline" -u 3 display swaysock || fail "sway did not start in ${deadline} s: $(tail -3 "$base/sway.log")"
  socket=$(cd "$server" && ls wayland-[0-9]* | grep -v lock | head -1)
  environment=(WAYLAND_DISPLAY="$server/$socket" XDG_RUNTIME_DIR="$client" DISPLAY="$display" SWAYSOCK="$swaysock")
  SWAYSOCK="$swaysock" swaymsg -t get_version > /dev/null || fail "swaymsg cannot reach sway"

  cc -O1 -o "$base/virtual-pointer" "$here/virtual-pointer.c" $(pkg-config --cflags --libs wayland-client)
  coproc pointer { env "${environment[@]}" "$base/virtual-pointer"; }
  read -r -t "$deadline" -u "${pointer[0]}" line && [ "$line" = ready ] || fail "no virtual pointer"
elif [ "$compositor" = weston ]; then
  # weston 10 (no layer shell, no notification server) on its X11 backend in a private Xvfb; its Xwayland
  # starts with the first X client, on the display its log names.
  start_xvfb
  DISPLAY=":$screen" XDG_RUNTIME_DIR="$server" weston --backend=x11-backend.so --xwayland --socket=wayland-weston \
    --width=1280 --height=800 --idle-time=0 > "$base/weston.log" 2>&1 &
  pid=$!
  for _ in $(seq $((deadline * 10))); do grep -q "xserver listening on display" "$base/weston.log" && [ -S "$server/wayland-weston" ] && break; sleep 0.1; done
  display=$(sed -n 's/.*xserver listening on display \(:[0-9]*\).*/\1/p' "$base/weston.log" | head -1)
  [ -n "$display" ] || fail "weston did not start in ${deadline} s: $(tail -3 "$base/weston.log")"
  environment=(WAYLAND_DISPLAY="$server/wayland-weston" XDG_RUNTIME_DIR="$client" DISPLAY="$display" SCREEN_DISPLAY=":$screen")
elif [ "$compositor" = kwin ]; then
  # Nested in a private Xvfb like mutter, on a session bus of its own (dbus-run-session). It starts the
  # holder once its Wayland socket and its Xwayland are up, and quits when the holder ends
  # (--exit-with-session); the holder reports the bus and the Xwayland display.
  start_xvfb
  cp "$(command -v kwin_wayland)" "$server/kwin_wayland"
  mkdir "$server/config"
  printf '[Desktops]\nNumber=2\nRows=1\n' > "$server/config/kwinrc"
  printf '[KDE]\nAnimationDurationFactor=0\n' > "$server/config/kdeglobals"
  if [ -n "${SESSION_NOTIFYD:-}" ]; then
    mkdir -p "$server/data/applications"
    sed "s|^Exec=@PREFIX@/bin/snack-notifyd|Exec=$SESSION_NOTIFYD|" "$here/../../Resources/io.snackbar.Notifier.desktop.in" \
      > "$server/data/applications/io.snackbar.Notifier.desktop"
  fi
  printf '#!/bin/sh\necho "$$ $DISPLAY $DBUS_SESSION_BUS_ADDRESS" > %s/ready\nexec sleep infinity\n' "$server" > "$server/holder"
  chmod +x "$server/holder"
  DISPLAY=":$screen" XDG_RUNTIME_DIR="$server" HOME="$server" XDG_CONFIG_HOME="$server/config" \
    XDG_DATA_HOME="$server/data" XDG_CACHE_HOME="$server/cache" dbus-run-session -- \
    "$server/kwin_wayland" --x11-display ":$screen" --socket wayland-kwin --width 1280 --height 800 \
    --no-lockscreen --no-global-shortcuts --no-kactivities --xwayland --exit-with-session "$server/holder" \
    > "$base/kwin.log" 2>&1 &
  pid=$!
  read -r -t "$deadline" -u 3 holder display kwin_bus || fail "kwin did not start in ${deadline} s: $(tail -3 "$base/kwin.log")"
  environment=(WAYLAND_DISPLAY="$server/wayland-kwin" XDG_RUNTIME_DIR="$client" DISPLAY="$display" SCREEN_DISPLAY=":$screen"
               KWIN_BUS="$kwin_bus" KWIN_LOG="$base/kwin.log")
elif [ "$compositor" = gnome-shell ]; then
  # Nested in a private Xvfb like mutter. It runs no command of its own: it is ready once its Xwayland
  # answers and it owns org.freedesktop.Notifications on its session bus (its banners work then).
  mount -t tmpfs tmpfs /run/systemd
  start_xvfb
  bus() { dbus-daemon --session --nofork --print-address=5 --print-pid=6 --address="unix:path=$server/$1" 5> "$server/$1.address" 6> "$server/$1.pid" >> "$base/dbus.log" 2>&1 & }
  bus system-bus; bus session-bus
  wait_for() { for _ in $(seq $((deadline * 10))); do eval "$1" && return 0; sleep 0.1; done; return 1; }
  wait_for '[ -s "$server/system-bus.pid" ] && [ -s "$server/session-bus.pid" ]' || fail "no private D-Bus"
  buses=("$(cat "$server/system-bus.pid")" "$(cat "$server/session-bus.pid")")
  shell_bus=$(cat "$server/session-bus.address")
  # Its settings in a key file of its own (GIO's keyfile backend follows changes to the file), never the
  # machine's: no hot corner, and no banners until it is up (see below).
  mkdir -p "$server/config/glib-2.0/settings"
  settings() { printf '[org/gnome/desktop/interface]\nenable-hot-corners=false\n[org/gnome/desktop/notifications]\n%s\n' "$1" \
    > "$server/config/glib-2.0/settings/keyfile"; }
  settings show-banners=false
  DISPLAY=":$screen" XDG_RUNTIME_DIR="$server" XDG_SESSION_TYPE=wayland MUTTER_DEBUG_DUMMY_MODE_SPECS=1280x800 \
    DBUS_SYSTEM_BUS_ADDRESS="unix:path=$server/system-bus" DBUS_SESSION_BUS_ADDRESS="$shell_bus" \
    GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$server/config" \
    gnome-shell --nested --wayland --wayland-display wayland-shell > "$base/gnome-shell.log" 2>&1 &
  pid=$!
  owned() { gdbus call --address "$shell_bus" -d org.freedesktop.DBus -o /org/freedesktop/DBus -m org.freedesktop.DBus.NameHasOwner "$1" 2>/dev/null | grep -q true; }
  # GNOME Shell's start takes 3-5 s alone and past 40 s beside other tests on two loaded cores.
  deadline=$((deadline * 3))
  wait_for 'owned org.freedesktop.Notifications && grep -q "Using public X11 display" "$base/gnome-shell.log"' \
    || fail "gnome-shell did not start in ${deadline} s: $(tail -3 "$base/gnome-shell.log")"
  # It ends its start in the overview (whose search field would take what tests type): leave it once it
  # opened (or after 15 s calm), the pointer parked in the middle.
  DISPLAY=":$screen" xdotool mousemove 640 400
  overview() { gdbus call --address "$shell_bus" -d org.gnome.Shell -o /org/gnome/Shell -m org.freedesktop.DBus.Properties.$1 org.gnome.Shell OverviewActive ${2:-}; }
  opened=0 calm=0
  for _ in $(seq $((deadline * 10))); do
    if overview Get | grep -q true; then opened=1 calm=0; overview Set '<false>' > /dev/null
    else calm=$((calm + 1)); fi
    { [ $opened = 1 ] && [ $calm -ge 5 ]; } || [ $calm -ge 150 ] && break
    sleep 0.1
  done
  [ $calm -ge 5 ] || fail "gnome-shell stayed in its overview"
  # Banners on from here: the one it shows at its start when run as root ("Logged in as a privileged user"),
  # which would cover the top centre and take the keyboard under the pointer, went to its list unseen.
  settings show-banners=true
  display=$(sed -n 's/.*Using public X11 display \(:[0-9]*\),.*/\1/p' "$base/gnome-shell.log" | head -1)
  authority=$(ls "$server"/.mutter-Xwaylandauth.* | head -1)
  environment=(WAYLAND_DISPLAY="$server/wayland-shell" XDG_RUNTIME_DIR="$client" DISPLAY="$display" XAUTHORITY="$authority"
               SCREEN_DISPLAY=":$screen" SHELL_BUS="$shell_bus")
else
  # mutter nests in a private Xvfb (its screen is what mutter shows, so pixels can be read there with
  # `import -display $SCREEN_DISPLAY -window root`; headless mutter has no screencopy). It runs COMMAND
  # once it is up, with WAYLAND_DISPLAY, DISPLAY and XAUTHORITY set, and quits when that command ends:
  # the command reports and then waits to be ended. Xvfb quits when its last client (mutter) goes.
  start_xvfb $((1280 * monitors))
  DISPLAY=":$screen" XDG_RUNTIME_DIR="$server" MUTTER_DEBUG_DUMMY_MODE_SPECS=1280x800 \
    MUTTER_DEBUG_NUM_DUMMY_MONITORS="$monitors" dbus-run-session -- \
    mutter --nested --wayland -- \
    sh -c 'echo "$$ $WAYLAND_DISPLAY $DISPLAY $XAUTHORITY $DBUS_SESSION_BUS_ADDRESS" > "$0"; exec sleep infinity' "$server/ready" \
    > "$base/mutter.log" 2>&1 &
  pid=$!
  read -r -t "$deadline" -u 3 holder socket display authority shell_bus || fail "mutter did not start in ${deadline} s: $(tail -3 "$base/mutter.log")"
  environment=(WAYLAND_DISPLAY="$server/$socket" XDG_RUNTIME_DIR="$client" DISPLAY="$display" XAUTHORITY="$authority"
               SCREEN_DISPLAY=":$screen" SHELL_BUS="$shell_bus")
fi

if [ $# -gt 0 ]; then
  status=0
  env "${environment[@]}" "$@" || status=$?
  exit "$status"
fi
printf '%s\n' "${environment[@]}" ready
cat > /dev/null
