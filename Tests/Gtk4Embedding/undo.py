#!/usr/bin/env python3
# SPDX-License-Identifier: MIT (see LICENSE in the source tree)
# A PyGObject GTK 4 app showing a snack with Undo through the SnackbarGtk4 typelib. It prints where the
# Undo button is ("undo-at X Y", surface pixels for `xdotool mousemove --window`), then what the snack reports.
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SnackbarGtk4", "0.1")
from gi.repository import GLib, Gtk, SnackbarGtk4  # noqa: E402

loop = GLib.MainLoop()
window = Gtk.Window(title="Gtk4 Python Undo", default_width=640, default_height=360)
overlay = SnackbarGtk4.overlay_new(Gtk.Label(label="notes.txt"))
window.set_child(overlay)
window.present()


def undo_center(widget):
    if isinstance(widget, Gtk.Button) and widget.get_label() == "Undo" and widget.get_mapped() and widget.get_width() > 0:
        native = widget.get_native()
        from gi.repository import Graphene

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
    found = undo_center(window)
    # On screen and standing still (any slide-in is over).
    settled = found is not None and found[1] >= 0 and found == last[0]
    last[0] = found
    if not settled:
        return GLib.SOURCE_CONTINUE
    print("undo-at %d %d" % found, flush=True)
    return GLib.SOURCE_REMOVE


def on_action(snack_id, action_id, *data):
    print("action", snack_id, action_id, flush=True)


def on_dismissed(snack_id, reason, action_id, *data):
    print("dismissed", snack_id, reason, action_id or "-", flush=True)
    loop.quit()


def give_up():
    print("timeout: no click", flush=True)
    loop.quit()
    return GLib.SOURCE_REMOVE


status = SnackbarGtk4.overlay_show(
    overlay, "moved", "Moved", "notes.txt moved to the bin", SnackbarGtk4.Kind.INFO, SnackbarGtk4.Priority.NORMAL, -1,
    "undo", "Undo", "open", "Open", on_action=on_action, on_dismissed=on_dismissed)
print("show", SnackbarGtk4.status_message(status), flush=True)
GLib.timeout_add(50, look_for_undo)
GLib.timeout_add_seconds(60, give_up)
loop.run()
