# cold-stages.sh's reading of one traced call: `perf script -F comm,pid,tid,time,event` lines in, one
# "stage<TAB>ms" line per stage out. kind is floor (gtk-floor) or snack (snack-notify, which starts
# snack-notifyd); watch is map-watch -c's "elapsed start mapped" (CLOCK_MONOTONIC ms). Of the program's
# main thread it keeps each probe's first time (first[name]) and, for a probe with an `_end` (its
# return), the time spent inside it before the first XMapWindow (inside[name]).
function add(name, ms) { if (ms != "") printf "%s\t%.2f\n", name, ms }
function span(from, to) { return (first[from] != "" && first[to] != "") ? first[to] - first[from] : "" }
BEGIN { split(watch, w, " "); start = w[2]; mapped = w[3] }
{
    pid = ""; tid = ""; t = ""; event = ""
    for (i = 1; i <= NF; i++) {
        if ($i ~ /^[0-9]+\/[0-9]+$/) { split($i, p, "/"); pid = p[1]; tid = p[2] }
        else if (t == "" && $i ~ /^[0-9]+\.[0-9]+:$/) t = substr($i, 1, length($i) - 1) * 1000
        else if (t != "" && event == "" && $i ~ /:$/) {
            event = substr($i, 1, length($i) - 1); sub(/^[^:]*:/, "", event); sub(/^cs_/, "", event); sub(/__return$/, "", event)
        }
    }
    if (t == "" || t < start) next
    n++; c[n] = $1; P[n] = pid; T[n] = tid; at[n] = t; e[n] = event
}
END {
    program = kind == "floor" ? "gtk-floor" : "snack-notifyd"
    for (i = 1; i <= n; i++) if (e[i] == "sched_process_exec") {
        if (c[i] == "snack-notify" && first["client"] == "") first["client"] = at[i]
        if (c[i] == program && main_pid == "") { main_pid = P[i]; first["exec"] = at[i] }
    }
    if (main_pid == "") exit
    for (i = 1; i <= n; i++) {
        if (P[i] != main_pid || T[i] != main_pid) continue
        name = e[i]; sub(/^(service|floor)_main$/, "main", name)
        if (first[name] == "") first[name] = at[i]
        if (first["map"] != "") continue
        if (name ~ /_end$/) { base = substr(name, 1, length(name) - 4); if (from[base] != "") inside[base] += at[i] - from[base]; from[base] = "" }
        else from[name] = at[i]
    }
    first["mapped"] = mapped; first["start"] = start
    if (kind == "snack") {
        add("start → the client's exec (map-watch's fork)", span("start", "client"))
        add("the client: exec → the service's exec (its start, the spawn)", span("client", "exec"))
    } else add("start → the program's exec (map-watch's fork)", span("start", "exec"))
    add("exec → main (dynamic link, initializers, Swift runtime)", span("exec", "main"))
    add("main → gtk_init_check (options, the request, snackbar.conf)", span("main", "gtk_init"))
    add("gtk_init_check (display, settings, modules)", inside["gtk_init"])
    add("  of it, gdk_display_open", inside["display"])
    add("  of it, the accessibility bridge (atk_bridge_adaptor_init)", inside["bridge"])
    add("gtk_init_check → XMapWindow (D-Bus, build the popup)", span("gtk_init_end", "map"))
    add("  of it, until gtk_main (bus names, watches, the request)", first["gtk_main"] < first["map"] ? span("gtk_init_end", "gtk_main") : "")
    add("  of it, blocking D-Bus calls on the main thread", inside["call_sync"] + 0)
    add("  of it, CSS parsed (theme files, data)", inside["css"] + inside["css_data"])
    add("  of it, gtk_init_check → the first gtk_window_new", span("gtk_init_end", "window"))
    add("  of it, gtk_window_new → the accessibility gate open (0: open before)", first["gate"] > first["window"] ? span("window", "gate") : 0)
    add("XMapWindow → MapNotify seen (the X server)", span("map", "mapped"))
    add("total, start → mapped", mapped - start)
}
