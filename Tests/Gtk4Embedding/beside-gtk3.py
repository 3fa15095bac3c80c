#!/usr/bin/env python3
# SPDX-License-Identifier: MIT (see LICENSE in the source tree)
# A PyGObject GTK 3 app for the side-by-side test: a snack with Undo inside its window (libsnackbar anchored
# to it, through the Snackbar typelib), and a popup with Undo on the desktop through the popup service
# (`snack-notify --json`, the path at $SNACK_NOTIFY). Prints "shown in3", then "dismissed in3 REASON
# [ACTION]" and "desktop3 JSON" as they come, and quits once both came.
import os

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Snackbar", "0.2")
from gi.repository import Gio, Gtk, Snackbar  # noqa: E402

pending = {"in3", "desktop3"}


def say(line):
    print(line, flush=True)


def done(what):
    pending.discard(what)
    if not pending:
        Gtk.main_quit()


def on_dismissed(snack_id, reason, action_id):
    say(f"dismissed {snack_id} {reason.value_nick}" + (f" {action_id}" if action_id else ""))
    done("in3")


def on_popup_closed(process, result):
    _, output, _ = process.communicate_utf8_finish(result)
    say("desktop3 " + output.strip())
    done("desktop3")


window = Gtk.Window(title="Gtk3 Beside")
window.set_default_size(460, 360)
window.move(810, 150)
window.add(Gtk.Label(label="A GTK 3 window"))
window.show_all()
Snackbar.anchor_to_window(window)
snack = Snackbar.Snack.new("In the GTK 3 window")
snack.set_id("in3")
snack.set_duration_seconds(60)
snack.set_close_button(0)
snack.add_action("undo", "Undo", lambda snack_id, action_id: say(f"action {snack_id} {action_id}"))
snack.set_dismissed_callback(on_dismissed)
say(f"shown {Snackbar.add(snack)}")
popup = Gio.Subprocess.new(
    [os.environ["SNACK_NOTIFY"], "--wait", "--json", "--position", "bottom", "-t", "600000", "--no-close-button", "-A", "undo=Undo", "GTK 3 desktop"],
    Gio.SubprocessFlags.STDOUT_PIPE)
popup.communicate_utf8_async(None, None, on_popup_closed)
Gtk.main()
