/// The popup service's D-Bus names and interface, shared by the client and the service.
public enum NotifierBus {
    /// The well-known name the one service instance owns on the session bus.
    public static let name = "io.snackbar.Notifier"
    /// The object the interface lives on.
    public static let objectPath = "/io/snackbar/Notifier"
    /// The interface name.
    public static let interface = "io.snackbar.Notifier"
    /// The error a request the service refuses comes back as (for example a theme with CSS errors).
    public static let invalidRequestError = "io.snackbar.Notifier.Error.InvalidRequest"
    /// The error the service returns when it has no display.
    public static let noDisplayError = "io.snackbar.Notifier.Error.NoDisplay"

    /// `Show(a{sv} request) -> (u id)`, `Close(u id)`, signal `Dismissed(u id, s reason, s action)`.
    public static let introspection = """
        <node>
          <interface name="io.snackbar.Notifier">
            <method name="Show">
              <arg type="a{sv}" name="request" direction="in"/>
              <arg type="u" name="id" direction="out"/>
            </method>
            <method name="Close">
              <arg type="u" name="id" direction="in"/>
            </method>
            <signal name="Dismissed">
              <arg type="u" name="id"/>
              <arg type="s" name="reason"/>
              <arg type="s" name="action"/>
            </signal>
          </interface>
        </node>
        """
}
