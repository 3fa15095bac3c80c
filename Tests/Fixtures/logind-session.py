#!/usr/bin/python3
# Tests only: logind's part that the popup service reads, on the bus DBUS_SYSTEM_BUS_ADDRESS names (a private
# one: logind itself needs systemd as PID 1). It owns org.freedesktop.login1 and answers, as logind documents
# them (org.freedesktop.login1(5)), Manager.GetSession with one session object whose LockedHint property
# starts false. SIGUSR1 sets the hint, SIGUSR2 clears it, each with PropertiesChanged as logind sends it.
# Prints "ready" once the name is owned.
import signal

from gi.repository import Gio, GLib

SESSION = "/org/freedesktop/login1/session/_31"
INTERFACES = Gio.DBusNodeInfo.new_for_xml("""
<node>
  <interface name="org.freedesktop.login1.Manager">
    <method name="GetSession"><arg name="session_id" type="s"/><arg name="object_path" type="o" direction="out"/></method>
  </interface>
  <interface name="org.freedesktop.login1.Session">
    <property name="LockedHint" type="b" access="read"/>
  </interface>
</node>""")
state = {"locked": False}
bus = Gio.bus_get_sync(Gio.BusType.SYSTEM, None)


def manager_call(connection, sender, path, interface, method, parameters, invocation):
    invocation.return_value(GLib.Variant("(o)", (SESSION,)))


def session_property(connection, sender, path, interface, name):
    return GLib.Variant("b", state["locked"])


def set_locked(locked):
    state["locked"] = locked
    changes = GLib.Variant("(sa{sv}as)", ("org.freedesktop.login1.Session", {"LockedHint": GLib.Variant("b", locked)}, []))
    bus.emit_signal(None, SESSION, "org.freedesktop.DBus.Properties", "PropertiesChanged", changes)
    return GLib.SOURCE_CONTINUE


bus.register_object(
    "/org/freedesktop/login1", INTERFACES.lookup_interface("org.freedesktop.login1.Manager"), manager_call, None, None)
bus.register_object(SESSION, INTERFACES.lookup_interface("org.freedesktop.login1.Session"), None, session_property, None)
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR1, set_locked, True)
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR2, set_locked, False)
Gio.bus_own_name_on_connection(
    bus, "org.freedesktop.login1", Gio.BusNameOwnerFlags.NONE, lambda *_: print("ready", flush=True), None)
GLib.MainLoop().run()
