import CSnackbarGLib
import SnackbarGlue
import Testing

/// Signal handlers: a box is released exactly once, by a disconnect, by the instance going, or at
/// once for a signal name GLib does not know.
@Suite(.serialized) @MainActor
struct ObjectSignalTests {
    /// A GSimpleAction: `activate` carries one argument (the parameter), `notify::enabled` follows
    /// `g_simple_action_set_enabled`.
    private func makeAction() -> OpaquePointer { g_simple_action_new("glue-test", nil) }

    @Test func aDisconnectedHandlerReleasesItsBoxOnce() {
        let action = makeAction()
        defer { g_object_unref(gpointer(action)) }
        let counter = ReleaseCounter()
        let id = ObjectSignal.connectIgnoringArgument(gpointer(action), "activate") { [witness = counter.witness()] in _ = witness }
        #expect(id != 0 && counter.count == 0)
        ObjectSignal.disconnect(gpointer(action), id)
        #expect(counter.count == 1)
    }

    @Test func aFinalizedInstanceReleasesEveryBox() {
        let action = makeAction()
        let counter = ReleaseCounter()
        for _ in 0..<3 {
            ObjectSignal.connectNotify(gpointer(action), property: "enabled") { [witness = counter.witness()] in _ = witness }
        }
        g_object_unref(gpointer(action))
        #expect(counter.count == 3)
    }

    @Test func anUnknownSignalNameGivesNoHandlerAndReleasesTheBox() {
        let action = makeAction()
        defer { g_object_unref(gpointer(action)) }
        let counter = ReleaseCounter()
        let id = ObjectSignal.connect(gpointer(action), "no-such-signal") { [witness = counter.witness()] in _ = witness }
        #expect(id == 0)
        #expect(counter.count == 1)
    }

    @Test func handlersRunOnTheMainActorWithEachEmission() {
        let action = makeAction()
        defer { g_object_unref(gpointer(action)) }
        var activations = 0
        var notifications = 0
        ObjectSignal.connectIgnoringArgument(gpointer(action), "activate") { activations += 1 }
        ObjectSignal.connectNotify(gpointer(action), property: "enabled") { notifications += 1 }
        g_action_activate(action, nil)
        g_action_activate(action, nil)
        g_simple_action_set_enabled(action, 0)
        #expect(activations == 2 && notifications == 1)
    }

    @Test func aPlainSignalRuns() {
        let cancellable = g_cancellable_new()
        defer { g_object_unref(gpointer(cancellable)) }
        var cancelled = false
        ObjectSignal.connect(gpointer(cancellable!), "cancelled") { cancelled = true }
        g_cancellable_cancel(cancellable)
        #expect(cancelled)
    }
}
