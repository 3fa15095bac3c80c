#!/usr/bin/env python3
# SPDX-License-Identifier: MIT (see LICENSE in the source tree)
# Runs a PyGObject GTK 4 example (the path in argv[1], as the docs show it) the way the tests drive the undo
# apps: prints where its Undo button is ("undo-at X Y", surface pixels for `xdotool mousemove --window`) once
# it stands still, and ends the app once the example printed its "dismissed" line.
import runpy
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Graphene", "1.0")
from gi.repository import Gio, GLib, Graphene, Gtk  # noqa: E402


def undo_center(widget):
    if isinstance(widget, Gtk.Button) and widget.get_label() == "Undo" and widget.get_mapped() and widget.get_width() > 0:
        native = widget.get_native()
        center = Graphene.Point().init(widget.get_width() / 2, widget.get_height() / 2)
        ok, point = widget.compute_point(native, center)
        if ok:
            dx, dy = native.get_surface_transform()
            return int(point.x + dx), int(point.y + dy)
    child = widget.get_first_child()
    while child is not None:
        found = undo_center(child)
        if found:
            return found
        child = child.get_next_sibling()
    return None


last = [None]


def look_for_undo():
    found = next(filter(None, map(undo_center, Gtk.Window.list_toplevels())), None)
    # On screen and standing still (any slide-in is over).
    settled = found is not None and found[1] >= 0 and found == last[0]
    last[0] = found
    if not settled:
        return GLib.SOURCE_CONTINUE
    print("undo-at %d %d" % found, flush=True)
    return GLib.SOURCE_REMOVE


def give_up():
    print("timeout: no click", flush=True)
    Gio.Application.get_default().quit()
    return GLib.SOURCE_REMOVE


class QuitAfterDismissed:
    """Standard output that ends the app once the example printed its "dismissed" line."""

    def __init__(self, stream):
        self.stream = stream

    def write(self, text):
        self.stream.write(text)
        if text.startswith("dismissed"):
            GLib.idle_add(Gio.Application.get_default().quit)
        return len(text)

    def flush(self):
        self.stream.flush()


sys.stdout = QuitAfterDismissed(sys.stdout)
GLib.timeout_add(50, look_for_undo)
GLib.timeout_add_seconds(60, give_up)
runpy.run_path(sys.argv[1], run_name="__main__")
