#!/usr/bin/python3
# Tests only: a notification with one action through libnotify's introspection (gir1.2-notify-0.7), as a
# PyGObject app sends it. Prints "shown ID", then what its callbacks get: "action KEY token yes|no" (whether
# libnotify passed an activation token) and "closed REASON"; ends after the close.
import gi
gi.require_version("Notify", "0.7")
from gi.repository import GLib, Notify

Notify.init("libnotify-test")
loop = GLib.MainLoop()
notification = Notify.Notification.new("Mail", "One new message", None)
notification.set_timeout(Notify.EXPIRES_NEVER)


def on_action(sent, key, *_):
    print("action", key, "token", "yes" if sent.get_activation_token() else "no", flush=True)


def on_closed(sent):
    print("closed", sent.get_closed_reason(), flush=True)
    loop.quit()


notification.add_action("open", "Open", on_action)
notification.connect("closed", on_closed)
notification.show()
print("shown", notification.props.id, flush=True)
loop.run()
