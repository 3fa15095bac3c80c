#!/usr/bin/env python3
# SPDX-License-Identifier: MIT (see LICENSE in the source tree)
# A PyGObject GTK 4 app: its window opens on notes.txt just moved to the bin, and a snack in the window
# (libsnackbar-gtk4, through the SnackbarGtk4 typelib) offers Undo. Against a Snackbar installed in PREFIX:
#   GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib python3 undo.py
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SnackbarGtk4", "0.1")
from gi.repository import Gtk, SnackbarGtk4  # noqa: E402


def on_action(snack_id, action_id):
    print("action", snack_id, action_id, flush=True)


def on_dismissed(snack_id, reason, action_id):
    print("dismissed", snack_id, SnackbarGtk4.Reason(reason).value_nick, action_id or "-", flush=True)


def on_activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Notes", default_width=640, default_height=360)
    overlay = SnackbarGtk4.overlay_new(Gtk.Label(label="notes.txt"))
    window.set_child(overlay)
    window.present()
    # PyGObject passes a callback's user data as arguments after the library's: on_action's is a tuple of
    # them (() for none; left out, the callback gets one None). Callbacks given side by side, as GJS takes
    # them, would make on_dismissed the Undo button's user data: a TypeError when it is clicked.
    status = SnackbarGtk4.overlay_show(
        overlay, "moved", "Moved", "notes.txt moved to the bin", SnackbarGtk4.Kind.INFO, SnackbarGtk4.Priority.NORMAL,
        -1, "undo", "Undo", None, None, on_action=on_action, action_data=(), on_dismissed=on_dismissed)
    if status != SnackbarGtk4.Status.OK:
        print("not shown:", SnackbarGtk4.status_message(status), flush=True)


app = Gtk.Application()
app.connect("activate", on_activate)
app.run()
