import CSnackbarGLib
import SnackNotifyKit
import SnackbarCore

/// The names and interface of the Desktop Notifications Specification 1.2, and the decoding of `Notify`.
enum DesktopNotificationsBus {
    static let name = "org.freedesktop.Notifications"
    static let objectPath = "/org/freedesktop/Notifications"
    static let interface = "org.freedesktop.Notifications"
    /// What this server really does: no hyperlinks, images in the body, sounds or history.
    static let capabilities = ["actions", "body", "body-markup", "icon-static", "x-canonical-private-synchronous", "x-dunst-stack-tag"]
    /// The most action pairs and hints a call may carry (as many as a request offers actions); more is refused.
    static let maximumListLength = NotifyRequest.maximumActions

    static let introspection = """
        <node>
          <interface name="org.freedesktop.Notifications">
            <method name="Notify">
              <arg type="s" name="app_name" direction="in"/>
              <arg type="u" name="replaces_id" direction="in"/>
              <arg type="s" name="app_icon" direction="in"/>
              <arg type="s" name="summary" direction="in"/>
              <arg type="s" name="body" direction="in"/>
              <arg type="as" name="actions" direction="in"/>
              <arg type="a{sv}" name="hints" direction="in"/>
              <arg type="i" name="expire_timeout" direction="in"/>
              <arg type="u" name="id" direction="out"/>
            </method>
            <method name="CloseNotification">
              <arg type="u" name="id" direction="in"/>
            </method>
            <method name="GetCapabilities">
              <arg type="as" name="capabilities" direction="out"/>
            </method>
            <method name="GetServerInformation">
              <arg type="s" name="name" direction="out"/>
              <arg type="s" name="vendor" direction="out"/>
              <arg type="s" name="version" direction="out"/>
              <arg type="s" name="spec_version" direction="out"/>
            </method>
            <signal name="NotificationClosed">
              <arg type="u" name="id"/>
              <arg type="u" name="reason"/>
            </signal>
            <signal name="ActionInvoked">
              <arg type="u" name="id"/>
              <arg type="s" name="action_key"/>
            </signal>
            <signal name="ActivationToken">
              <arg type="u" name="id"/>
              <arg type="s" name="activation_token"/>
            </signal>
          </interface>
        </node>
        """

    /// Why `Notify`'s lists are refused, read before any of their items: more than `maximumListLength`
    /// actions (pairs of key and label) or hints. Nil when they are within it.
    static func listRefusal(_ parameters: OpaquePointer) -> String? {
        let count = { (index: gsize) -> Int in
            let list = g_variant_get_child_value(parameters, index)!
            defer { g_variant_unref(list) }
            return Int(g_variant_n_children(list))
        }
        let (actions, hints) = ((count(5) + 1) / 2, count(6))
        let bound = String(maximumListLength)
        if actions > maximumListLength { return localized("%s actions; at most %s are accepted", String(actions), bound) }
        if hints > maximumListLength { return localized("%s hints; at most %s are accepted", String(hints), bound) }
        return nil
    }

    /// `Notify`'s arguments (GDBus has checked the signature `(susssasa{sv}i)`), or nil when its lists are
    /// longer than `maximumListLength` (`listRefusal` says why). A raw image hint that is not a valid image is left out and
    /// `imageProblem` gets why.
    static func notification(_ parameters: OpaquePointer, imageProblem: (String) -> Void) -> DesktopNotification? {
        let child = { (index: Int) in g_variant_get_child_value(parameters, gsize(index))! }
        // The texts cut to what is ever read of them; the icon kept whole, to be refused whole if too long.
        let string = { (index: Int) -> String in
            let value = child(index)
            defer { g_variant_unref(value) }
            var length: gsize = 0
            let text = UnsafeRawPointer(g_variant_get_string(value, &length)!)
            let kept = index == 2 ? Int(length) : min(Int(length), maximumTextBytes)
            return String(decoding: UnsafeRawBufferPointer(start: text, count: kept), as: UTF8.self)
        }
        let number = child(1)
        let timeout = child(7)
        let actionList = child(5)
        let hintList = child(6)
        defer { [number, timeout, actionList, hintList].forEach { g_variant_unref($0) } }
        guard g_variant_n_children(actionList) <= maximumListLength * 2, g_variant_n_children(hintList) <= maximumListLength else { return nil }
        var actions: [String] = []
        for index in 0..<g_variant_n_children(actionList) {
            let action = g_variant_get_child_value(actionList, index)!
            actions.append(String(cString: g_variant_get_string(action, nil)))
            g_variant_unref(action)
        }
        var hints: [NotifyHint] = []
        var images: [(rank: Int, pixels: SnackIconPixels)] = []
        for index in 0..<g_variant_n_children(hintList) {
            let entry = g_variant_get_child_value(hintList, index)!
            let key = g_variant_get_child_value(entry, 0)!
            let boxed = g_variant_get_child_value(entry, 1)!
            let value = g_variant_get_variant(boxed)!
            let name = String(cString: g_variant_get_string(key, nil))
            if let rank = imageHintNames.firstIndex(of: name) {
                switch DesktopImageHint.pixels(value) {
                case .success(let pixels): images.append((rank, pixels))
                case .failure(let problem): imageProblem(localized("the %s hint is ignored: %s", name, problem.reason))
                }
            } else if let typed = hintValue(value) {
                hints.append(NotifyHint(name: name, value: typed))
            }
            [value, boxed, key, entry].forEach { g_variant_unref($0) }
        }
        var notification = DesktopNotification(
            appName: string(0), replacesID: g_variant_get_uint32(number), appIcon: string(2),
            summary: string(3), body: string(4), actions: actions, hints: hints,
            expireTimeout: g_variant_get_int32(timeout))
        notification.image = images.min { $0.rank < $1.rank }?.pixels
        return notification
    }

    /// The most bytes of the app name, summary and body read: all that the body's sanitizer reads
    /// (`NotificationMarkup.inputScalars` scalars of up to 4 bytes), so that a 10 MB body is not copied
    /// and checked only to be cut afterwards. A character cut in two lies past that.
    static let maximumTextBytes = NotificationMarkup.inputScalars * 4

    /// The raw image hints, the specification's current name first: when several come, the first wins.
    static let imageHintNames = ["image-data", "image_data", "icon_data"]

    /// A hint's value as `-h` would type it; other types are ignored.
    private static func hintValue(_ value: OpaquePointer) -> NotifyHint.Value? {
        switch String(cString: g_variant_get_type_string(value)) {
        case "s": .string(String(cString: g_variant_get_string(value, nil)))
        case "i": .int(g_variant_get_int32(value))
        case "u": .int(Int32(clamping: g_variant_get_uint32(value)))
        case "y": .byte(g_variant_get_byte(value))
        case "b": .boolean(g_variant_get_boolean(value) != 0)
        case "d": .double(g_variant_get_double(value))
        default: nil
        }
    }

    /// The spec's reason for a popup's end: 1 expired, 2 dismissed by the user, 3 closed by a call, 4 other.
    static func closedReason(_ reason: DismissReason) -> UInt32 {
        switch reason {
        case .timeout: 1
        case .action, .closeButton, .swipe, .escape: 2
        case .programmatic: 3
        case .replaced, .shutdown, .rejected: 4
        }
    }
}
