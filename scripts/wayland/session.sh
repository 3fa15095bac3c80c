#!/usr/bin/env bash
# A private Wayland compositor (1280x800, with Xwayland) for tests, benchmarks and trying things: sway
# headless, mutter nested in an Xvfb of its own (whose screen, SCREEN_DISPLAY, shows what mutter shows).
#
# Usage: [SESSION_MONITORS=N] scripts/wayland/session.sh sway|mutter [COMMAND [ARGUMENT...]]
#   SESSION_MONITORS (mutter only, 1 by default): N monitors of 1280x800 side by side, mutter's dummy
#   monitors in an Xvfb N x 1280 wide; its Xwayland shows them as N RandR outputs.
#   With COMMAND: runs it in the compositor's environment, stops the compositor, exits with its status.
#   Without: prints the client environment (NAME=VALUE lines: WAYLAND_DISPLAY as an absolute path,
#   XDG_RUNTIME_DIR, DISPLAY of the compositor's Xwayland, SWAYSOCK or XAUTHORITY and SCREEN_DISPLAY), then "ready", and
#   holds the compositor until its standard input closes.
#
# sway refuses to run as root, so as root it runs as `nobody` in a runtime directory of its own; root's
# clients reach its sockets anyway (root passes file permissions), and Xwayland is told to admit root
# (xhost). sway's seat gets a virtual pointer, so that `swaymsg seat seat0 cursor ...` reaches clients.
# mutter runs as the caller, under a D-Bus session bus of its own.
set -euo pipefail

compositor=${1:-}
[ $# -gt 0 ] && shift
case "$compositor" in
  sway|mutter) ;;
  *) echo "usage: $0 sway|mutter [COMMAND [ARGUMENT...]]" >&2; exit 2 ;;
esac
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
holder= pid= swaysock= xvfb=
cleanup() {
  # No SIGTERM: a process started from a libdispatch thread (swift test) inherits a mask that blocks
  # it. sway is asked to exit over IPC; mutter quits when its command (the holder, a sleep) ends.
  # Xwayland and the virtual pointer follow their compositor.
  if [ -n "$swaysock" ]; then SWAYSOCK="$swaysock" swaymsg exit > /dev/null 2>&1 || kill -KILL "$pid" 2>/dev/null || true
  elif [ -n "$holder" ]; then kill -KILL "$holder" 2>/dev/null || true
  elif [ -n "$pid" ]; then kill -KILL "$pid" 2>/dev/null || true
  fi
  if [ -n "$pid" ]; then wait "$pid" 2>/dev/null || true; fi
  if [ -n "$xvfb" ]; then kill -KILL "$xvfb" 2>/dev/null || true; wait "$xvfb" 2>/dev/null || true; fi
  rm -rf "$base"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP
fail() { echo "wayland-session: $*" >&2; exit 1; }
# Opened read-write so that neither side blocks on open; the compositor writes one line when it is up.
exec 3<>"$server/ready"

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
else
  # mutter nests in a private Xvfb (its screen is what mutter shows, so pixels can be read there with
  # `import -display $SCREEN_DISPLAY -window root`; headless mutter has no screencopy). It runs COMMAND
  # once it is up, with WAYLAND_DISPLAY, DISPLAY and XAUTHORITY set, and quits when that command ends:
  # the command reports and then waits to be ended. Xvfb quits when its last client (mutter) goes.
  mkfifo "$server/screen"
  exec 4<> "$server/screen"
  Xvfb -displayfd 4 -screen 0 $((1280 * monitors))x800x24 -nolisten tcp -terminate > "$base/xvfb.log" 2>&1 &
  xvfb=$!
  read -r -t "$deadline" -u 4 screen || fail "Xvfb did not start in ${deadline} s: $(tail -3 "$base/xvfb.log")"
  DISPLAY=":$screen" XDG_RUNTIME_DIR="$server" MUTTER_DEBUG_DUMMY_MODE_SPECS=1280x800 \
    MUTTER_DEBUG_NUM_DUMMY_MONITORS="$monitors" dbus-run-session -- \
    mutter --nested --wayland -- \
    sh -c 'echo "$$ $WAYLAND_DISPLAY $DISPLAY $XAUTHORITY" > "$0"; exec sleep infinity' "$server/ready" \
    > "$base/mutter.log" 2>&1 &
  pid=$!
  read -r -t "$deadline" -u 3 holder socket display authority || fail "mutter did not start in ${deadline} s: $(tail -3 "$base/mutter.log")"
  environment=(WAYLAND_DISPLAY="$server/$socket" XDG_RUNTIME_DIR="$client" DISPLAY="$display" XAUTHORITY="$authority"
               SCREEN_DISPLAY=":$screen")
fi

if [ $# -gt 0 ]; then
  status=0
  env "${environment[@]}" "$@" || status=$?
  exit "$status"
fi
printf '%s\n' "${environment[@]}" ready
cat > /dev/null
