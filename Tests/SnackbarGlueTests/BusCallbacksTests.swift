import CSnackbarGLib
import SnackbarGlue
import SnackbarTestTags
import Testing

/// D-Bus subscriptions and exported objects on the session bus `make test` provides: each box is
/// released once GDBus lets go of it.
@Suite(.serialized, .tags(.sessionBus)) @MainActor
struct BusCallbacksTests {
    private static let path = "/io/snackbar/GlueTest"
    private static let interfaceName = "io.snackbar.GlueTest"
    private static let introspection = """
        <node><interface name="io.snackbar.GlueTest"><method name="Ping"><arg type="s" direction="in"/></method>
        <signal name="Pinged"><arg type="s"/></signal></interface></node>
        """

    private func bus() throws -> OpaquePointer { try #require(g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil)) }

    /// Runs `body` with the session bus and the test interface's description.
    private func withInterface(_ body: (OpaquePointer, UnsafeMutablePointer<GDBusInterfaceInfo>) throws -> Void) throws {
        let node = try #require(g_dbus_node_info_new_for_xml(Self.introspection, nil))
        defer { g_dbus_node_info_unref(node) }
        try body(try bus(), try #require(node.pointee.interfaces[0]))
    }

    @Test func aSubscriptionSeesItsSignalAndReleasesItsBoxWhenEnded() throws {
        let connection = try bus()
        let counter = ReleaseCounter()
        var heard: String?
        let id = BusCallbacks.subscribe(
            connection, sender: nil, interface: Self.interfaceName, member: "Pinged",
            path: Self.path
        ) { [witness = counter.witness()] parameters in
            _ = witness
            let text = g_variant_get_child_value(parameters, 0)
            defer { g_variant_unref(text) }
            heard = String(cString: g_variant_get_string(text, nil))
        }
        g_dbus_connection_emit_signal(
            connection, nil, Self.path, Self.interfaceName, "Pinged",
            GLibHelpers.tuple([g_variant_new_string("hello")]), nil)
        #expect(spin { heard == "hello" })
        BusCallbacks.unsubscribe(connection, id)
        #expect(spin { counter.count == 1 })
    }

    @Test func anExportedObjectAnswersAndReleasesItsBoxWhenUnregistered() throws {
        try withInterface { connection, interface in
            let counter = ReleaseCounter()
            var called: String?
            let id = BusCallbacks.register(connection, path: Self.path, interface: interface) {
                [witness = counter.witness()] method, _, invocation in
                _ = witness
                called = method
                g_dbus_method_invocation_return_value(invocation, nil)
            }
            #expect(id != 0)
            g_dbus_connection_call(
                connection, g_dbus_connection_get_unique_name(connection), Self.path, Self.interfaceName,
                "Ping", GLibHelpers.tuple([g_variant_new_string("x")]), nil, G_DBUS_CALL_FLAGS_NONE,
                -1, nil, nil, nil)
            #expect(spin { called == "Ping" })
            BusCallbacks.unregister(connection, id)
            #expect(spin { counter.count == 1 })
        }
    }

    @Test func aRefusedRegistrationReleasesItsBox() throws {
        try withInterface { connection, interface in
            let first = BusCallbacks.register(connection, path: Self.path, interface: interface) { _, _, _ in }
            defer { BusCallbacks.unregister(connection, first) }
            let counter = ReleaseCounter()
            let second = BusCallbacks.register(connection, path: Self.path, interface: interface) {
                [witness = counter.witness()] _, _, _ in _ = witness
            }
            #expect(second == 0)
            #expect(spin { counter.count == 1 })
        }
    }
}
