#!/bin/sh
# Tests only: a private accessibility bus (AT-SPI) and Orca on it, speech written to Orca's debug log
# (no synthesiser), for as long as standard input stays open (a pipe the test process holds).
#   DISPLAY=... DBUS_SESSION_BUS_ADDRESS=... private-screen-reader.sh [--messages]
# prints "A11Y-BUS-ADDRESS ORCA-LOG" once Orca listens; at the end of its input it stops both and removes
# its directory. The bus is at a path of its own: no test touches the user's accessibility bus.
here=$(dirname "$0")
dir=$(mktemp -d) && chmod 755 "$dir" || exit 1
export AT_SPI_BUS_ADDRESS="unix:path=$dir/a11y-bus"
# The registry (at-spi2-registryd) is started by this bus on the first call and inherits the address.
dbus-daemon --config-file=/usr/share/defaults/at-spi2/accessibility.conf --address="$AT_SPI_BUS_ADDRESS" \
    --fork --print-pid=3 3>"$dir/bus-pid" </dev/null >/dev/null 2>&1 || exit 1
mkdir "$dir/orca"
# Speech off: Orca then logs what it would say without looking for speech-dispatcher. Orca leaves out the
# messages it presents (a new name of the active window, a description) while speech is off: --messages
# turns speech on with no speech server, so that those are logged too.
speech='"enableSpeech": false'
[ "$1" = --messages ] && speech='"enableSpeech": true, "speechServerFactory": ""'
echo '{"general": {'"$speech"', "enableBraille": false, "enableSound": false},
  "profiles": {"default": {"profile": ["Default", "default"]}}, "keybindings": {}, "pronunciations": {}}' \
    > "$dir/orca/user-settings.conf"
/usr/bin/python3 "$here/orca-speech.py" "$dir/orca" "$dir/orca.log" </dev/null >"$dir/orca.out" 2>&1 &
orca=$!
# Orca's listeners are registered once it starts the registry's event loop.
tries=600
until grep -qs "ORCA: Starting ATSPI registry" "$dir/orca.log"; do
    tries=$((tries - 1))
    if [ $tries -le 0 ] || ! kill -0 $orca 2>/dev/null; then
        echo "orca did not start: $(tail -3 "$dir/orca.out")" >&2
        kill -KILL $orca $(cat "$dir/bus-pid") 2>/dev/null; rm -rf "$dir"; exit 1
    fi
    sleep 0.05
done
echo "$AT_SPI_BUS_ADDRESS $dir/orca.log"
exec >/dev/null 2>&1
read _
# SIGKILL and no `wait`: they end at once, and nothing waits for them to be reaped.
# The registry ends by itself when its bus goes.
kill -KILL $orca $(cat "$dir/bus-pid") 2>/dev/null
rm -rf "$dir"
