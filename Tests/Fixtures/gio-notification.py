#!/usr/bin/python3
# Tests only: a GApplication that sends a GNotification ("Build finished" / "All 12 tests passed"). Without
# a portal or org.gtk.Notifications, GIO sends it to org.freedesktop.Notifications. Prints "sent", then stays
# (its notification belongs to it) until killed or 60 s passed.
from gi.repository import Gio, GLib

app = Gio.Application(application_id="org.snackbar.GioTest", flags=Gio.ApplicationFlags.NON_UNIQUE)


def on_activate(application):
    notification = Gio.Notification.new("Build finished")
    notification.set_body("All 12 tests passed")
    application.send_notification("build", notification)
    print("sent", flush=True)
    application.hold()
    GLib.timeout_add_seconds(60, application.quit)


app.connect("activate", on_activate)
app.run(None)
