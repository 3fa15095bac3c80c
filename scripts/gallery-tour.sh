#!/usr/bin/env bash
# `make demo` without a display: the gallery's screenshot tour (`GALLERY --screenshots DIR`) on a private Xvfb
# (xvfb-run), saying what failed when it fails: the tour's own status, or the X server's, with the server's
# last words. xvfb-run's own status says nothing of the tour: its cleanup ends it with status 1, silently,
# when its X server is gone by then.
# Usage: scripts/gallery-tour.sh GALLERY DIR [SCREEN]   (SCREEN as Xvfb's -screen takes it, 1280x800x24)
set -uo pipefail
gallery=$1 directory=$2 screen=${3:-1280x800x24}
status=$(mktemp) && log=$(mktemp) || exit 1
trap 'rm -f "$status" "$log"' EXIT
# Display numbers from 600 up: the tests' displays take theirs from 100 up (Tests/Fixtures/private-display.sh)
# and the Wayland sessions' from 200, and a test display's number is at times free of its lock file while its
# server still runs, which makes an Xvfb started there fail.
xvfb-run -a -n 600 -e "$log" -s "-screen 0 $screen -noreset -maxclients 512" \
  sh -c '"$1" --screenshots "$2" > /dev/null; echo $? > "$3"' sh "$gallery" "$directory" "$status"
server=$?
tour=$(cat "$status")
said() { [ -s "$log" ] && printf '; the X server said:\n%s' "$(tail -5 "$log")"; }
if [ -z "$tour" ]; then
  echo "make demo: the tour did not run: xvfb-run ended with status $server$(said)" >&2
  exit 1
elif [ "$tour" != 0 ]; then
  echo "make demo: $gallery --screenshots $directory ended with status $tour$(said)" >&2
  exit 1
elif [ "$server" != 0 ]; then
  echo "make demo: the tour ended well, but its X server was gone before xvfb-run stopped it (status $server)$(said)" >&2
fi
echo "make demo: $(ls "$directory"/[0-9]*.png | wc -l) screenshots in $directory/, one per gallery button"
