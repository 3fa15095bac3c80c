import Glibc

/// The popup service's D-Bus names and interface, shared by the client and the service.
package enum NotifierBus {
    /// The well-known name the one service instance owns on the session bus.
    package static let name = "io.snackbar.Notifier"
    /// The object the interface lives on.
    package static let objectPath = "/io/snackbar/Notifier"
    /// The interface name.
    package static let interface = "io.snackbar.Notifier"
    /// The error a request the service refuses comes back as (for example a theme with CSS errors).
    package static let invalidRequestError = "io.snackbar.Notifier.Error.InvalidRequest"
    /// The error the service returns when it has no display.
    package static let noDisplayError = "io.snackbar.Notifier.Error.NoDisplay"
    /// The error `Focus` returns where popups never take the keyboard (X11 windows under Xwayland on a
    /// Wayland desktop); its message says why.
    package static let focusUnavailableError = "io.snackbar.Notifier.Error.FocusUnavailable"

    /// `Show(a{sv} request) -> (u id)`, `Close(u id) -> (b closed)`, `Focus() -> (b focused)` (the keyboard focus to the
    /// newest popup; false when none is shown, `focusUnavailableError` where popups never take it), `CloseAll() -> (u closed)`, `DoNotDisturb(s change) -> (b on)`,
    /// `History() -> (aa{sv} entries)`, `HistoryPop() -> (u id)`, signal `Dismissed(u id, s reason, s action)`.
    package static let introspection = """
        <node>
          <interface name="io.snackbar.Notifier">
            <method name="Show">
              <arg type="a{sv}" name="request" direction="in"/>
              <arg type="u" name="id" direction="out"/>
            </method>
            <method name="Close">
              <arg type="u" name="id" direction="in"/>
              <arg type="b" name="closed" direction="out"/>
            </method>
            <method name="Focus">
              <arg type="b" name="focused" direction="out"/>
            </method>
            <method name="CloseAll">
              <arg type="u" name="closed" direction="out"/>
            </method>
            <method name="DoNotDisturb">
              <arg type="s" name="change" direction="in"/>
              <arg type="b" name="on" direction="out"/>
            </method>
            <method name="History">
              <arg type="aa{sv}" name="entries" direction="out"/>
            </method>
            <method name="HistoryPop">
              <arg type="u" name="id" direction="out"/>
            </method>
            <signal name="Dismissed">
              <arg type="u" name="id"/>
              <arg type="s" name="reason"/>
              <arg type="s" name="action"/>
            </signal>
          </interface>
        </node>
        """

    /// The session bus address GLib would use: `$DBUS_SESSION_BUS_ADDRESS`, else the socket
    /// `$XDG_RUNTIME_DIR/bus` if it exists; nil without either.
    package static var sessionBusAddress: String? {
        if let address = ProcessIO.environment("DBUS_SESSION_BUS_ADDRESS") { return address }
        guard let runtime = ProcessIO.environment("XDG_RUNTIME_DIR"), access(runtime + "/bus", F_OK) == 0 else { return nil }
        return "unix:path=" + runtime + "/bus"
    }
}
