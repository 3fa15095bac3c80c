# Sourced by the bench-notify scripts: the running snack-notifyd of this session bus, and stopping it.
# service_pid: the pid of the owner of io.snackbar.Notifier, empty when none.
service_pid() {
    dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.GetConnectionUnixProcessID string:io.snackbar.Notifier 2>/dev/null | awk '{ print $2 }' || true
}
# stop_service: ends it, if one runs, and waits until it is gone.
stop_service() {
    local pid; pid=$(service_pid)
    if [ -n "$pid" ]; then kill "$pid"; while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done; fi
}
# symbol_offset BINARY PATTERN: where the first function of BINARY whose name matches the awk regular
# expression PATTERN lies, as perf probe takes a raw address: as an offset in the file (the address less its
# segment's, plus the segment's offset; lld leaves a gap between them). The Swift functions go by address:
# their mangled names are not perf probe's to parse. An installed binary is stripped: its symbols are read
# from its debug file, under DEBUG_INFO (.build/release/debug-info) by its build id (install-binary.sh).
symbol_offset() {
    local symbols=$1 address kind offset virtual _ size
    if [ -z "$(nm "$symbols" 2> /dev/null | head -n 1)" ]; then
        local id; id=$(readelf -n "$1" | awk '/Build ID:/ { print $3 }')
        symbols=${DEBUG_INFO:-$(dirname "${BASH_SOURCE[0]}")/../../.build/release/debug-info}/.build-id/${id:0:2}/${id:2}.debug
    fi
    address=$((16#$(nm "$symbols" | awk -v p="$2" '$3 ~ p { print $1; exit }')))
    while read -r kind offset virtual _ _ size _; do
        [ "$kind" = LOAD ] && ((address >= virtual && address < virtual + size)) &&
            printf '0x%x\n' $((address - virtual + offset)) && return
    done < <(readelf -lW "$1")
    echo "no function matching $2 in $1" >&2
    return 1
}
# no_idle_hold DIR: XDG_CONFIG_HOME becomes DIR, with a snackbar.conf that turns idle off. No one uses a
# bench's display: past the idle threshold (120 s of no input) the service would take the user for away and
# hold every popup's time, and popups the bench waits for would not end.
no_idle_hold() {
    export XDG_CONFIG_HOME=$1
    mkdir -p "$1/snackbar"
    printf '[server]\nidle-threshold = 0\n' > "$1/snackbar/snackbar.conf"
}
# take_turns FILE ROUNDS CALL…: ROUNDS rounds of the commands CALL (each a command line that prints one
# time), the order turned every round so that a drift of the machine's load hits each alike: FILE gets a
# line a round, the times in the order the calls are named.
take_turns() {
    local file=$1 rounds=$2 calls=("${@:3}") round index call
    for round in $(seq "$rounds"); do
        declare -A time=()
        for index in "${!calls[@]}"; do
            call=${calls[$(((index + round) % ${#calls[@]}))]}
            time[$call]=$($call)
        done
        for call in "${calls[@]}"; do printf '%s ' "${time[$call]}"; done
        echo
    done > "$file"
}
# first_frame_programs DIR: first-frame.c built into DIR twice: first-frame, linked with cairo, Pango and the
# display's client libraries, and first-frame-gtk, which loads GTK's libraries too, as the service does.
first_frame_programs() {
    local source libraries
    source=$(dirname "${BASH_SOURCE[0]}")/first-frame.c
    libraries=$(pkg-config --cflags --libs wayland-client x11 cairo-xlib pangocairo)
    cc -O2 -o "$1/first-frame" "$source" $libraries
    cc -O2 -o "$1/first-frame-gtk" "$source" -Wl,--no-as-needed $libraries $(pkg-config --libs gtk+-3.0 gtk-layer-shell-0)
}
# kilobytes PID FIELD: kilobytes of field FIELD (Rss, Private_Dirty) of process PID.
kilobytes() { awk -v field="$2:" '$1 == field { print $2 }' "/proc/$1/smaps_rollup"; }
# popups_mapped N: waits until N snack windows are mapped (5 s at most); fails when they are not.
popups_mapped() {
    for _ in $(seq 100); do
        [ "$(xdotool search --onlyvisible --name '^snackbar: ' 2>/dev/null | wc -l)" -ge "$1" ] && return
        sleep 0.05
    done
    return 1
}
