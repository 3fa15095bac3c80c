#!/usr/bin/env python3
# SPDX-License-Identifier: MIT (see LICENSE in the source tree)
# A PyGObject GTK 4 window where the user types a draft: a SnackbarGtk4.Overlay over one editable (argv[1]:
# entry, search, password, spin, text or textview, focused), a toast with Undo that stays until dismissed, and
# F6 bound to overlay.focus_newest(). It prints "focus-newest STATUS" for F6, "dismissed REASON" for the toast,
# and "state TEXT|CARET|SELECTION-START|SELECTION-END|FOCUS" whenever one of them changed (on an idle, so that
# the editable has moved its caret), FOCUS being "editable" while the editable has the keyboard, "snack" while
# the toast has it, "none" while nothing has. Run through locate-undo.py, which prints the Undo button's centre.
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SnackbarGtk4", "0.2")
from gi.repository import GLib, Gtk, SnackbarGtk4  # noqa: E402

KIND = sys.argv[-1]
MAKERS = {
    "entry": Gtk.Entry,
    "search": Gtk.SearchEntry,
    "password": Gtk.PasswordEntry,
    "spin": lambda: Gtk.SpinButton.new_with_range(0, 1e9, 1),
    "text": Gtk.Text,
    "textview": Gtk.TextView,
}


def say(line):
    print(line, flush=True)


# The toast stands in its place once shown: no slide for the locator to wait out.
Gtk.Settings.get_default().props.gtk_enable_animations = False
loop = GLib.MainLoop()
window = Gtk.Window(title="Snackbar draft Python")
window.set_default_size(640, 400)
editable = MAKERS[KIND]()
editable.set_valign(Gtk.Align.START)
overlay = SnackbarGtk4.Overlay()
overlay.set_child(editable)
window.set_child(overlay)
window.connect("close-request", lambda _: loop.quit() or False)


def state():
    if isinstance(editable, Gtk.TextView):
        buffer = editable.get_buffer()
        text = buffer.get_text(buffer.get_start_iter(), buffer.get_end_iter(), True)
        caret = buffer.get_iter_at_mark(buffer.get_insert()).get_offset()
        bounds = buffer.get_selection_bounds()
        start, end = (bounds[0].get_offset(), bounds[1].get_offset()) if bounds else (caret, caret)
    else:
        # The caret of the GtkText inside, which has the keyboard (a GtkText is its own).
        text, caret = editable.get_text(), (editable.get_delegate() or editable).get_position()
        bounds = editable.get_selection_bounds()
        start, end = bounds if bounds else (caret, caret)
    focus = window.get_focus()
    where = "none" if focus is None else "editable" if focus is editable or focus.is_ancestor(editable) else "snack"
    return f"state {text}|{caret}|{start}|{end}|{where}"


last = [None]
pending = [False]


def report(again=False):
    pending[0] = False
    now = state()
    if now != last[0] or again:
        last[0] = now
        say(now)
    return GLib.SOURCE_REMOVE


def changed(*_):
    if not pending[0]:
        pending[0] = True
        GLib.idle_add(report)


if isinstance(editable, Gtk.TextView):
    editable.get_buffer().connect("changed", changed)
    editable.get_buffer().connect("mark-set", changed)
else:
    editable.connect("notify::text", changed)
    editable.connect("notify::cursor-position", changed)
    editable.connect("notify::selection-bound", changed)
window.connect("notify::focus-widget", changed)


def focus_newest(*_):
    say(f"focus-newest {overlay.focus_newest()}")
    return True


shortcuts = Gtk.ShortcutController()
shortcuts.add_shortcut(Gtk.Shortcut.new(Gtk.ShortcutTrigger.parse_string("F6"), Gtk.CallbackAction.new(focus_newest)))
window.add_controller(shortcuts)

toast = SnackbarGtk4.Toast(message="Draft saved", action_label="Undo", timeout=0)


def dismissed(_, reason):
    say(f"dismissed {reason.value_nick}")
    # Where the keyboard is once the toast is gone, printed even when nothing moved.
    GLib.idle_add(report, True)


toast.connect("dismissed", dismissed)
overlay.add_toast(toast)
window.present()
editable.grab_focus()
changed()
loop.run()
