"""warm-steps.sh's table: each call's steps from its start, the servers' WAYLAND_DEBUG logs and the service's
probes (all in µs of CLOCK_REALTIME modulo 2^32, libwayland's stamps), medians in ms."""
import re
import statistics
import sys

work, runs = sys.argv[1], sys.argv[2]
WRAP = 2**32
WAYLAND = [("create_surface", "surface"), (".commit()", "commit"), (".configure(", "configure"), ("attach(wl_buffer", "buffer")]


def wayland_events(log, start_line):
    """The log's events after its line start_line: (µs, name)."""
    events = []
    with open(log) as lines:
        for number, line in enumerate(lines):
            match = re.match(r"\[ *([\d.]+)\]\s*(.*)", line)
            if number < start_line or not match:
                continue
            for needle, name in WAYLAND:
                if needle in match.group(2):
                    events.append((float(match.group(1)) * 1000, name))
    return events


def steps(events, start, order):
    """The times of `order`'s events, each the first after the one before, from the call's start (µs)."""
    times, index = [start % WRAP], 0
    for time, name in sorted((t if t >= start % WRAP else t + WRAP, n) for t, n in events):
        if index < len(order) and name == order[index] and time >= times[-1]:
            times.append(time)
            index += 1
    return times if index == len(order) else None


probes = [(int(t) % WRAP, name) for t, name in (line.split() for line in open(f"{work}/probes"))]
ours = ["read", "shown", "surface", "commit", "configure", "draw", "buffer"]
theirs = ["surface", "commit", "configure", "buffer"]
rows = {"snack": [], "mako": []}
for line in open(f"{work}/starts"):
    name, start, log_lines = line.split()
    start = int(start)
    window = [(t, n) for t, n in probes if 0 <= (t - start) % WRAP < 3_000_000]
    events = wayland_events(f"{work}/{name}.log", int(log_lines))
    found = steps(window + events, start, ours) if name == "snack" else steps(events, start, theirs)
    if found:
        rows[name].append([(b - a) / 1000 for a, b in zip(found, found[1:])])


def medians(table):
    return [statistics.median(column) for column in zip(*table)] if table else []


labels = {
    "snack": ["start → request read", "→ HandoffSession.show", "→ layer surface made", "→ committed", "→ configure",
              "→ draw starts", "→ buffer attached"],
    "mako": ["start → layer surface made", "→ committed", "→ configure", "→ buffer attached"],
}
print(f"warm call, step by step: medians (ms) of {runs} alternating rounds")
for name, title in (("mako", "mako (notify-send)"), ("snack", "snack-notify warm")):
    values = medians(rows[name])
    total = statistics.median(sum(row) for row in rows[name]) if rows[name] else float("nan")
    print(f"  {title}: {len(rows[name])} calls, start → buffer {total:.2f}")
    for label, value in zip(labels[name], values):
        print(f"    {label:<28} {value:6.2f}")
