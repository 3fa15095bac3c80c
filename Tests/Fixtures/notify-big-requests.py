#!/usr/bin/python3
"""Tests only: big Notify calls beside other callers, through PyGObject's Gio.

  body BYTES   a Notify whose body is "Start of the body " and then BYTES bytes of "b"; meanwhile a second
               connection calls GetServerInformation again and again. Prints "id ID", then "others answered"
               when at least one of those calls was sent after the Notify and answered before the Notify's
               reply (which comes once the popup is on screen).
  sequence     a 1600×1200 image-data Notify ("Photo") and right behind it, on the same connection and
               without waiting, a plain one ("After"); prints each one's summary and id as it is answered.
  photos PATH COUNT  COUNT Notify calls with the image file PATH as their icon, sent at once on one connection,
               and once the first is answered a plain one ("Plain") on another; prints whether the plain one
               was answered before the last photo.
  png PATH SIDE  writes a SIDE×SIDE PNG, its left half red and its right half blue, to PATH.
"""
import sys

import gi

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf, Gio, GLib

loop = GLib.MainLoop()
path, interface = "/org/freedesktop/Notifications", "org.freedesktop.Notifications"


def notify(bus, summary, body, hints, done, icon=""):
    arguments = GLib.Variant("(susssasa{sv}i)", ("big-requests", 0, icon, summary, body, [], hints, 0))
    bus.call(interface, path, interface, "Notify", arguments, GLib.VariantType("(u)"),
             Gio.DBusCallFlags.NO_AUTO_START, 60000, None, done)


if sys.argv[1] == "png":
    side = int(sys.argv[3])
    row = b"\xff\x00\x00" * (side // 2) + b"\x00\x00\xff" * (side - side // 2)
    GdkPixbuf.Pixbuf.new_from_bytes(GLib.Bytes.new(row * side), GdkPixbuf.Colorspace.RGB, False, 8, side, side,
                                    side * 3).savev(sys.argv[2], "png", [], [])
    sys.exit(0)
elif sys.argv[1] == "photos":
    photographer, other = (Gio.DBusConnection.new_for_address_sync(
        Gio.dbus_address_get_for_bus_sync(Gio.BusType.SESSION), Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
        | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION) for _ in range(2))
    state = {"photos": int(sys.argv[3]), "plain": False}

    def plain(connection, result):
        connection.call_finish(result)
        state["plain"] = True

    def photo(connection, result):
        connection.call_finish(result)
        state["photos"] -= 1
        if state["photos"] == int(sys.argv[3]) - 1:
            notify(other, "Plain", "", {}, plain)
        if not state["photos"]:
            print("plain answered before the last photo" if state["plain"] else "plain answered after the photos")
            loop.quit()

    for number in range(int(sys.argv[3])):
        notify(photographer, "Photo %d" % (number + 1), "", {}, photo, icon=sys.argv[2])
elif sys.argv[1] == "body":
    sender = Gio.DBusConnection.new_for_address_sync(
        Gio.dbus_address_get_for_bus_sync(Gio.BusType.SESSION), Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
        | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION)
    other = Gio.bus_get_sync(Gio.BusType.SESSION)
    state = {"replied": False, "answered": 0}

    def ask():
        other.call(interface, path, interface, "GetServerInformation", None, None, Gio.DBusCallFlags.NONE, 60000,
                   None, answered)

    def answered(connection, result):
        connection.call_finish(result)
        if not state["replied"]:
            state["answered"] += 1
            ask()

    def shown(connection, result):
        state["replied"] = True
        print("id", connection.call_finish(result).unpack()[0])
        if state["answered"]:
            print("others answered")
        loop.quit()

    notify(sender, "Big body", "Start of the body " + "b" * int(sys.argv[2]), {}, shown)
    ask()
else:
    bus = Gio.bus_get_sync(Gio.BusType.SESSION)
    width, height = 1600, 1200
    pixels = GLib.Variant.new_from_bytes(GLib.VariantType("ay"), GLib.Bytes.new(b"\xff\x00\x00\xff" * width * height), True)
    image = GLib.Variant.new_tuple(*(GLib.Variant(kind, value) for kind, value in
                                     (("i", width), ("i", height), ("i", width * 4), ("b", True), ("i", 8), ("i", 4))), pixels)
    pending = [2]

    def answer(summary):
        def done(connection, result):
            print(summary, connection.call_finish(result).unpack()[0], flush=True)
            pending[0] -= 1
            if not pending[0]:
                loop.quit()
        return done

    notify(bus, "Photo", "", {"image-data": image}, answer("Photo"))
    notify(bus, "After", "", {}, answer("After"))
loop.run()
