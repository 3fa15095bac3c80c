#!/usr/bin/python3
"""A PyGObject app that shows one snack with an Undo action through libsnackbar's typelib and prints
what happened, like Examples/c-app: "shown ID", "action ID undo", "dismissed ID action undo", then
"events ID closed mapped placed dismissed action": the window events its event callback saw (each kind
once, in name order) up to the end of the snack, with its reason.
Run by EmbeddingTests on a private display; a real click on Undo ends it."""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Snackbar", "0.2")
from gi.repository import Gtk, Snackbar  # noqa: E402


def say(line):
    print(line, flush=True)


def on_undo(snack_id, action_id):
    say(f"action {snack_id} {action_id}")


def on_dismissed(snack_id, reason, action_id):
    name = reason.value_nick  # the GType's nick, e.g. "action"
    say(f"dismissed {snack_id} {name}" + (f" {action_id}" if action_id else ""))
    Gtk.main_quit()


seen = []


def on_event(snack_id, event, reason, x, y, width, height):
    name = event.value_nick
    if name == "placed" and (width <= 0 or height <= 0):
        name = f"placed without a frame {x},{y} {width}x{height}"
    if name == "dismissed":
        say(f"events {snack_id} {' '.join(sorted(seen))} dismissed {reason.value_nick}")
    elif name not in seen:
        seen.append(name)


if Snackbar.check_version(0, 1, 0) is not None:
    sys.exit("undo.py: libsnackbar too old")
if Snackbar.set_event_callback(on_event) != Snackbar.Status.OK:
    sys.exit("undo.py: set_event_callback failed")
snack = Snackbar.Snack.new("report.pdf was deleted")
snack.set_title("File deleted")
snack.set_kind(Snackbar.Kind.INFO)
snack.set_duration(Snackbar.Duration.LONG)
snack.add_action("undo", "Undo", on_undo)
snack.set_dismissed_callback(on_dismissed)
say(f"shown {Snackbar.add(snack)}")
Gtk.main()
