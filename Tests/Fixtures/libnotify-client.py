#!/usr/bin/python3
# Tests only: what a PyGObject app sends through libnotify (gir1.2-notify-0.7). Each command prints
# "shown ID" once libnotify has the id; with --wait it then prints its callbacks ("action KEY",
# "closed REASON") and ends after the close.
#   actions SUMMARY KEY=LABEL...   a notification with these actions (--wait implied)
#   image SUMMARY WIDTH HEIGHT     a raw image (image-data) of that size, left half red, right half blue
#   icon SUMMARY PATH              an app icon path (a FIFO, /dev/zero, a directory, …)
#   update SUMMARY...              one notification each, then the first (the oldest) updated to "SUMMARY updated"
import sys

import gi

gi.require_version("Notify", "0.7")
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf, GLib, Notify

Notify.init("libnotify-client")
loop = GLib.MainLoop()
command, summary, rest = sys.argv[1], sys.argv[2], sys.argv[3:]


def show(notification):
    notification.show()
    print("shown", notification.props.id, flush=True)


def on_action(_sent, key, *_):
    print("action", key, flush=True)


def on_closed(sent):
    print("closed", sent.get_closed_reason(), flush=True)
    loop.quit()


if command == "actions":
    notification = Notify.Notification.new(summary, "Choose one", None)
    notification.set_timeout(Notify.EXPIRES_NEVER)
    for pair in rest:
        key, label = pair.split("=", 1)
        notification.add_action(key, label, on_action)
    notification.connect("closed", on_closed)
    show(notification)
    loop.run()
elif command == "image":
    width, height = int(rest[0]), int(rest[1])
    half = width // 2
    row = b"\xff\x00\x00\xff" * half + b"\x00\x00\xff\xff" * (width - half)
    pixbuf = GdkPixbuf.Pixbuf.new_from_bytes(
        GLib.Bytes.new(row * height), GdkPixbuf.Colorspace.RGB, True, 8, width, height, width * 4)
    notification = Notify.Notification.new(summary, "A photo", None)
    notification.set_timeout(Notify.EXPIRES_NEVER)
    notification.set_image_from_pixbuf(pixbuf)
    show(notification)
elif command == "icon":
    notification = Notify.Notification.new(summary, "With an icon", rest[0])
    notification.set_timeout(Notify.EXPIRES_NEVER)
    show(notification)
elif command == "update":
    notifications = []
    for text in [summary] + rest:
        notification = Notify.Notification.new(text, None, None)
        notification.set_timeout(Notify.EXPIRES_NEVER)
        show(notification)
        notifications.append(notification)
    notifications[0].update(summary + " updated", None, None)
    show(notifications[0])
