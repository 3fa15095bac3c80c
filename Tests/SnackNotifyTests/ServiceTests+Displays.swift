import Testing

extension DesktopTests.ServiceTests {
    /// A call for a display that cannot be opened exits 3 with one line that names the display GDK tried:
    /// the X display named, the Wayland one when only it is named, or what `GDK_BACKEND` leaves.
    @Test(arguments: [
        (#"DISPLAY=:4242 $NOTIFY Hello"#, "the X display ':4242' does not answer"),
        (
            #"unset DISPLAY; WAYLAND_DISPLAY=wayland-nonexistent $NOTIFY Hello"#,
            "the Wayland display 'wayland-nonexistent' does not answer, and DISPLAY is not set"
        ),
        (#"unset DISPLAY; GDK_BACKEND=x11 WAYLAND_DISPLAY=wayland-nonexistent $NOTIFY Hello"#, "DISPLAY is not set")
    ])
    func aDisplayThatCannotBeOpenedIsNamedAndExitsThree(script: String, reason: String) async throws {
        let result = try await onDesktop(script)
        #expect(result.standardError == "Cannot open display: " + reason + "\n")
        #expect(result.status == 3)
    }

    @Test func aDisplayThatCannotBeOpenedIsAFailedObjectUnderJSON() async throws {
        let result = try await onDesktop(#"DISPLAY=:4242 $NOTIFY --json Hello"#)
        #expect(
            result.standardOutput
                == "{\"id\":null,\"reason\":\"failed\",\"action\":null,\"error\":\"Cannot open display: the X display ':4242' does not answer\"}\n"
        )
        #expect(result.status == 3)
    }

    /// The client cannot see the monitors; the service checks, cold and warm alike.
    @Test func aMonitorTheDisplayLacksIsRefused() async throws {
        let result = try await onDesktop(
            #"""
            $NOTIFY --monitor 3 Elsewhere; echo "status $?"
            $NOTIFY --duration infinite Here; $NOTIFY --monitor 1 Elsewhere; echo "status $?"; $NOTIFY -p --monitor 0 There
            $NOTIFY -p --monitor all Everywhere
            """#)
        #expect(result.standardOutput == "status 1\nstatus 1\n2\n3\n", "a refused call takes no id; all, as the message offers, is taken")
        #expect(
            result.standardError == """
                No monitor 3: this display has 1 monitor, numbered from 0 (or use primary, pointer or all).
                No monitor 1: this display has 1 monitor, numbered from 0 (or use primary, pointer or all).

                """)
    }

    /// The running service draws on its own display only: a call for another one is refused as a
    /// cold call for a display that cannot be opened is, not shown somewhere the caller does not look.
    @Test func aCallForAnotherDisplayThanTheServicesIsRefused() async throws {
        let result = try await onDesktop(
            #"""
            $NOTIFY --duration infinite Here; DISPLAY=:4242 $NOTIFY Elsewhere; echo "status $?"
            DISPLAY="$DISPLAY.0" $NOTIFY -p Same; echo "[$DISPLAY]"
            """#)
        let display = result.standardOutput.split(separator: "\n").last.map { String($0.dropFirst().dropLast()) } ?? "?"
        #expect(result.standardOutput == "status 3\n2\n[\(display)]\n", "a screen number names the same display")
        #expect(
            result.standardError
                == "Cannot open display: the popup service of this session shows popups on '\(display)', not ':4242'.\n")
    }
}
