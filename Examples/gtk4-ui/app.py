#!/usr/bin/env python3
# SPDX-License-Identifier: MIT (see LICENSE in the source tree)
# A PyGObject GTK 4 app whose window comes from window.ui: three snacks stacked over its content, one's
# progress moved in place, Undo as a window action, F6 to reach the newest snack from the keyboard, and each
# snack's one `dismissed` (closing the window ends the others with `shutdown`). Against a Snackbar installed in
# PREFIX, beside window.ui:
#   GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib python3 app.py
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SnackbarGtk4", "0.2")
from gi.repository import Gio, GLib, GObject, Gtk, SnackbarGtk4  # noqa: E402

# PyGObject loads the library on first use: make its types known before GtkBuilder reads the file.
GObject.type_ensure(SnackbarGtk4.Overlay)
GObject.type_ensure(SnackbarGtk4.Toast)

loop = GLib.MainLoop()
builder = Gtk.Builder.new_from_file("window.ui")
window = builder.get_object("window")
window.set_title("Snackbar UI Python")
undo = Gio.SimpleAction.new("undo", GLib.VariantType.new("s"))
undo.connect("activate", lambda action, file: print("undo", file.get_string(), flush=True))
actions = Gio.SimpleActionGroup()
actions.add_action(undo)
window.insert_action_group("win", actions)
window.present()
dismissed = []


def on_dismissed(toast, reason):
    print("dismissed", toast.props.id, reason.value_nick, flush=True)
    dismissed.append(toast.props.id)
    if len(dismissed) == 3:
        loop.quit()


def on_action(toast):
    print("action", toast.props.id, flush=True)
    # The window closes once Undo is done: the snacks still up end with `shutdown`.
    GLib.idle_add(window.destroy)


overlay = builder.get_object("overlay")
for name in ("copy", "trash", "saved"):
    toast = builder.get_object(name)
    toast.connect("dismissed", on_dismissed)
    toast.connect("action", on_action)
    overlay.add_toast(toast)
# Half copied: the bar moves, the snack keeps its place.
builder.get_object("copy").props.progress = 0.5


def on_f6(widget, args):
    # A SnackbarStatus: Status.OK, which is 0, when a snack took the focus (never test it for truth).
    print("focused" if overlay.focus_newest() == SnackbarGtk4.Status.OK else "nothing to focus", flush=True)
    return True


shortcuts = Gtk.ShortcutController()
shortcuts.add_shortcut(Gtk.Shortcut.new(Gtk.ShortcutTrigger.parse_string("F6"), Gtk.CallbackAction.new(on_f6)))
window.add_controller(shortcuts)
loop.run()
