#!/usr/bin/python3
"""Sends org.freedesktop.Notifications.Notify with a raw image hint and prints the id (or the D-Bus error).

Usage: notify-image.py SUMMARY HINT_NAME WIDTH HEIGHT ROWSTRIDE HAS_ALPHA BITS CHANNELS BYTES [APP_ICON]
The image is solid red (alpha opaque); BYTES is how many bytes of it are sent.
"""
import sys
from gi.repository import Gio, GLib

summary, hint = sys.argv[1], sys.argv[2]
width, height, rowstride, alpha, bits, channels, count = (int(a) for a in sys.argv[3:10])
app_icon = sys.argv[10] if len(sys.argv) > 10 else ""
pixel = bytes([255, 0, 0, 255][:channels])
row = (pixel * width).ljust(rowstride, b"\0")
data = (row * height)[:count].ljust(count, b"\0")
image = GLib.Variant("(iiibiiay)", (width, height, rowstride, bool(alpha), bits, channels, data))
bus = Gio.bus_get_sync(Gio.BusType.SESSION)
try:
    reply = bus.call_sync("org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                          "org.freedesktop.Notifications", "Notify",
                          GLib.Variant("(susssasa{sv}i)", ("image-test", 0, app_icon, summary, "", [], {hint: image}, 0)),
                          GLib.VariantType("(u)"), Gio.DBusCallFlags.NO_AUTO_START, 20000)
    print("id", reply.unpack()[0])
except GLib.Error as error:
    print("error", error.message)
