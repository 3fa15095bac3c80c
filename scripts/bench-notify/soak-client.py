#!/usr/bin/python3
"""Benchmark only: sends PHASES × COUNT distinct notifications to org.freedesktop.Notifications over one
connection, closing each right after it was shown (CloseNotification), and after each phase prints the
server's RSS in KiB once it is idle again: "phase N rss KIB".

Usage: soak-client.py PID PHASES COUNT
"""
import sys
import time

from gi.repository import Gio, GLib

pid, phases, count = (int(a) for a in sys.argv[1:4])
bus = Gio.bus_get_sync(Gio.BusType.SESSION)


def call(method, parameters, reply):
    return bus.call_sync("org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                         "org.freedesktop.Notifications", method, parameters, reply and GLib.VariantType(reply),
                         Gio.DBusCallFlags.NO_AUTO_START, 20000, None)


def rss():
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def idle_rss():
    """The RSS once it stopped changing for a second (the popups' exit motions and the spare window gone)."""
    last, same = rss(), 0
    while same < 10:
        time.sleep(0.1)
        now = rss()
        same = same + 1 if now == last else 0
        last = now
    return last


sent = 0
print(f"phase 0 rss {idle_rss()}", flush=True)
for phase in range(1, phases + 1):
    for _ in range(count):
        sent += 1
        reply = call("Notify", GLib.Variant("(susssasa{sv}i)", (
            "soak", 0, "", f"Message {sent}", f"Body {sent} {'x' * (sent % 97)}", [], {}, 0)), "(u)")
        call("CloseNotification", GLib.Variant("(u)", reply.unpack()), None)
    print(f"phase {phase} rss {idle_rss()}", flush=True)
