#!/usr/bin/env python3
# SPDX-License-Identifier: MIT (see LICENSE in the source tree)
# Runs a PyGObject GTK 4 example (the path in argv[1], as the docs show it) the way the tests drive the
# examples: once its Undo button stands still on screen, prints the snacks' order in the widget tree ("order
# …", by the first word of each one's first line), the progress bar's fraction ("bar …") and the button's
# centre ("undo-at X Y", surface pixels for `xdotool mousemove --window`).
import runpy
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Graphene", "1.0")
from gi.repository import GLib, Graphene, Gtk  # noqa: E402


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


FIRSTS = ("Copying notes.txt", "Moved", "Saved notes.txt")


def widgets(widget):
    yield widget
    child = widget.get_first_child()
    while child is not None:
        yield from widgets(child)
        child = child.get_next_sibling()


last = [None]
steady = [0]


def look_for_undo():
    window, found = next(filter(lambda pair: pair[1], ((w, undo_center(w)) for w in Gtk.Window.list_toplevels())), (None, None))
    # On screen and standing still for 0.3 s: any slide-in is over, and a tiling compositor (sway) has given
    # the window its size, which it does a frame or more after the window's first one.
    steady[0] = steady[0] + 1 if found is not None and found[1] >= 0 and found == last[0] else 0
    last[0] = found
    if steady[0] < 6:
        return GLib.SOURCE_CONTINUE
    every = list(widgets(window))
    order = [w.get_text().split(" ")[0] for w in every if isinstance(w, Gtk.Label) and w.get_text() in FIRSTS]
    bars = [w.get_fraction() for w in every if isinstance(w, Gtk.ProgressBar)]
    print("order", " ".join(order), flush=True)
    print("bar %.2f" % (bars[0] if bars else -1), flush=True)
    print("undo-at %d %d" % found, flush=True)
    return GLib.SOURCE_REMOVE


GLib.timeout_add(50, look_for_undo)
runpy.run_path(sys.argv[1], run_name="__main__")
